/** /services/rpa-automation: software robots and workflow automation of repetitive business work. */
import type { ServicePageData } from "./types";

const page = {
  slug: "rpa-automation",
  title: "RPA & Business Automation",
  description:
    "Robotic process automation of repetitive business workflows: software robots that take rule-based work such as invoices, data entry, reconciliation and reporting off your team. We map each process, estimate the hours and errors it costs before we build, then run the bots with monitoring so they keep working when screens and systems change.",
  shortDescription: "Software robots and workflow automation for repetitive, rule-based work.",
  technologies: [
    "UiPath",
    "Power Automate",
    "Automation Anywhere",
    "Blue Prism",
    "Camunda",
    "n8n",
    "Python",
    "Zapier",
    "Microsoft 365",
    "Microsoft Graph",
    "Salesforce",
    "Google Workspace",
    "SQL",
    "Microsoft SQL Server",
    "PostgreSQL",
    "Pandas",
    "Apache Airflow",
    "C#",
    ".NET",
    "Power BI",
    "Azure OpenAI",
    "Playwright",
    "Selenium",
    "Microsoft Entra ID",
  ],
  technologyTitle: "Automation platforms we build on",
  technologyDescription:
    "Commercial RPA suites where your organisation already licenses them, open-source workflow engines and Python where they cost less to run. Bots connect through APIs first and fall back to the screen only when a system offers nothing better.",
  services: [
    {
      title: "Process Discovery and ROI Assessment",
      description:
        "Workshops, screen recordings and system logs turned into a ranked list of processes worth automating, each with the hours saved, error rate and payback period estimated up front.",
      icon: "Search",
      features: [
        "Interviews and shadowing sessions with the people doing the work",
        "As-is process maps in BPMN",
        "Volume, handling time and exception-rate measurements",
        "Automation candidates scored by value and complexity",
        "ROI and payback estimate per process",
        "A phased automation road map",
      ],
    },
    {
      title: "Unattended Bots",
      description:
        "Robots that run on a schedule or a trigger without anyone watching: overnight reconciliations, report production, data transfers between systems and batch updates.",
      icon: "Bot",
      features: [
        "UiPath, Automation Anywhere or Blue Prism robots",
        "Queue-based work with retries and exception handling",
        "Credentials kept in a vault, never in scripts",
        "Scheduling and triggers from email, files or APIs",
        "Audit log of every item processed",
        "Scale-out across several robots at month end",
      ],
    },
    {
      title: "Attended Automation and Assistants",
      description:
        "Desktop assistants that sit beside your staff and do the copy-and-paste steps of a task at the click of a button, while the person keeps the judgement calls.",
      icon: "Users",
      features: [
        "One-click helpers for contact centre and back-office staff",
        "Forms that collect input once and fill several systems",
        "Power Automate desktop flows for Microsoft 365 teams",
        "Hand-offs between bots and people in one work queue",
        "Training and adoption support for each team",
      ],
    },
    {
      title: "Intelligent Document Processing",
      description:
        "Invoices, purchase orders, claims and forms read by OCR and machine learning, validated against your business rules and posted to the right system, with people reviewing only the uncertain cases.",
      icon: "FileText",
      features: [
        "OCR for scanned and photographed documents",
        "Field extraction trained on your document layouts",
        "Three-way matching of invoices, orders and receipts",
        "Confidence thresholds with human review queues",
        "Language models for unstructured emails and letters",
        "Posting to ERP, accounting and CRM systems",
        "Accuracy reports per document type",
      ],
    },
    {
      title: "Workflow Orchestration and Integration",
      description:
        "End-to-end processes that span people, bots and APIs, orchestrated in Camunda, n8n or Power Automate so every case has a status, an owner and a deadline.",
      icon: "Workflow",
      features: [
        "BPMN workflows executed in Camunda",
        "n8n and Power Automate cloud flows for lighter integrations",
        "API connectors for Salesforce, Microsoft 365 and Google Workspace",
        "Approvals and escalations with service-level timers",
        "Python services for data transformation",
        "Replacing screen automation with APIs where systems allow",
      ],
    },
    {
      title: "Bot Operations and Maintenance",
      description:
        "A support service that monitors your robots, fixes them when an application changes and keeps improving them, so automations stay reliable long after go-live.",
      icon: "Activity",
      features: [
        "Dashboards for runs, exceptions and hours saved",
        "Alerts on failures and growing queues",
        "Fixes when target applications change their screens",
        "Platform and runtime upgrades",
        "Monthly reports on business value delivered",
        "A centre-of-excellence model for your own developers",
      ],
    },
  ],
  features: [
    "Process discovery with an ROI estimate before any build",
    "Attended and unattended bots on the platform you already license",
    "Document processing with OCR and human review for uncertain cases",
    "API integrations first, screen automation only where needed",
    "Credentials in a vault and least-privilege bot accounts",
    "Exception queues that route problem cases to the right person",
    "Dashboards showing runs, failures and hours saved",
    "Documentation and runbooks for every bot",
  ],
  benefits: [
    "Thousands of hours of manual work returned to your team each year",
    "Fewer keying errors in invoices, orders and reports",
    "Faster cycle times for month-end close and customer requests",
    "A complete audit trail of every action a bot takes",
    "Automation developers from the top 3% of applicants, matched in under 48 hours",
    "A 30-day satisfaction guarantee on every engagement",
  ],
  process: [
    {
      step: 1,
      title: "Discover and Prioritise",
      description:
        "We observe the work, measure volumes and exceptions and rank the candidate processes by value, complexity and risk, with an ROI estimate for each.",
    },
    {
      step: 2,
      title: "Design the Automation",
      description:
        "We document the to-be process, the exception paths and the controls, agree who handles what the bot cannot, and choose the platform and integration approach.",
    },
    {
      step: 3,
      title: "Build and Test",
      description:
        "We develop the bot in short iterations, test it on real historical cases in a safe environment and run it alongside your team before it takes over.",
    },
    {
      step: 4,
      title: "Deploy and Operate",
      description:
        "We release to production with monitoring and alerts, report the hours saved each month and maintain the bot as your applications and rules change.",
    },
  ],
  faqs: [
    {
      question: "How long does it take to automate a process?",
      answer:
        "A simple rule-based process, such as moving data between two systems or producing a daily report, typically takes 2-4 weeks from discovery to production. A complex automation with document processing, several applications and approval steps typically takes 2-6 months, usually delivered in phases so savings start early.",
    },
    {
      question: "Which processes are good candidates for RPA?",
      answer:
        "Processes that are frequent, rule-based, use digital inputs and change rarely: invoice entry, order processing, reconciliations, employee onboarding, report production and data migration. Processes that depend on judgement or change every month are better improved first, and we say so in the assessment.",
    },
    {
      question: "Do we need to buy an RPA platform licence?",
      answer:
        "Not always. If you already license UiPath, Power Automate, Automation Anywhere or Blue Prism, we build on it. Otherwise we compare licence costs against open-source options such as n8n, Camunda and Python, and recommend the one with the best total cost for your volumes.",
    },
    {
      question: "What happens when an application the bot uses changes?",
      answer:
        "Bots are built with resilient selectors, API calls where available and clear exception handling, so most changes are caught rather than causing silent errors. Under a maintenance plan we are alerted on failures and fix the bot, usually within one working day.",
    },
    {
      question: "How do you keep bots secure and compliant?",
      answer:
        "Each bot has its own least-privilege account, credentials are stored in a vault, every action is logged for audit, and personal data is processed only where the process needs it. We align the design with your internal controls and with GDPR where it applies.",
    },
  ],
  externalResources: [
    {
      title: "UiPath Documentation",
      description:
        "Official guides for UiPath Studio, Orchestrator, robots and document understanding.",
      url: "https://docs.uipath.com/",
      category: "documentation",
      icon: "BookOpen",
    },
    {
      title: "Microsoft Power Automate Documentation",
      description:
        "How to build cloud flows, desktop flows and process mining with Power Automate.",
      url: "https://learn.microsoft.com/en-us/power-automate/",
      category: "documentation",
      icon: "Workflow",
    },
    {
      title: "BPMN 2.0 Specification",
      description:
        "The Object Management Group's standard notation for modelling business processes.",
      url: "https://www.omg.org/spec/BPMN/2.0.2/",
      category: "standards",
      icon: "FileText",
    },
    {
      title: "Camunda Documentation",
      description: "Guides for modelling and executing BPMN workflows and decisions with Camunda.",
      url: "https://docs.camunda.io/",
      category: "tools",
      icon: "Settings",
    },
    {
      title: "n8n Documentation",
      description: "The reference for building and self-hosting workflow automations with n8n.",
      url: "https://docs.n8n.io/",
      category: "tools",
      icon: "Wrench",
    },
    {
      title: "OWASP Secrets Management Cheat Sheet",
      description:
        "Practical guidance on storing and rotating the credentials that bots and integrations use.",
      url: "https://cheatsheetseries.owasp.org/cheatsheets/Secrets_Management_Cheat_Sheet.html",
      category: "security",
      icon: "Key",
    },
    {
      title: "Automation ROI calculator",
      description:
        "The spreadsheet we fill in with clients during discovery to estimate hours saved and payback.",
      category: "research",
    },
  ],
  blogCategoryIds: ["business", "ai-ml"],
  articlesTag: "RPA",
  blogTags: ["RPA", "Process Automation", "Document Processing", "AI Assistants"],
  jobCategoryIds: ["engineering"],
  jobTags: ["UiPath", "Power Automate", "Automation Anywhere", "Blue Prism"],
  contactDialog: { pageType: "rpa-services", defaultService: "rpa-services" },
  industryUseCases: [
    {
      title: "Finance and Accounting",
      description:
        "Invoice capture, three-way matching, bank reconciliations and month-end reports prepared by bots, so the finance team reviews exceptions instead of keying data.",
    },
    {
      title: "Insurance",
      description:
        "Claims intake from emails and forms, policy data checks across legacy systems and automatic status updates to customers and brokers.",
    },
    {
      title: "Healthcare Administration",
      description:
        "Patient registration, eligibility checks and billing code validation automated across practice management and payer portals.",
    },
    {
      title: "Logistics and Supply Chain",
      description:
        "Order entry, shipment tracking updates and carrier invoice audits handled by bots that work through the night.",
    },
    {
      title: "Human Resources",
      description:
        "Employee onboarding and offboarding that creates accounts, assigns equipment and updates payroll from one request.",
    },
    {
      title: "Retail and E-commerce",
      description:
        "Price and stock updates across marketplaces, returns processing and supplier catalogue imports without manual spreadsheets.",
    },
  ],
} satisfies ServicePageData;

export default page;
