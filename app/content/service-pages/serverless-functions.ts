/** /services/serverless-functions: event-driven serverless backends that scale with demand. */
import type { ServicePageData } from "./types";

const page = {
  slug: "serverless-functions",
  title: "Serverless Functions",
  description:
    "Event-driven serverless backends for APIs, scheduled jobs and webhooks that scale to zero when idle and to peak demand without servers to manage. Our cloud engineers build functions on AWS Lambda, Azure Functions, Google Cloud Functions and the edge, tuned for cold starts and cost so you pay only for what runs.",
  shortDescription: "Event-driven serverless backends that scale with demand.",
  technologies: [
    "AWS Lambda",
    "Azure Functions",
    "Google Cloud Functions",
    "Cloudflare Workers",
    "Serverless Framework",
    "DynamoDB",
    "Amazon API Gateway",
    "AWS Step Functions",
    "Amazon EventBridge",
    "Amazon SQS",
    "Amazon S3",
    "Cloud Run",
    "Google Cloud Pub/Sub",
    "Azure Cosmos DB",
    "Firestore",
    "Vercel",
    "Node.js",
    "TypeScript",
    "Python",
    "Go",
    "Hono",
    "Terraform",
    "OpenTelemetry",
    "Datadog",
  ],
  technologyTitle: "Serverless platforms and tools we use",
  technologyDescription:
    "Function runtimes on the three major clouds and at the edge, the managed queues, event buses and databases around them, and infrastructure as code so every function, permission and trigger is reviewed and reproducible.",
  services: [
    {
      title: "Serverless APIs",
      description:
        "HTTP APIs built from small functions behind an API gateway, with authentication, validation and caching, that cost next to nothing at night and absorb launch-day traffic.",
      icon: "Zap",
      features: [
        "AWS Lambda with Amazon API Gateway, or Azure and Google equivalents",
        "TypeScript, Python or Go handlers",
        "JWT and OAuth 2.0 authorisers",
        "Request validation against an OpenAPI description",
        "Response caching and throttling at the gateway",
        "DynamoDB or managed SQL with connection pooling",
      ],
    },
    {
      title: "Event-Driven Workflows",
      description:
        "Processes triggered by events, such as an upload, a payment or a new order, and coordinated through queues, event buses and state machines that retry on failure.",
      icon: "Workflow",
      features: [
        "Amazon EventBridge, SQS and Google Cloud Pub/Sub",
        "AWS Step Functions and Durable Functions for long workflows",
        "Fan-out processing of files and messages",
        "Dead-letter queues and replay",
        "Idempotent handlers for at-least-once delivery",
        "Event schemas documented and versioned",
      ],
    },
    {
      title: "Scheduled Jobs and Webhooks",
      description:
        "The background work every product needs, moved off always-on servers: nightly exports, reminders, data syncs and webhook receivers for payment and SaaS providers.",
      icon: "CalendarClock",
      features: [
        "Cron schedules with time-zone awareness",
        "Webhook receivers with signature verification",
        "Queued processing so bursts never drop events",
        "Retries with exponential back-off",
        "Alerts when a job misses its window",
      ],
    },
    {
      title: "Edge Functions",
      description:
        "Code that runs in data centres close to your users for personalisation, redirects, A/B tests, authentication checks and fast APIs with global reach.",
      icon: "Globe",
      features: [
        "Cloudflare Workers and Vercel edge functions",
        "Hono routing for small edge APIs",
        "Geolocation-based content and redirects",
        "Token checks before requests reach the origin",
        "Key-value storage and caching at the edge",
        "Latency measured from your users' regions",
      ],
    },
    {
      title: "Migration to Serverless",
      description:
        "A step-by-step move of cron servers, monoliths or container workloads to functions and managed services, where the numbers show it lowers cost and operations work.",
      icon: "CloudUpload",
      features: [
        "Workload assessment with a cost comparison",
        "Strangler-pattern migration, route by route",
        "Containers on Cloud Run or AWS Fargate where functions do not fit",
        "Infrastructure as code with Terraform or the Serverless Framework",
        "Parallel running and rollback plan",
        "Decommissioning of the old servers",
      ],
    },
    {
      title: "Cold-Start and Cost Optimisation",
      description:
        "An audit of existing functions that are slow to start, time out or cost more than expected, followed by the fixes and dashboards to keep them in check.",
      icon: "Gauge",
      features: [
        "Cold-start profiling and bundle size reduction",
        "Memory and timeout right-sizing",
        "Provisioned concurrency only where it pays",
        "ARM runtimes for lower cost per request",
        "Per-function cost allocation and budgets",
        "OpenTelemetry tracing across functions and queues",
        "Least-privilege IAM policies per function",
      ],
    },
  ],
  features: [
    "Functions that scale to zero when idle and to peak on demand",
    "APIs, scheduled jobs, webhooks and event processing",
    "Queues, event buses and state machines for reliable workflows",
    "Edge functions for low-latency global users",
    "Infrastructure as code for every function and permission",
    "Least-privilege access and secrets in a managed vault",
    "Tracing, logs and cost dashboards per function",
    "Local development and automated tests before every deploy",
  ],
  benefits: [
    "No servers to patch, scale or keep running at night",
    "Infrastructure costs that follow usage, not capacity",
    "Automatic scaling for launches, campaigns and seasonal peaks",
    "Faster delivery of new features as small, independent functions",
    "Cloud engineers from the top 3% of applicants, matched in under 48 hours",
    "A 30-day satisfaction guarantee on every engagement",
  ],
  process: [
    {
      step: 1,
      title: "Workload Assessment",
      description:
        "We look at your traffic patterns, integrations and current hosting costs, and tell you which parts suit functions, which suit containers and what each will cost.",
    },
    {
      step: 2,
      title: "Event and Architecture Design",
      description:
        "We map the events, triggers, queues and data stores, choose the cloud and runtime, and define permissions, limits and failure handling before writing code.",
    },
    {
      step: 3,
      title: "Build and Automate",
      description:
        "We develop and test the functions in short iterations, with infrastructure as code and a pipeline that deploys each change to staging and production.",
    },
    {
      step: 4,
      title: "Monitor and Optimise",
      description:
        "After launch we watch latency, errors and cost per function, tune memory and concurrency, and hand over dashboards and runbooks to your team.",
    },
  ],
  faqs: [
    {
      question: "How long does a serverless project take?",
      answer:
        "A simple project, such as a set of webhooks, scheduled jobs or a small API, typically takes 2-4 weeks. A complex event-driven backend with workflows, several data stores and a migration from existing servers typically takes 2-6 months, delivered in stages so each part goes live as soon as it is ready.",
    },
    {
      question: "Is serverless cheaper than running servers?",
      answer:
        "For spiky, unpredictable or low-to-medium traffic it is usually much cheaper, because you pay per request and nothing when idle. For steady, very high throughput, containers can cost less. We model both with your real traffic during the assessment before recommending either.",
    },
    {
      question: "What about cold starts?",
      answer:
        "Cold starts add latency to the first request after a function has been idle. We keep them short with small bundles, fast runtimes and lazy initialisation, use provisioned concurrency only on latency-critical endpoints, and move latency-sensitive logic to the edge where it helps.",
    },
    {
      question: "Will we be locked into one cloud provider?",
      answer:
        "Some coupling comes with any managed service. We keep business logic in plain modules separated from provider-specific handlers, use open standards such as OpenTelemetry and infrastructure as code, and document what a move to another cloud would involve.",
    },
    {
      question: "How do you test and monitor serverless applications?",
      answer:
        "Handlers are unit tested locally, integration tests run against real cloud resources in a test account, and every deploy goes through staging first. In production we trace requests across functions and queues, alert on errors and throttling, and report cost per function.",
    },
  ],
  externalResources: [
    {
      title: "AWS Lambda Developer Guide",
      description:
        "The official guide to building, deploying and monitoring functions on AWS Lambda.",
      url: "https://docs.aws.amazon.com/lambda/latest/dg/welcome.html",
      category: "documentation",
      icon: "BookOpen",
    },
    {
      title: "Azure Functions Documentation",
      description:
        "Microsoft's documentation for triggers, bindings, hosting plans and Durable Functions.",
      url: "https://learn.microsoft.com/en-us/azure/azure-functions/",
      category: "documentation",
      icon: "Cloud",
    },
    {
      title: "Google Cloud Functions Documentation",
      description: "Guides to writing and deploying event-driven functions on Google Cloud.",
      url: "https://cloud.google.com/functions/docs",
      category: "documentation",
      icon: "CloudCog",
    },
    {
      title: "AWS Well-Architected Serverless Applications Lens",
      description:
        "Best practices for the security, reliability, performance and cost of serverless workloads.",
      url: "https://docs.aws.amazon.com/wellarchitected/latest/serverless-applications-lens/welcome.html",
      category: "standards",
      icon: "Layers",
    },
    {
      title: "OWASP Serverless Top 10",
      description:
        "The most common security risks in serverless applications, from event injection to over-privileged functions.",
      url: "https://owasp.org/www-project-serverless-top-10/",
      category: "security",
      icon: "ShieldCheck",
    },
    {
      title: "Cloudflare Workers Documentation",
      description:
        "How to build, test and deploy edge functions with Cloudflare Workers and Wrangler.",
      url: "https://developers.cloudflare.com/workers/",
      category: "tools",
      icon: "Wrench",
    },
    {
      title: "Cloud Programming Simplified: A Berkeley View on Serverless Computing",
      description:
        "A widely cited UC Berkeley paper on the promise, limits and research challenges of serverless computing.",
      url: "https://arxiv.org/abs/1902.03383",
      category: "research",
      icon: "GraduationCap",
    },
    {
      title: "Serverless cost model template",
      description:
        "The spreadsheet we use with clients to compare function, container and server costs for their traffic.",
      category: "tools",
    },
  ],
  blogCategoryIds: ["cloud-devops", "web-development"],
  articlesTag: "Serverless",
  blogTags: ["Serverless", "AWS Lambda"],
  jobCategoryIds: ["engineering", "devops"],
  jobTags: ["AWS Lambda", "DynamoDB", "Serverless Framework"],
  contactDialog: { pageType: "serverless-functions", defaultService: "serverless-functions" },
  industryUseCases: [
    {
      title: "E-commerce and Retail",
      description:
        "Order processing, stock updates and image resizing that scale automatically for flash sales and holiday peaks, then cost almost nothing the day after.",
    },
    {
      title: "Media and Publishing",
      description:
        "Upload pipelines that transcode video, generate thumbnails and publish content as soon as a file lands in storage.",
    },
    {
      title: "Fintech",
      description:
        "Payment webhooks, fraud-check triggers and nightly reconciliation jobs with full audit logs and retries that never lose an event.",
    },
    {
      title: "IoT and Smart Devices",
      description:
        "Functions that ingest bursts of sensor readings, filter and enrich them, and raise alerts within seconds of an anomaly.",
    },
    {
      title: "SaaS Start-ups",
      description:
        "A backend that costs little before product-market fit and scales with the first large customer, without a dedicated operations team.",
    },
    {
      title: "Marketing and Campaigns",
      description:
        "Landing-page APIs, form handlers and personalisation at the edge that cope with a spike from a television advert or a viral post.",
    },
  ],
} satisfies ServicePageData;

export default page;
