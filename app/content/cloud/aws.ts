import { deliveryModelsFor } from "./delivery-models";
import { sharedCloudFaqs } from "./faqs";
import type { CloudProviderPage } from "./types";

export const awsPage: CloudProviderPage = {
  id: "aws",
  path: "/amazon-web-services",
  providerName: "Amazon Web Services",
  shortName: "AWS",
  hero: {
    eyebrow: "AWS consulting",
    title: "Amazon Web Services consulting that cuts cost and ships faster",
    description:
      "Certified AWS architects and DevOps engineers plan, migrate, modernise and run your workloads on Amazon Web Services: well-architected from day one, automated end to end, and supported 24x7.",
    primaryAction: "Book a free AWS consultation",
    secondaryAction: "Get a migration assessment",
    highlights: ["Certified AWS engineers", "24x7 support", "Team ready in under 48 hours"],
  },
  intros: {
    offerings:
      "Six ways we help, from a first assessment to running production for you. Each engagement has fixed deliverables and a named lead.",
    services:
      "The AWS services our teams design with, automate and operate every day, from compute and storage to data and machine learning.",
    caseStudies:
      "Three AWS engagements with measured results. Client names are withheld; the figures are from their own dashboards.",
  },
  offerings: [
    {
      title: "Cloud readiness assessment",
      description:
        "An inventory of your applications and infrastructure, scored against the AWS Well-Architected Framework, with a costed plan.",
      icon: "assessment",
      deliverables: [
        "Application portfolio and dependency map",
        "Well-Architected review of all six pillars",
        "Total cost of ownership comparison",
        "Prioritised 90-day roadmap",
      ],
    },
    {
      title: "Migration to AWS",
      description:
        "Rehost, replatform or refactor: we move workloads in waves with rehearsed cut-overs and a rollback plan for each.",
      icon: "migration",
      deliverables: [
        "Wave plan using the 7 Rs of migration",
        "Database migration with AWS DMS",
        "Rehearsed cut-overs with rollback",
        "Hypercare for two weeks after each wave",
      ],
    },
    {
      title: "Landing zone and architecture",
      description:
        "A secure multi-account foundation with AWS Control Tower, guardrails, networking and identity ready for every team.",
      icon: "architecture",
      deliverables: [
        "Multi-account structure with AWS Organizations",
        "Service control policies and guardrails",
        "Hub-and-spoke networking with Transit Gateway",
        "Single sign-on with IAM Identity Center",
      ],
    },
    {
      title: "DevOps and infrastructure as code",
      description:
        "Every environment defined in Terraform or AWS CDK, with pipelines that test, scan and deploy on every merge.",
      icon: "devops",
      deliverables: [
        "Terraform or CDK modules for each environment",
        "CI/CD pipelines with automated tests and scans",
        "Blue/green and canary releases",
        "Policy as code for compliance checks",
      ],
    },
    {
      title: "Data, analytics and machine learning",
      description:
        "Data lakes on Amazon S3, warehouses on Amazon Redshift and models on Amazon SageMaker, built for the questions your business asks.",
      icon: "data",
      deliverables: [
        "Data lake with governed access",
        "Streaming and batch ingestion pipelines",
        "Dashboards and self-service analytics",
        "Model training and deployment pipelines",
      ],
    },
    {
      title: "Managed operations and FinOps",
      description:
        "We run your AWS estate around the clock and keep the bill in check with monthly cost reviews and rightsizing.",
      icon: "operations",
      deliverables: [
        "24x7 monitoring and incident response",
        "Patching, backups and disaster-recovery tests",
        "Monthly cost report with savings actions",
        "Savings Plans and Reserved Instance planning",
      ],
    },
  ],
  supportedServices: [
    {
      id: "ec2",
      name: "Amazon EC2",
      description:
        "Virtual servers with Auto Scaling groups, rightsized and patched automatically.",
    },
    {
      id: "lambda",
      name: "AWS Lambda",
      description: "Event-driven functions for APIs, file processing and scheduled jobs.",
    },
    {
      id: "ecs-fargate",
      name: "Amazon ECS and AWS Fargate",
      description: "Containers without servers to manage, deployed by pipeline.",
    },
    {
      id: "eks",
      name: "Amazon EKS",
      description: "Managed Kubernetes clusters with GitOps, autoscaling and policy controls.",
    },
    {
      id: "s3",
      name: "Amazon S3",
      description: "Object storage for data lakes, backups and static sites, with lifecycle rules.",
    },
    {
      id: "rds-aurora",
      name: "Amazon RDS and Aurora",
      description: "Managed PostgreSQL and MySQL with read replicas and point-in-time recovery.",
    },
    {
      id: "dynamodb",
      name: "Amazon DynamoDB",
      description: "Key-value and document data at single-digit millisecond latency, at any scale.",
    },
    {
      id: "cloudfront",
      name: "Amazon CloudFront",
      description: "Content delivery with edge caching, TLS and protection from AWS WAF.",
    },
    {
      id: "api-gateway",
      name: "Amazon API Gateway",
      description: "Managed REST, HTTP and WebSocket APIs with throttling and authorisation.",
    },
    {
      id: "vpc",
      name: "Amazon VPC and Transit Gateway",
      description: "Private networks, segmentation and hybrid connectivity to your data centre.",
    },
    {
      id: "iam",
      name: "AWS IAM and IAM Identity Center",
      description: "Least-privilege access and single sign-on across every account.",
    },
    {
      id: "cloudwatch",
      name: "Amazon CloudWatch",
      description: "Metrics, logs, alarms and dashboards for every workload we run.",
    },
    {
      id: "cloudformation-cdk",
      name: "AWS CloudFormation and AWS CDK",
      description: "Infrastructure as code, reviewed and deployed through pipelines.",
    },
    {
      id: "redshift",
      name: "Amazon Redshift",
      description:
        "A cloud data warehouse for analytics across structured and semi-structured data.",
    },
    {
      id: "sagemaker",
      name: "Amazon SageMaker",
      description: "Training, tuning and hosting machine-learning models in production.",
    },
  ],
  caseStudies: [
    {
      industry: "Retail",
      title: "A fashion retailer leaves its data centre",
      description:
        "A mid-sized fashion retailer moved 140 servers and its order platform to AWS in four waves, with Aurora replacing ageing database clusters and Auto Scaling absorbing seasonal peaks.",
      metrics: ["40% cost reduction", "99.9% uptime"],
    },
    {
      industry: "Logistics",
      title: "Real-time tracking for a freight network",
      description:
        "A regional freight company replaced nightly batch jobs with a streaming platform on Amazon Kinesis, Lambda and Redshift, processing more than 10TB of telemetry a day for live shipment tracking.",
      metrics: ["3x performance", "10TB+ daily"],
    },
    {
      industry: "Financial services",
      title: "Automated releases for a lending platform",
      description:
        "A digital lender moved from monthly manual releases to pipelines that deploy to Amazon EKS several times a day, with every environment defined in Terraform and checked by policy as code.",
      metrics: ["80% faster deployments", "Zero failed audits"],
    },
  ],
  deliveryModels: deliveryModelsFor("AWS"),
  faqs: [
    ...sharedCloudFaqs("AWS"),
    {
      question: "Are your engineers AWS certified?",
      answer:
        "Yes. Every AWS engagement is led by an AWS Certified Solutions Architect - Professional, and our engineers hold Associate or Professional certifications in architecture, DevOps, security or data.",
    },
    {
      question: "How long does a migration to AWS take?",
      answer:
        "An assessment takes two to three weeks. A typical migration of 50-150 servers runs three to six months in waves; single applications often move in four to eight weeks.",
    },
  ],
  meta: {
    title: "Amazon Web Services (AWS) Consulting Services",
    description:
      "AWS consulting, migration, DevOps and 24x7 managed services from certified engineers, with onsite, offshore or blended teams. Book a free AWS consultation.",
    keywords: [
      "AWS consulting",
      "AWS migration",
      "Amazon Web Services partner",
      "AWS managed services",
      "AWS DevOps",
      "cloud cost optimization",
    ],
  },
};
