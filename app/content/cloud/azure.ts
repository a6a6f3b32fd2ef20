import { deliveryModelsFor } from "./delivery-models";
import { sharedCloudFaqs } from "./faqs";
import type { CloudProviderPage } from "./types";

export const azurePage: CloudProviderPage = {
  id: "azure",
  path: "/azure-services",
  providerName: "Microsoft Azure",
  shortName: "Azure",
  hero: {
    eyebrow: "Azure consulting",
    title: "Microsoft Azure consulting for teams that run on Microsoft",
    description:
      "Certified Azure architects bring your Windows, .NET and SQL Server estate to Microsoft Azure, modernise it with containers and platform services, and keep it secure and supported 24x7.",
    primaryAction: "Book a free Azure consultation",
    secondaryAction: "Plan your Azure migration",
    highlights: ["Certified Azure engineers", "24x7 support", "Team ready in under 48 hours"],
  },
  intros: {
    offerings:
      "Six engagements that take you from an assessment to a well-run Azure estate, each with a named lead and fixed deliverables.",
    services:
      "The Azure services we build on and operate, chosen to fit Microsoft-centred organisations: identity, hybrid networking, .NET hosting and data.",
    caseStudies:
      "Three Azure projects and what they changed. Clients are anonymised; the figures come from their own monitoring.",
  },
  offerings: [
    {
      title: "Azure readiness assessment",
      description:
        "A review of your servers, licences and applications with Azure Migrate, scored against the Azure Well-Architected Framework.",
      icon: "assessment",
      deliverables: [
        "Discovery and dependency mapping with Azure Migrate",
        "Licence review, including Azure Hybrid Benefit",
        "Well-Architected assessment report",
        "Costed migration roadmap",
      ],
    },
    {
      title: "Migration and modernisation",
      description:
        "Windows servers, SQL Server and .NET applications moved to Azure, then modernised to App Service, containers or managed databases.",
      icon: "migration",
      deliverables: [
        "Wave plan with tested cut-overs",
        "SQL Server to Azure SQL Managed Instance",
        ".NET applications to Azure App Service",
        "Decommissioning plan for the old estate",
      ],
    },
    {
      title: "Landing zone and governance",
      description:
        "An enterprise-scale landing zone with management groups, Azure Policy and hub-and-spoke networking, ready for every team.",
      icon: "architecture",
      deliverables: [
        "Management group and subscription design",
        "Azure Policy baselines and blueprints",
        "Hub-and-spoke network with Azure Firewall",
        "Role-based access with Microsoft Entra ID",
      ],
    },
    {
      title: "DevOps with Azure DevOps and GitHub",
      description:
        "Bicep or Terraform for every resource, with pipelines in Azure DevOps or GitHub Actions that build, test and release safely.",
      icon: "devops",
      deliverables: [
        "Bicep or Terraform modules",
        "Multi-stage pipelines with approvals",
        "Deployment slots for zero-downtime releases",
        "Secrets in Azure Key Vault",
      ],
    },
    {
      title: "Security and compliance",
      description:
        "Zero-trust identity, threat protection and compliance reporting with Microsoft Defender for Cloud and Microsoft Sentinel.",
      icon: "security",
      deliverables: [
        "Conditional access and privileged identity management",
        "Defender for Cloud secure-score improvement plan",
        "Sentinel analytics rules and playbooks",
        "Compliance dashboards for ISO 27001 and SOC 2",
      ],
    },
    {
      title: "Data, AI and managed operations",
      description:
        "Analytics on Azure Synapse and Microsoft Fabric, AI with Azure OpenAI Service, and 24x7 operations of everything we build.",
      icon: "ai",
      deliverables: [
        "Data platform with governed access",
        "Azure OpenAI Service solutions with content filters",
        "24x7 monitoring with Azure Monitor",
        "Monthly cost and security review",
      ],
    },
  ],
  supportedServices: [
    {
      id: "virtual-machines",
      name: "Azure Virtual Machines",
      description: "Windows and Linux servers with scale sets, Azure Backup and update management.",
    },
    {
      id: "app-service",
      name: "Azure App Service",
      description: "Managed hosting for .NET, Java, Node.js and Python web apps and APIs.",
    },
    {
      id: "aks",
      name: "Azure Kubernetes Service",
      description: "Managed Kubernetes with Entra ID integration, autoscaling and GitOps.",
    },
    {
      id: "functions",
      name: "Azure Functions",
      description: "Serverless functions for events, integrations and scheduled work.",
    },
    {
      id: "sql-database",
      name: "Azure SQL Database and Managed Instance",
      description: "SQL Server compatibility without managing servers, patches or backups.",
    },
    {
      id: "cosmos-db",
      name: "Azure Cosmos DB",
      description: "Globally distributed NoSQL data with guaranteed low latency.",
    },
    {
      id: "blob-storage",
      name: "Azure Blob Storage",
      description: "Object storage with access tiers for data lakes, media and archives.",
    },
    {
      id: "entra-id",
      name: "Microsoft Entra ID",
      description: "Single sign-on, conditional access and identity governance.",
    },
    {
      id: "virtual-network",
      name: "Azure Virtual Network and ExpressRoute",
      description: "Private networking and dedicated links to your own data centres.",
    },
    {
      id: "front-door",
      name: "Azure Front Door",
      description: "Global load balancing, caching and web application firewall.",
    },
    {
      id: "monitor",
      name: "Azure Monitor and Application Insights",
      description: "Metrics, logs, traces and alerts across applications and infrastructure.",
    },
    {
      id: "synapse",
      name: "Azure Synapse Analytics",
      description: "Data warehousing and big-data analytics in one workspace.",
    },
    {
      id: "azure-openai",
      name: "Azure OpenAI Service",
      description: "Large language models with enterprise security and content filtering.",
    },
    {
      id: "key-vault",
      name: "Azure Key Vault",
      description: "Keys, secrets and certificates kept out of code and rotated safely.",
    },
  ],
  caseStudies: [
    {
      industry: "Manufacturing",
      title: "An industrial manufacturer consolidates three data centres",
      description:
        "A manufacturer of packaging machines moved 210 Windows servers and 60 SQL Server databases to Azure, applying Azure Hybrid Benefit and reserved capacity to its existing licences.",
      metrics: ["35% cost reduction", "99.95% uptime"],
    },
    {
      industry: "Healthcare",
      title: "Faster clinical reporting for a clinic network",
      description:
        "A network of outpatient clinics replaced overnight reporting jobs with Azure Synapse pipelines that load more than 5TB of appointment and billing data a day, with patient data encrypted and access audited.",
      metrics: ["2.5x performance", "5TB+ daily"],
    },
    {
      industry: "Professional services",
      title: "Weekly releases become daily for a legal software vendor",
      description:
        "A legal software vendor moved its .NET platform to Azure App Service and Azure Kubernetes Service, with Bicep templates and GitHub Actions replacing hand-run release scripts.",
      metrics: ["75% faster deployments", "Zero-downtime releases"],
    },
  ],
  deliveryModels: deliveryModelsFor("Azure"),
  faqs: [
    ...sharedCloudFaqs("Azure"),
    {
      question: "Can we reuse our existing Microsoft licences on Azure?",
      answer:
        "Often, yes. With Azure Hybrid Benefit, Windows Server and SQL Server licences with Software Assurance can be applied to Azure, and our assessment calculates what that saves before you migrate.",
    },
    {
      question: "Do you work with hybrid setups that keep some servers on-premises?",
      answer:
        "Yes. We connect on-premises and Azure with VPN or ExpressRoute, manage both with Azure Arc, and keep identity in one place with Microsoft Entra ID.",
    },
  ],
  meta: {
    title: "Microsoft Azure Consulting Services",
    description:
      "Azure consulting, migration, DevOps, security and 24x7 managed services from certified engineers, with onsite, offshore or blended teams. Book a free Azure consultation.",
    keywords: [
      "Azure consulting",
      "Azure migration",
      "Microsoft Azure partner",
      "Azure managed services",
      "Azure DevOps",
      "Azure landing zone",
    ],
  },
};
