import type { ServicePageData } from "./types";

/** /services/cloud-devops: cloud architecture, migration, infrastructure as code and delivery. */
const page = {
  slug: "cloud-devops",
  title: "Cloud & DevOps",
  description:
    "Cloud architecture, migration and the delivery pipelines that ship code safely many times a day, on AWS, Microsoft Azure and Google Cloud. Everything is defined as code, monitored from the first deployment and tagged so you can see and control what it costs.",
  shortDescription:
    "Cloud architecture, migration, infrastructure as code and delivery pipelines that ship safely.",
  technologies: [
    "AWS",
    "Microsoft Azure",
    "Google Cloud",
    "Kubernetes",
    "Docker",
    "Terraform",
    "GitHub Actions",
    "Prometheus",
    "Grafana",
    "Helm",
    "Argo CD",
    "Pulumi",
    "Ansible",
    "Bicep",
    "HashiCorp Vault",
    "Istio",
    "GitLab CI/CD",
    "Azure DevOps",
    "Jenkins",
    "Amazon EKS",
    "Azure Kubernetes Service",
    "Google Kubernetes Engine",
    "OpenTelemetry",
    "Datadog",
    "Cloudflare",
  ],
  technologyTitle: "Cloud and DevOps technologies we work with",
  technologyDescription:
    "The three major clouds, containers and the infrastructure-as-code, delivery and observability tools around them. We standardise on a small, well-supported toolset so your own engineers can run it after handover.",
  services: [
    {
      title: "Cloud Migration",
      description:
        "Move applications and data from your data centre or another cloud with a wave plan, tested rollbacks and no surprises on the first bill.",
      icon: "CloudUpload",
      features: [
        "Portfolio assessment: rehost, replatform or refactor per application",
        "Migration waves with rollback plans",
        "Database migration with minimal downtime",
        "Cost forecast before the first workload moves",
        "Cut-over rehearsals and runbooks",
        "Decommissioning of old hardware and licences",
      ],
    },
    {
      title: "Cloud Architecture and Landing Zones",
      description:
        "A secure, multi-account foundation designed to the providers' well-architected guidance, ready for every team to build on.",
      icon: "Building",
      features: [
        "Multi-account or subscription structure with guardrails",
        "Network design with private connectivity and VPN",
        "Single sign-on and least-privilege roles",
        "Centralised logging and audit trails",
        "Tagging standards for cost allocation",
        "High availability across zones and regions",
        "Disaster recovery with tested recovery times",
      ],
    },
    {
      title: "Infrastructure as Code",
      description:
        "Every server, network and permission defined in reviewed code, so environments are reproducible and changes are traceable.",
      icon: "FileCode",
      features: [
        "Terraform, Pulumi and Bicep modules",
        "Plan output reviewed on every pull request",
        "Drift detection and automatic alerts",
        "Reusable modules for teams to self-serve",
        "Policy as code for security rules",
        "Secrets managed in HashiCorp Vault or the cloud's key store",
      ],
    },
    {
      title: "CI/CD Pipelines",
      description:
        "Pipelines that build, test, scan and deploy every change in minutes, with previews for reviewers and one-click rollback.",
      icon: "GitBranch",
      features: [
        "GitHub Actions, GitLab CI/CD and Azure DevOps pipelines",
        "Preview environments for every pull request",
        "Dependency, container and secret scanning",
        "Blue-green and canary deployments",
        "GitOps delivery with Argo CD",
        "Deployment frequency and lead-time metrics",
      ],
    },
    {
      title: "Kubernetes and Containers",
      description:
        "Containerised applications on managed Kubernetes, sized and secured for production rather than left at the defaults.",
      icon: "Container",
      features: [
        "Docker images that are small, scanned and reproducible",
        "Managed clusters on EKS, AKS and GKE",
        "Helm charts and GitOps for every service",
        "Autoscaling for pods and nodes",
        "Network policies and a service mesh where needed",
        "Cluster upgrades without downtime",
      ],
    },
    {
      title: "Monitoring, SRE and Cost Optimisation",
      description:
        "Metrics, logs and traces with alerts that point to the cause, plus regular reviews that cut waste from the cloud bill.",
      icon: "Activity",
      features: [
        "Prometheus, Grafana and OpenTelemetry observability",
        "Service-level objectives and error budgets",
        "Actionable alerts routed to on-call rotas",
        "24x7 monitoring and incident response",
        "Post-incident reviews without blame",
        "Rightsizing, reserved capacity and spot instances",
        "Monthly cost reports per team and product",
      ],
    },
  ],
  features: [
    "Certified cloud engineers from a network of 50,000+ vetted professionals",
    "Everything defined as code and reviewed before it changes production",
    "Security built in: least privilege, encryption and scanning by default",
    "Observability with metrics, logs and traces from the first release",
    "Cost visibility per team, product and environment",
    "Designs that follow the AWS, Azure and Google Cloud well-architected frameworks",
    "Runbooks and handover so your team can operate what we build",
  ],
  benefits: [
    "Deploy many times a day instead of once a month",
    "Lower and predictable cloud spend through rightsizing and budgets",
    "Higher availability with automated failover and tested backups",
    "Faster recovery from incidents with clear alerts and runbooks",
    "Audit-ready infrastructure for ISO 27001 and SOC 2",
    "Engineers matched in 48 hours, backed by our 30-day satisfaction guarantee",
  ],
  process: [
    {
      step: 1,
      title: "Assess",
      description:
        "We review your applications, infrastructure, delivery process and bills, and score them against the well-architected pillars.",
    },
    {
      step: 2,
      title: "Design and Plan",
      description:
        "You get a target architecture, a migration or improvement plan in waves, and a cost forecast for running it.",
    },
    {
      step: 3,
      title: "Build and Migrate",
      description:
        "We build the foundation as code, set up pipelines and move workloads wave by wave, each with a rehearsed cut-over and rollback.",
    },
    {
      step: 4,
      title: "Operate and Optimise",
      description:
        "We monitor, tune and reduce costs continuously, with 24x7 support if you need it, or hand over to your team with training and runbooks.",
    },
  ],
  faqs: [
    {
      question: "How long does a cloud migration take?",
      answer:
        "Setting up a landing zone or a CI/CD pipeline for a few applications is a simple project of 2-4 weeks. Migrating a portfolio of applications and databases is a complex project of typically 2-6 months, delivered in waves so the first workloads run in the cloud within weeks.",
    },
    {
      question: "Which cloud provider should we choose?",
      answer:
        "All three major providers are mature. The right choice depends on your existing licences, skills, data location rules and the managed services you need. We compare them for your workloads, including expected monthly cost, and we also design for multi-cloud where it is genuinely needed.",
    },
    {
      question: "How much can we save on our cloud bill?",
      answer:
        "Most environments we review have significant waste from oversized instances, idle resources and missing commitments. Rightsizing, autoscaling, reserved capacity and storage tiering often reduce spend by 20-40%, and budgets with alerts keep it there.",
    },
    {
      question: "Do we need Kubernetes?",
      answer:
        "Not always. Kubernetes pays off with many services and teams that deploy often. For a few applications, managed container services or serverless platforms are simpler and cheaper to run. We recommend the simplest option that meets your needs.",
    },
    {
      question: "Can you support our infrastructure after the project?",
      answer:
        "Yes. We offer 24x7 monitoring and incident response with agreed response times, monthly cost and security reviews, or a full handover with training and runbooks so your own team runs the platform.",
    },
  ],
  externalResources: [
    {
      title: "AWS Well-Architected Framework",
      description:
        "Design principles and best practices for operational excellence, security, reliability, performance, cost and sustainability.",
      url: "https://aws.amazon.com/architecture/well-architected/",
      category: "documentation",
      icon: "BookOpen",
    },
    {
      title: "Kubernetes Documentation",
      description: "Concepts, tutorials and reference for running containerised workloads.",
      url: "https://kubernetes.io/docs/home/",
      category: "documentation",
      icon: "Container",
    },
    {
      title: "Terraform Documentation",
      description: "Guides for writing, testing and running infrastructure as code with Terraform.",
      url: "https://developer.hashicorp.com/terraform/docs",
      category: "tools",
      icon: "Wrench",
    },
    {
      title: "OpenTelemetry Documentation",
      description: "The open standard for collecting traces, metrics and logs from your services.",
      url: "https://opentelemetry.io/docs/",
      category: "standards",
      icon: "Activity",
    },
    {
      title: "CIS Benchmarks",
      description:
        "Consensus security configuration baselines for cloud accounts, Kubernetes and operating systems.",
      url: "https://www.cisecurity.org/cis-benchmarks",
      category: "security",
      icon: "ShieldCheck",
    },
    {
      title: "DORA Research",
      description:
        "Research on the delivery metrics and practices that separate high-performing software teams.",
      url: "https://dora.dev/research/",
      category: "research",
      icon: "ChartBar",
    },
    {
      title: "Internal landing-zone checklist",
      description: "Shared with clients during assessment; not published on the web.",
      category: "tools",
    },
  ],
  blogCategoryIds: ["cloud-devops"],
  blogTags: ["Terraform", "Kubernetes", "CI/CD", "GitHub Actions", "AWS"],
  jobCategoryIds: ["devops"],
  jobTags: ["AWS", "Azure", "Kubernetes", "Terraform"],
  contactDialog: { pageType: "cloud-devops", defaultService: "cloud-devops" },
  industryUseCases: [
    {
      title: "SaaS and Technology",
      description:
        "Multi-tenant platforms on Kubernetes with preview environments, canary releases and per-customer cost tracking.",
    },
    {
      title: "Financial Services",
      description:
        "Regulated landing zones with encryption, audit logging and disaster recovery tested against agreed recovery times.",
    },
    {
      title: "E-commerce and Retail",
      description:
        "Autoscaling infrastructure that absorbs seasonal peaks, with a CDN in front and costs that shrink again afterwards.",
    },
    {
      title: "Healthcare",
      description:
        "HIPAA-aligned cloud environments with private networking, access reviews and monitored backups.",
    },
    {
      title: "Media and Gaming",
      description:
        "Global delivery with edge caching, burst capacity for launches and real-time monitoring of player experience.",
    },
  ],
} satisfies ServicePageData;

export default page;
