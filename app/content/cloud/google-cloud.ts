import { deliveryModelsFor } from "./delivery-models";
import { sharedCloudFaqs } from "./faqs";
import type { CloudProviderPage } from "./types";

export const googleCloudPage: CloudProviderPage = {
  id: "google-cloud",
  path: "/google-cloud-services",
  providerName: "Google Cloud",
  shortName: "Google Cloud",
  hero: {
    eyebrow: "Google Cloud consulting",
    title: "Google Cloud consulting for data-driven products",
    description:
      "Certified Google Cloud engineers build on Kubernetes, BigQuery and Vertex AI: we migrate your workloads, modernise them into containers, turn your data into answers, and support it all 24x7.",
    primaryAction: "Book a free Google Cloud consultation",
    secondaryAction: "Talk to a data architect",
    highlights: [
      "Certified Google Cloud engineers",
      "24x7 support",
      "Team ready in under 48 hours",
    ],
  },
  intros: {
    offerings:
      "Six engagements built around what Google Cloud does best: containers, data and machine learning, each with fixed deliverables.",
    services:
      "The Google Cloud services our teams design with and run in production, from GKE and Cloud Run to BigQuery and Vertex AI.",
    caseStudies:
      "Three Google Cloud engagements with measured outcomes. Clients are anonymised; the numbers come from their own reports.",
  },
  offerings: [
    {
      title: "Cloud strategy and assessment",
      description:
        "A review of your applications and data estate against the Google Cloud Architecture Framework, with a costed plan.",
      icon: "assessment",
      deliverables: [
        "Workload discovery and fit assessment",
        "Architecture Framework review",
        "Cost model including committed use discounts",
        "Phased adoption roadmap",
      ],
    },
    {
      title: "Migration to Google Cloud",
      description:
        "Servers moved with Migrate to Virtual Machines, databases with Database Migration Service, and every cut-over rehearsed.",
      icon: "migration",
      deliverables: [
        "Wave plan with dependency grouping",
        "Virtual machine and database migration",
        "Rehearsed cut-overs with rollback",
        "Post-migration rightsizing",
      ],
    },
    {
      title: "Kubernetes and application modernisation",
      description:
        "Monoliths broken into services on Google Kubernetes Engine or Cloud Run, with autoscaling and service-level objectives.",
      icon: "architecture",
      deliverables: [
        "Container platform on GKE Autopilot or Cloud Run",
        "Service-level objectives and error budgets",
        "Service mesh and traffic management",
        "Landing zone with organisation policies",
      ],
    },
    {
      title: "DevOps and platform engineering",
      description:
        "Terraform for every resource and pipelines with Cloud Build and Cloud Deploy that ship safely many times a day.",
      icon: "devops",
      deliverables: [
        "Terraform modules and a shared module registry",
        "Cloud Build and Cloud Deploy pipelines",
        "Canary releases with automatic rollback",
        "Artifact Registry with vulnerability scanning",
      ],
    },
    {
      title: "Data analytics with BigQuery",
      description:
        "A modern data platform on BigQuery, with streaming ingestion through Pub/Sub and Dataflow and dashboards in Looker.",
      icon: "data",
      deliverables: [
        "BigQuery warehouse with governed datasets",
        "Streaming pipelines with Pub/Sub and Dataflow",
        "Semantic layer and dashboards in Looker",
        "Cost controls for queries and storage",
      ],
    },
    {
      title: "Machine learning and managed operations",
      description:
        "Models trained and served on Vertex AI, and 24x7 operations of the whole platform with Cloud Monitoring.",
      icon: "ai",
      deliverables: [
        "Vertex AI pipelines for training and serving",
        "Generative AI applications with Gemini models",
        "24x7 monitoring and incident response",
        "Monthly cost and reliability review",
      ],
    },
  ],
  supportedServices: [
    {
      id: "compute-engine",
      name: "Compute Engine",
      description: "Virtual machines with managed instance groups and custom machine types.",
    },
    {
      id: "gke",
      name: "Google Kubernetes Engine",
      description: "Managed Kubernetes, including Autopilot clusters that need no node management.",
    },
    {
      id: "cloud-run",
      name: "Cloud Run",
      description: "Serverless containers that scale to zero and bill per request.",
    },
    {
      id: "cloud-functions",
      name: "Cloud Run functions",
      description: "Event-driven functions for integrations, webhooks and automation.",
    },
    {
      id: "cloud-storage",
      name: "Cloud Storage",
      description: "Object storage with storage classes for hot data, backups and archives.",
    },
    {
      id: "cloud-sql",
      name: "Cloud SQL",
      description: "Managed PostgreSQL, MySQL and SQL Server with high availability.",
    },
    {
      id: "spanner",
      name: "Spanner",
      description: "A globally consistent relational database that scales horizontally.",
    },
    {
      id: "bigquery",
      name: "BigQuery",
      description: "A serverless data warehouse for petabyte-scale analytics and BI.",
    },
    {
      id: "pub-sub",
      name: "Pub/Sub",
      description: "Messaging for event streams and decoupled services.",
    },
    {
      id: "dataflow",
      name: "Dataflow",
      description: "Streaming and batch data processing built on Apache Beam.",
    },
    {
      id: "vertex-ai",
      name: "Vertex AI",
      description:
        "Training, tuning, serving and monitoring machine-learning and generative models.",
    },
    {
      id: "cloud-build",
      name: "Cloud Build and Cloud Deploy",
      description: "Pipelines that build, test and promote releases across environments.",
    },
    {
      id: "cloud-load-balancing",
      name: "Cloud Load Balancing and Cloud CDN",
      description: "Global load balancing and edge caching with Cloud Armor protection.",
    },
    {
      id: "cloud-iam",
      name: "Cloud IAM",
      description: "Fine-grained access control with organisation policies and audit logs.",
    },
    {
      id: "cloud-monitoring",
      name: "Cloud Monitoring and Cloud Logging",
      description: "Metrics, logs, uptime checks and alerts for every service we run.",
    },
  ],
  caseStudies: [
    {
      industry: "Media",
      title: "A streaming platform rebuilt on GKE",
      description:
        "A video-on-demand start-up moved from self-managed servers to GKE Autopilot and Cloud CDN, paying only for the capacity each release actually used.",
      metrics: ["50% cost reduction", "99.95% uptime"],
    },
    {
      industry: "E-commerce",
      title: "Real-time recommendations for a marketplace",
      description:
        "An online marketplace built a clickstream platform on Pub/Sub, Dataflow and BigQuery that analyses more than 15TB of events a day and feeds recommendations served from Vertex AI.",
      metrics: ["4x performance", "15TB+ daily"],
    },
    {
      industry: "Travel",
      title: "Continuous delivery for a booking engine",
      description:
        "A travel booking company replaced a fortnightly release train with Cloud Build and Cloud Deploy pipelines, canary releases on Cloud Run and Terraform for every environment.",
      metrics: ["85% faster deployments", "Rollback in under 5 minutes"],
    },
  ],
  deliveryModels: deliveryModelsFor("Google Cloud"),
  faqs: [
    ...sharedCloudFaqs("Google Cloud"),
    {
      question: "Why choose Google Cloud for data and machine learning?",
      answer:
        "BigQuery separates storage from compute and needs no servers, so analytics scale without tuning, and Vertex AI puts training, serving and monitoring of models next to the data. We help you decide whether that fits your workloads before you commit.",
    },
    {
      question: "Can you run workloads across Google Cloud and other clouds?",
      answer:
        "Yes. We design multi-cloud and hybrid setups with GKE Enterprise, Terraform and shared observability, so each workload runs where it fits best.",
    },
  ],
  meta: {
    title: "Google Cloud Consulting Services",
    description:
      "Google Cloud consulting, migration, GKE, BigQuery and Vertex AI projects with 24x7 managed services, delivered onsite, offshore or blended. Book a free consultation.",
    keywords: [
      "Google Cloud consulting",
      "GCP migration",
      "Google Cloud partner",
      "GKE consulting",
      "BigQuery consulting",
      "Vertex AI",
    ],
  },
};
