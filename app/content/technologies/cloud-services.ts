import { inCategory } from "./types.ts";

/** Managed cloud offerings and hosted APIs a project subscribes to rather than runs itself. */
export const cloudServices = inCategory("service", [
  {
    name: "AWS Lambda",
    url: "https://aws.amazon.com/lambda/",
    description:
      "Amazon's serverless compute service that runs functions in response to events and bills per request and duration.",
  },
  {
    name: "Amazon S3",
    url: "https://aws.amazon.com/s3/",
    description:
      "Amazon's object storage service for files, backups, data lakes and static assets, with very high durability.",
    aliases: ["S3"],
  },
  {
    name: "Amazon EC2",
    url: "https://aws.amazon.com/ec2/",
    description: "Amazon's resizable virtual machines, offered in hundreds of instance types.",
    aliases: ["EC2"],
  },
  {
    name: "Amazon RDS",
    url: "https://aws.amazon.com/rds/",
    description:
      "Amazon's managed relational databases, running PostgreSQL, MySQL, MariaDB, SQL Server or Oracle with automated backups.",
  },
  {
    name: "Amazon Aurora",
    url: "https://aws.amazon.com/rds/aurora/",
    description:
      "Amazon's cloud-native relational database compatible with PostgreSQL and MySQL, with distributed, self-healing storage.",
  },
  {
    name: "DynamoDB",
    url: "https://aws.amazon.com/dynamodb/",
    description:
      "Amazon's serverless key-value and document database with single-digit millisecond reads at any scale.",
    aliases: ["Amazon DynamoDB"],
  },
  {
    name: "Amazon EKS",
    url: "https://aws.amazon.com/eks/",
    description:
      "Amazon's managed Kubernetes service, which runs the control plane and integrates with AWS networking and identity.",
    aliases: ["EKS"],
  },
  {
    name: "AWS Fargate",
    url: "https://aws.amazon.com/fargate/",
    description:
      "Serverless compute for containers on Amazon ECS and EKS, without servers or node groups to manage.",
  },
  {
    name: "Amazon API Gateway",
    url: "https://aws.amazon.com/api-gateway/",
    description:
      "Amazon's managed front door for REST, HTTP and WebSocket APIs, with throttling, authorisation and usage plans.",
  },
  {
    name: "Amazon CloudFront",
    url: "https://aws.amazon.com/cloudfront/",
    description:
      "Amazon's content delivery network that caches and serves content from edge locations close to users.",
  },
  {
    name: "Amazon SQS",
    url: "https://aws.amazon.com/sqs/",
    description:
      "Amazon's fully managed message queue for decoupling services, with standard and FIFO queues.",
  },
  {
    name: "Amazon Redshift",
    url: "https://aws.amazon.com/redshift/",
    description:
      "Amazon's cloud data warehouse for SQL analytics over structured and semi-structured data at petabyte scale.",
  },
  {
    name: "Amazon SageMaker",
    url: "https://aws.amazon.com/sagemaker/",
    description:
      "Amazon's managed service for building, training and deploying machine learning models.",
  },
  {
    name: "Amazon Bedrock",
    url: "https://aws.amazon.com/bedrock/",
    description:
      "Amazon's managed access to foundation models from several providers, with guardrails, knowledge bases and agents.",
  },
  {
    name: "AWS Step Functions",
    url: "https://aws.amazon.com/step-functions/",
    description:
      "Amazon's visual workflow service that coordinates Lambda functions and other AWS services as state machines.",
  },
  {
    name: "Amazon EventBridge",
    url: "https://aws.amazon.com/eventbridge/",
    description:
      "Amazon's serverless event bus that routes events between AWS services, SaaS applications and your own code.",
  },
  {
    name: "Azure Functions",
    url: "https://learn.microsoft.com/en-us/azure/azure-functions/",
    description:
      "Microsoft's event-driven serverless compute service for running code on triggers without managing servers.",
  },
  {
    name: "Azure App Service",
    url: "https://learn.microsoft.com/en-us/azure/app-service/",
    description:
      "Microsoft's managed hosting for web apps and APIs in .NET, Java, Node.js, Python and containers.",
  },
  {
    name: "Azure Kubernetes Service",
    url: "https://learn.microsoft.com/en-us/azure/aks/",
    description:
      "Microsoft's managed Kubernetes service with integrated identity, monitoring and scaling on Azure.",
    aliases: ["AKS"],
  },
  {
    name: "Azure Cosmos DB",
    url: "https://learn.microsoft.com/en-us/azure/cosmos-db/",
    description:
      "Microsoft's globally distributed multi-model database with tunable consistency and several APIs, including NoSQL and MongoDB.",
    aliases: ["Cosmos DB"],
  },
  {
    name: "Azure OpenAI",
    url: "https://learn.microsoft.com/en-us/azure/ai-services/openai/",
    description:
      "OpenAI's models offered through Microsoft Azure, with Azure's networking, identity and data-residency controls.",
    aliases: ["Azure OpenAI Service"],
  },
  {
    name: "Microsoft Entra ID",
    url: "https://learn.microsoft.com/en-us/entra/identity/",
    description:
      "Microsoft's cloud identity and access service, formerly Azure Active Directory, with single sign-on and conditional access.",
    aliases: ["Azure Active Directory", "Azure AD"],
  },
  {
    name: "Azure Data Factory",
    url: "https://learn.microsoft.com/en-us/azure/data-factory/",
    description:
      "Microsoft's managed service for building data integration and ETL pipelines across cloud and on-premises sources.",
  },
  {
    name: "Microsoft Fabric",
    url: "https://learn.microsoft.com/en-us/fabric/",
    description:
      "Microsoft's unified analytics service that brings data engineering, warehousing, real-time analytics and Power BI onto one lake.",
  },
  {
    name: "Azure DevOps",
    url: "https://learn.microsoft.com/en-us/azure/devops/",
    description:
      "Microsoft's suite of hosted developer services: Boards, Repos, Pipelines, Test Plans and Artifacts.",
  },
  {
    name: "Google Cloud Functions",
    url: "https://cloud.google.com/functions",
    description:
      "Google Cloud's event-driven serverless functions, now delivered as part of Cloud Run.",
  },
  {
    name: "Cloud Run",
    url: "https://cloud.google.com/run",
    description:
      "Google Cloud's serverless platform for running containers that scale automatically, including down to zero.",
  },
  {
    name: "Google Kubernetes Engine",
    url: "https://cloud.google.com/kubernetes-engine",
    description:
      "Google Cloud's managed Kubernetes service, including the hands-off Autopilot mode.",
    aliases: ["GKE"],
  },
  {
    name: "BigQuery",
    url: "https://cloud.google.com/bigquery",
    description:
      "Google Cloud's serverless data warehouse for fast SQL analytics over very large datasets, with built-in machine learning.",
  },
  {
    name: "Firestore",
    url: "https://firebase.google.com/docs/firestore",
    description:
      "A serverless document database from Firebase and Google Cloud with real-time listeners and offline support.",
  },
  {
    name: "Vertex AI",
    url: "https://cloud.google.com/vertex-ai",
    description:
      "Google Cloud's machine learning platform for training, tuning and serving models, including Gemini.",
  },
  {
    name: "Google Cloud Pub/Sub",
    url: "https://cloud.google.com/pubsub",
    description:
      "Google Cloud's global messaging service for asynchronous, at-least-once event delivery between services.",
    aliases: ["Pub/Sub"],
  },
  {
    name: "Cloudflare",
    url: "https://www.cloudflare.com/",
    description:
      "A global network providing CDN, DNS, DDoS protection, web application firewall and zero-trust access services.",
  },
  {
    name: "Cloudflare Workers",
    url: "https://workers.cloudflare.com/",
    description:
      "Cloudflare's serverless platform that runs JavaScript, TypeScript and WebAssembly in V8 isolates at the network edge.",
  },
  {
    name: "Stripe",
    url: "https://stripe.com/",
    description:
      "A payments platform with developer-friendly APIs for online payments, subscriptions, invoicing and marketplaces.",
  },
  {
    name: "PayPal",
    url: "https://developer.paypal.com/",
    description:
      "A global digital wallet and payment service with checkout buttons and APIs for online merchants.",
  },
  {
    name: "Algolia",
    url: "https://www.algolia.com/",
    description:
      "A hosted search API that delivers fast, typo-tolerant search and recommendations for sites and apps.",
  },
  {
    name: "Twilio",
    url: "https://www.twilio.com/",
    description:
      "Communication APIs for sending SMS, WhatsApp messages, voice calls and verification codes from applications.",
  },
  {
    name: "Auth0",
    url: "https://auth0.com/",
    description:
      "A hosted identity platform for adding sign-in, social login, multi-factor authentication and single sign-on to apps.",
  },
  {
    name: "Okta",
    url: "https://www.okta.com/",
    description:
      "An enterprise identity provider for workforce single sign-on, lifecycle management and adaptive multi-factor authentication.",
  },
  {
    name: "OpenAI API",
    url: "https://platform.openai.com/docs/",
    description:
      "OpenAI's API for GPT language models, embeddings, image generation and speech, used to add AI features to products.",
  },
  {
    name: "Claude API",
    url: "https://www.anthropic.com/api",
    description:
      "Anthropic's API for the Claude family of models, used for long-context reasoning, coding and agent workflows.",
    aliases: ["Anthropic API"],
  },
  {
    name: "Gemini API",
    url: "https://ai.google.dev/",
    description:
      "Google's API for the multimodal Gemini models, handling text, images, audio and video.",
  },
  {
    name: "Pinecone",
    url: "https://www.pinecone.io/",
    description:
      "A managed vector database for similarity search over embeddings in retrieval-augmented generation and recommendations.",
  },
  {
    name: "Sentry",
    url: "https://sentry.io/",
    description:
      "An application monitoring service that captures errors and performance traces with the code context needed to fix them.",
  },
  {
    name: "Datadog",
    url: "https://www.datadoghq.com/",
    description:
      "A monitoring and security service that brings together metrics, traces, logs and real-user data for cloud applications.",
  },
  {
    name: "GitHub",
    url: "https://github.com/",
    description:
      "The largest hosting service for Git repositories, with pull requests, issues, code review and security scanning.",
  },
  {
    name: "GitLab",
    url: "https://about.gitlab.com/",
    description:
      "A DevSecOps platform combining Git hosting, CI/CD, security scanning and planning, offered as SaaS or self-managed.",
  },
  {
    name: "GitHub Copilot",
    url: "https://github.com/features/copilot",
    description:
      "GitHub's AI coding assistant that suggests code, answers questions and carries out tasks inside editors and pull requests.",
  },
  {
    name: "Microsoft Graph",
    url: "https://learn.microsoft.com/en-us/graph/",
    description:
      "Microsoft's unified API for data and actions across Microsoft 365, such as mail, calendars, Teams and files.",
  },
  {
    name: "Power Automate",
    url: "https://learn.microsoft.com/en-us/power-automate/",
    description:
      "Microsoft's low-code service for automating workflows across apps, with cloud flows and desktop robotic process automation.",
  },
  {
    name: "Zapier",
    url: "https://zapier.com/",
    description:
      "A no-code automation service that connects thousands of web apps through triggers and actions.",
  },
]);
