import type { ServicePageData } from "./types";

/** /services/ai-data: machine-learning solutions and the labelled data they are trained on. */
const page = {
  slug: "ai-data",
  title: "AI & Data Annotation",
  description:
    "Machine-learning features and the labelled data behind them: annotation teams with multi-pass quality checks, custom model training and evaluation, and LLM applications grounded in your own documents. We measure every model against agreed targets before it reaches your users, and keep measuring after launch.",
  shortDescription:
    "Machine-learning solutions and the high-quality labelled data they are trained on.",
  technologies: [
    "Python",
    "PyTorch",
    "TensorFlow",
    "Hugging Face",
    "Hugging Face Transformers",
    "LangChain",
    "LlamaIndex",
    "OpenAI API",
    "Claude API",
    "Azure OpenAI",
    "Amazon Bedrock",
    "Label Studio",
    "scikit-learn",
    "XGBoost",
    "Keras",
    "OpenCV",
    "spaCy",
    "Whisper",
    "Pandas",
    "NumPy",
    "Jupyter",
    "MLflow",
    "Amazon SageMaker",
    "Vertex AI",
    "Pinecone",
  ],
  technologyTitle: "AI and machine-learning technologies we work with",
  technologyDescription:
    "Open-source frameworks, hosted model APIs and annotation tools, chosen for your data, accuracy targets and privacy rules. Where a smaller open model running in your own cloud does the job, we recommend it over a larger hosted one.",
  services: [
    {
      title: "Data Annotation and Labelling",
      description:
        "Trained annotation teams label images, text, audio and video to your guidelines, with every item reviewed before it enters a training set.",
      icon: "Tag",
      features: [
        "Bounding boxes, polygons and pixel-level segmentation",
        "Named entities, intent and sentiment labels for text",
        "Audio transcription and speaker diarisation",
        "Video object tracking frame by frame",
        "Multi-pass review with 99% accuracy targets",
        "Inter-annotator agreement reported per batch",
        "Secure workspaces with NDA-bound annotators",
      ],
    },
    {
      title: "Computer Vision",
      description:
        "Models that detect, classify and measure what cameras see, from defects on a production line to documents in a scanning queue.",
      icon: "ScanEye",
      features: [
        "Object detection and instance segmentation",
        "Visual quality inspection for manufacturing",
        "Document layout analysis and OCR post-processing",
        "Edge deployment on cameras and gateways",
        "Synthetic data to cover rare defects",
        "Accuracy dashboards per product line",
      ],
    },
    {
      title: "LLM Applications and RAG",
      description:
        "Assistants and search that answer from your own documents with citations, using hosted or self-hosted language models.",
      icon: "MessagesSquare",
      features: [
        "Retrieval-augmented generation over your knowledge base",
        "Answers with links to the source passages",
        "Vector search with Pinecone, pgvector or OpenSearch",
        "Prompt-injection and data-leakage guardrails",
        "Evaluation sets scored on every prompt change",
        "Role-based access so users only see their documents",
        "Cost and latency monitoring per request",
      ],
    },
    {
      title: "Custom Model Training",
      description:
        "Classical and deep-learning models trained on your data, compared against simple baselines so you know what the extra complexity buys.",
      icon: "BrainCircuit",
      features: [
        "Forecasting, classification and ranking models",
        "Fine-tuning of open language and vision models",
        "Baseline comparisons and error analysis",
        "Bias and fairness checks across user groups",
        "Model cards documenting data, limits and metrics",
        "Hyperparameter search tracked in MLflow",
      ],
    },
    {
      title: "MLOps and Model Deployment",
      description:
        "The pipelines that take a model from a notebook to a monitored production service, and retrain it when the data drifts.",
      icon: "Rocket",
      features: [
        "Reproducible training pipelines",
        "Model registry with approval steps",
        "Batch scoring and low-latency inference APIs",
        "Data and prediction drift monitoring",
        "Shadow and canary releases for new models",
        "Deployment on SageMaker, Vertex AI or Kubernetes",
      ],
    },
    {
      title: "AI Readiness and Strategy",
      description:
        "A short assessment of where AI will pay off in your business, what data you already have and what it takes to get there.",
      icon: "Compass",
      features: [
        "Use-case workshops with business owners",
        "Data inventory and quality assessment",
        "Build, buy or fine-tune recommendations",
        "Risk review against the NIST AI Risk Management Framework",
        "Business case with measurable targets",
        "A 90-day roadmap with a first pilot",
      ],
    },
  ],
  features: [
    "Annotation teams drawn from a network of 50,000+ vetted professionals",
    "Labelling guidelines written and tested with you before production work",
    "Quality measured with gold-standard sets and reviewer agreement",
    "Every model evaluated against a baseline and agreed accuracy targets",
    "Private deployments: your data never trains third-party models",
    "Monitoring for drift, bias, cost and latency after launch",
    "Model cards and documentation your compliance team can read",
  ],
  benefits: [
    "Training data you can trust, with accuracy you can measure",
    "Faster time from idea to a working pilot",
    "Lower risk through evaluation, guardrails and human review",
    "Annotation capacity that scales up and down with each project",
    "Specialists matched in 48 hours, backed by our 30-day satisfaction guarantee",
    "Models and data that stay yours",
  ],
  process: [
    {
      step: 1,
      title: "Discovery and Data Review",
      description:
        "We agree the business goal and the metric that proves it, review a sample of your data and decide what needs labelling.",
    },
    {
      step: 2,
      title: "Guidelines and Pilot",
      description:
        "We write annotation guidelines, label a pilot batch and train a first model, so accuracy targets are based on evidence rather than hope.",
    },
    {
      step: 3,
      title: "Scale and Train",
      description:
        "Annotation scales to full volume with multi-pass review while models are trained, evaluated and compared against the baseline.",
    },
    {
      step: 4,
      title: "Deploy and Monitor",
      description:
        "The model goes live behind monitoring and human review where needed; we retrain on new labels as your data changes.",
    },
  ],
  faqs: [
    {
      question: "How long does an AI or annotation project take?",
      answer:
        "A focused pilot, such as labelling a few thousand items and training a first model, typically takes 2-4 weeks. A complex production system with custom models, integrations and monitoring typically takes 2-6 months. Large annotation programmes run continuously at the volume you need.",
    },
    {
      question: "How do you make sure the labels are accurate?",
      answer:
        "Every item passes at least two reviews, annotators are tested on gold-standard examples before and during the work, and we report agreement between reviewers for each batch. Our target is 99% accuracy, and disputed items go to a senior reviewer or to your subject-matter experts.",
    },
    {
      question: "Is our data safe with your annotation teams?",
      answer:
        "Annotators work under NDA in secure workspaces with no download access, personal data can be masked before labelling, and we can work entirely inside your own cloud account. Our processes follow ISO 27001 practices and GDPR requirements.",
    },
    {
      question: "Should we use a hosted LLM or our own model?",
      answer:
        "Hosted models such as those behind the OpenAI, Claude or Gemini APIs are the fastest way to a working pilot. Self-hosted open models make sense when data cannot leave your environment, request volumes are high or you need full control. We compare both on your own evaluation set before you decide.",
    },
    {
      question: "How do you stop an AI assistant from making things up?",
      answer:
        "We ground answers in your documents with retrieval, require citations to the source passages, and let the assistant say it does not know. Every prompt or model change is scored on an evaluation set, and sensitive workflows keep a human in the loop.",
    },
  ],
  externalResources: [
    {
      title: "PyTorch Documentation",
      description:
        "The official reference for PyTorch tensors, training loops and model deployment.",
      url: "https://pytorch.org/docs/stable/index.html",
      category: "documentation",
      icon: "BookOpen",
    },
    {
      title: "Hugging Face Documentation",
      description:
        "Guides for the Transformers, Datasets and Hub libraries used to train and share open models.",
      url: "https://huggingface.co/docs",
      category: "documentation",
      icon: "Code",
    },
    {
      title: "Label Studio Guide",
      description: "Set-up and labelling-interface reference for the open-source annotation tool.",
      url: "https://labelstud.io/guide/",
      category: "tools",
      icon: "Tag",
    },
    {
      title: "NIST AI Risk Management Framework",
      description:
        "A voluntary framework for identifying and managing the risks of AI systems across their life cycle.",
      url: "https://www.nist.gov/itl/ai-risk-management-framework",
      category: "standards",
      icon: "Scale",
    },
    {
      title: "OWASP Top 10 for LLM Applications",
      description:
        "The most critical security risks for applications built on large language models, such as prompt injection.",
      url: "https://owasp.org/www-project-top-10-for-large-language-model-applications/",
      category: "security",
      icon: "ShieldCheck",
    },
    {
      title: "Internal model evaluation checklist",
      description: "Shared with clients during discovery; not published on the web.",
      category: "research",
    },
  ],
  blogCategoryIds: ["ai-ml"],
  blogTags: ["Data Annotation", "Machine Learning", "RAG"],
  jobCategoryIds: ["data-ai"],
  jobTags: ["Machine Learning", "LLMs", "Data Annotation", "PyTorch"],
  contactDialog: { pageType: "ai-data-services", defaultService: "ai-data-services" },
  industryUseCases: [
    {
      title: "Healthcare and Life Sciences",
      description:
        "Medical image annotation by trained reviewers, clinical note classification and de-identification pipelines that keep patient data private.",
    },
    {
      title: "Retail and E-commerce",
      description:
        "Product categorisation, attribute extraction from listings, visual search and demand forecasting.",
    },
    {
      title: "Manufacturing",
      description:
        "Visual defect detection on production lines and predictive maintenance from sensor data.",
    },
    {
      title: "Financial Services",
      description:
        "Document extraction for onboarding, transaction classification and assistants that answer from policy documents.",
    },
    {
      title: "Autonomous Systems and Mobility",
      description:
        "Lidar and camera annotation, object tracking and edge-case collection for perception models.",
    },
    {
      title: "Customer Support",
      description:
        "Ticket routing, intent detection and answer suggestions grounded in your help centre.",
    },
  ],
} satisfies ServicePageData;

export default page;
