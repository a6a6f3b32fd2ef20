/**
 * The AI use cases of /ai-use-cases: fifteen projects of the kind we build, each with the
 * industry it serves, how hard it is to deliver, the technologies involved (names as in the
 * technology catalogue, app/content/technologies.ts, so their badges lead to tag pages), what
 * the solution does and the value clients typically see. Icons are lucide names known to the
 * service pages' icon set (app/features/service-page/icons.tsx).
 */

/** How much data work, integration and risk a use case carries; High and Medium are common. */
export type UseCaseComplexity = "High" | "Medium" | "Low";

export interface AiUseCase {
  /** 1 to 15, the position on the page and the `?case=` value. */
  id: number;
  title: string;
  description: string;
  /** 5 to 8 catalogue technologies; cards show the first 3. */
  technologies: readonly string[];
  industry: string;
  complexity: UseCaseComplexity;
  /** A lucide icon name (decorative). */
  icon: string;
  /** 4 to 6 things the solution does. */
  features: readonly string[];
  /** One sentence with the figures clients typically see. */
  businessValue: string;
}

export const aiUseCases: readonly AiUseCase[] = [
  {
    id: 1,
    title: "Intelligent Document Processing",
    description:
      "Reads invoices, claims forms and bank statements in any layout, extracts the fields your systems need and routes only the uncertain ones to a person.",
    technologies: [
      "Python",
      "Azure OpenAI",
      "Hugging Face Transformers",
      "OpenCV",
      "FastAPI",
      "PostgreSQL",
      "Azure Functions",
    ],
    industry: "Insurance",
    complexity: "Medium",
    icon: "FileText",
    features: [
      "Layout-independent extraction from scans, PDFs and photos",
      "Confidence scores per field with human review below a threshold",
      "Validation against policy, vendor and account master data",
      "Straight-through posting to ERP and claims systems",
      "Audit trail linking every value to its place in the source page",
    ],
    businessValue:
      "Cuts manual data entry by 70-80% and brings claim and invoice turnaround from 3 days to under 4 hours.",
  },
  {
    id: 2,
    title: "Demand Forecasting",
    description:
      "Forecasts demand per product, store and week from sales history, promotions, prices, holidays and weather, so buyers order what will actually sell.",
    technologies: [
      "Python",
      "Pandas",
      "XGBoost",
      "Snowflake",
      "dbt",
      "Apache Airflow",
      "MLflow",
      "Power BI",
    ],
    industry: "Retail & Consumer Goods",
    complexity: "Medium",
    icon: "TrendingUp",
    features: [
      "Hierarchical forecasts from SKU-store up to region and category",
      "Promotion, price and holiday effects learned from history",
      "Weekly retraining with accuracy tracked against a naive baseline",
      "Replenishment suggestions exported to the ordering system",
    ],
    businessValue:
      "Improves forecast accuracy by 20-35%, lowering stock-outs by a quarter and freeing 10-15% of working capital tied up in inventory.",
  },
  {
    id: 3,
    title: "Customer Support Copilot",
    description:
      "Drafts answers for support agents from your help center, past tickets and order data, and resolves routine questions on its own with a clean hand-off to a person.",
    technologies: [
      "OpenAI API",
      "LangChain",
      "Pinecone",
      "TypeScript",
      "Next.js",
      "Redis",
      "Twilio",
    ],
    industry: "Customer Service",
    complexity: "Medium",
    icon: "BotMessageSquare",
    features: [
      "Suggested replies grounded in cited help-center articles",
      "Order and account lookups through approved tools only",
      "Automatic tagging, priority and sentiment on every ticket",
      "Escalation to a person with the full conversation summarised",
      "Answer quality reviewed weekly against a labelled test set",
    ],
    businessValue:
      "Resolves 30-45% of tickets without an agent and cuts average handling time by 35%, while first-response time drops to under a minute.",
  },
  {
    id: 4,
    title: "Predictive Maintenance",
    description:
      "Learns the normal vibration, temperature and current signatures of pumps, motors and compressors and warns days before a failure, not after it.",
    technologies: [
      "Python",
      "OPC UA",
      "MQTT",
      "Apache Kafka",
      "TensorFlow",
      "ClickHouse",
      "Grafana",
    ],
    industry: "Manufacturing",
    complexity: "High",
    icon: "Wrench",
    features: [
      "Sensor ingestion from PLCs and IoT gateways over OPC UA and MQTT",
      "Anomaly detection per asset with remaining-useful-life estimates",
      "Alerts with the likely failure mode and suggested checks",
      "Work orders opened in the maintenance system automatically",
      "Dashboards of asset health for plant and reliability teams",
    ],
    businessValue:
      "Reduces unplanned downtime by 30-50% and maintenance costs by 10-25%, typically paying back within 9 to 12 months.",
  },
  {
    id: 5,
    title: "Real-Time Fraud Detection",
    description:
      "Scores every card payment, transfer and account change in milliseconds, combining behavioural models with graph signals that reveal fraud rings.",
    technologies: [
      "Python",
      "XGBoost",
      "Apache Flink",
      "Apache Kafka",
      "Redis",
      "Neo4j",
      "Amazon SageMaker",
      "PCI DSS",
    ],
    industry: "Financial Services",
    complexity: "High",
    icon: "ShieldCheck",
    features: [
      "Streaming features computed within 50 ms of each event",
      "Graph analysis linking devices, accounts and beneficiaries",
      "Explainable scores with the top reasons for every decision",
      "Case management queue for analysts with feedback into training",
      "Champion-challenger model rollout with automatic rollback",
    ],
    businessValue:
      "Catches 25-40% more fraud at the same review volume and cuts false declines by half, recovering revenue lost to blocked good customers.",
  },
  {
    id: 6,
    title: "Medical Imaging Triage",
    description:
      "Reviews X-rays and CT scans as they arrive and moves studies with likely critical findings to the top of the radiologist's worklist.",
    technologies: ["Python", "PyTorch", "OpenCV", "HL7 FHIR", "HIPAA", "Kubernetes"],
    industry: "Healthcare",
    complexity: "High",
    icon: "ScanEye",
    features: [
      "Detection of urgent findings such as pneumothorax and intracranial bleeds",
      "Worklist prioritisation through FHIR and PACS integration",
      "Heatmaps showing the regions behind each flag",
      "De-identified data pipeline and on-premises deployment options",
      "Ongoing performance monitoring by site, scanner and patient group",
    ],
    businessValue:
      "Brings time-to-read for critical studies from hours to under 30 minutes and lets each radiologist handle 15-20% more studies per shift.",
  },
  {
    id: 7,
    title: "Personalised Recommendations",
    description:
      "Recommends products, content and bundles for each shopper from browsing, purchases and context, on the site, in the app and in email.",
    technologies: [
      "Python",
      "PyTorch",
      "Apache Spark",
      "BigQuery",
      "Vertex AI",
      "Redis",
      "FastAPI",
    ],
    industry: "E-commerce & Media",
    complexity: "Medium",
    icon: "ShoppingBag",
    features: [
      "Two-tower retrieval with a ranking model for the final list",
      "Real-time session signals for visitors who are not logged in",
      "Business rules for stock, margins and brand exposure",
      "A/B testing framework with revenue per visitor as the main metric",
    ],
    businessValue:
      "Lifts average order value by 10-15% and conversion by 5-12%; recommendation-driven sales typically reach a quarter of online revenue.",
  },
  {
    id: 8,
    title: "Visual Quality Inspection",
    description:
      "Inspects parts on the production line with industrial cameras and computer vision, catching scratches, misalignments and missing components at line speed.",
    technologies: [
      "Python",
      "OpenCV",
      "PyTorch",
      "Embedded Linux",
      "Label Studio",
      "MQTT",
      "Docker",
    ],
    industry: "Manufacturing",
    complexity: "High",
    icon: "ScanLine",
    features: [
      "Defect detection and classification on edge devices beside the line",
      "Inference under 100 ms per part with no cloud round trip",
      "Reject signals sent to the line's PLC in real time",
      "Defect images collected for labelling and retraining",
      "Shift reports of defect rates by type, line and supplier",
    ],
    businessValue:
      "Detects 95%+ of visible defects against about 80% for manual inspection, and cuts scrap and customer returns by up to 30%.",
  },
  {
    id: 9,
    title: "Contract Analysis",
    description:
      "Reads contracts and amendments, extracts key terms and obligations and flags clauses that deviate from your playbook before legal review.",
    technologies: ["Claude API", "Python", "LlamaIndex", "spaCy", "PostgreSQL", "FastAPI", "React"],
    industry: "Legal & Procurement",
    complexity: "Medium",
    icon: "Scale",
    features: [
      "Extraction of parties, dates, renewal terms, liabilities and payment terms",
      "Clause comparison against your approved positions and fallbacks",
      "Risk score per contract with the reasons quoted from the text",
      "Obligation calendar with reminders before notice periods end",
      "Questions answered over the whole contract portfolio with citations",
    ],
    businessValue:
      "Reduces first-pass review time by 60-70%, so a 40-page supplier agreement takes 45 minutes instead of half a day.",
  },
  {
    id: 10,
    title: "Customer Churn Prediction",
    description:
      "Predicts which subscribers are likely to cancel in the next 60 days and why, so retention teams spend their offers where they change the outcome.",
    technologies: ["Python", "scikit-learn", "XGBoost", "dbt", "Snowflake", "Metabase"],
    industry: "Telecom & Subscriptions",
    complexity: "Low",
    icon: "Users",
    features: [
      "Monthly churn scores per customer from usage, billing and support history",
      "Top drivers behind each score for the retention team",
      "Uplift modelling to target customers an offer would actually keep",
      "Scores synced to CRM and campaign tools every night",
    ],
    businessValue:
      "Lowers churn by 10-20% among targeted customers and cuts retention discount spend by about a third.",
  },
  {
    id: 11,
    title: "Route Optimisation",
    description:
      "Plans delivery and field-service routes that respect time windows, vehicle capacity and driver shifts, and re-plans during the day when orders change.",
    technologies: [
      "Python",
      "NumPy",
      "FastAPI",
      "PostgreSQL",
      "Apache Kafka",
      "React Native",
      "Google Cloud",
    ],
    industry: "Logistics & Transportation",
    complexity: "Medium",
    icon: "Route",
    features: [
      "Vehicle routing with time windows, capacities and skills",
      "Travel-time predictions learned from your own GPS history",
      "Live re-planning for new orders, cancellations and delays",
      "Driver app with turn-by-turn stops and proof of delivery",
      "Customer notifications with accurate arrival windows",
    ],
    businessValue:
      "Cuts distance driven by 10-20% and fuel costs with it, while fitting 15% more stops into each route.",
  },
  {
    id: 12,
    title: "Voice Analytics for Contact Centres",
    description:
      "Transcribes every call, measures sentiment and compliance and surfaces the topics driving call volume, instead of sampling 2% of calls by hand.",
    technologies: [
      "Whisper",
      "Python",
      "Hugging Face Transformers",
      "Apache Kafka",
      "Elasticsearch",
      "Twilio",
    ],
    industry: "Customer Service",
    complexity: "Medium",
    icon: "Mic",
    features: [
      "Speaker-separated transcription in more than 20 languages",
      "Automatic redaction of card numbers and personal data",
      "Compliance checks for mandatory disclosures on every call",
      "Topic and sentiment trends across teams and products",
      "Call summaries written to the CRM after each conversation",
    ],
    businessValue:
      "Gives QA teams 100% call coverage, saves agents 1-2 minutes of wrap-up per call and lifts compliance scores by 15-25%.",
  },
  {
    id: 13,
    title: "AI Code Review Assistant",
    description:
      "Reviews every pull request for bugs, security issues and deviations from your conventions, and leaves specific, line-level comments before a person looks.",
    technologies: [
      "Claude API",
      "TypeScript",
      "Node.js",
      "GitHub Actions",
      "GitHub",
      "SonarQube",
      "Model Context Protocol",
    ],
    industry: "Software & Technology",
    complexity: "Low",
    icon: "Code",
    features: [
      "Line-level comments with a suggested fix for each finding",
      "Your style guide and architecture rules applied as review criteria",
      "Security checks for injection, secrets and unsafe dependencies",
      "Summaries of large pull requests for faster human review",
    ],
    businessValue:
      "Shortens review cycles by 30-40% and catches about a fifth of defects before human review, at a cost of cents per pull request.",
  },
  {
    id: 14,
    title: "Enterprise Knowledge Search (RAG)",
    description:
      "Lets employees ask questions in plain language and get answers with sources from wikis, drives, tickets and policies, respecting who may see what.",
    technologies: [
      "LlamaIndex",
      "OpenAI API",
      "Python",
      "Elasticsearch",
      "PostgreSQL",
      "Microsoft Graph",
      "Microsoft Entra ID",
    ],
    industry: "Professional Services",
    complexity: "Medium",
    icon: "Search",
    features: [
      "Hybrid keyword and vector retrieval over every connected source",
      "Answers with citations linking to the exact passage",
      "Document permissions enforced at query time through single sign-on",
      "Incremental indexing of changed documents every few minutes",
      "Evaluation set and feedback buttons to track answer quality",
      "Deployment in your own cloud tenant, with no data used for training",
    ],
    businessValue:
      "Saves employees 3-5 hours a week spent looking for information and reduces repeat questions to internal help desks by 40%.",
  },
  {
    id: 15,
    title: "Data Annotation Pipeline",
    description:
      "Turns raw images, text and audio into reliable training data with model-assisted pre-labelling, trained annotators and multi-pass quality review.",
    technologies: [
      "Label Studio",
      "Python",
      "PyTorch",
      "Amazon S3",
      "Apache Airflow",
      "MLflow",
      "Docker",
    ],
    industry: "AI & Machine Learning",
    complexity: "Low",
    icon: "Tag",
    features: [
      "Model-assisted pre-labelling that annotators confirm or correct",
      "Consensus labelling and gold-standard checks for quality",
      "Guidelines, edge-case catalogue and annotator calibration rounds",
      "Active learning that sends the most informative items first",
      "Versioned datasets with full lineage from source to training run",
    ],
    businessValue:
      "Delivers labelled data 2-3x faster than manual labelling at 98%+ agreed accuracy, cutting cost per label by 40-60%.",
  },
];
