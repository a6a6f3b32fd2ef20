import type { ServicePageData } from "./types";

/** /services/data-engineering: pipelines, warehouses, lakehouses and the data-platform blocks. */
const page = {
  slug: "data-engineering",
  title: "Data Engineering",
  description:
    "Pipelines, warehouses and lakehouses that turn scattered operational data into reliable, governed datasets for analytics and AI. Our data engineers build batch and streaming platforms with tests, lineage and cost controls, so every number on a dashboard can be traced back to its source.",
  shortDescription: "Data pipelines, warehouses and analytics platforms you can trust.",
  technologies: [
    "Apache Spark",
    "Apache Kafka",
    "Apache Airflow",
    "dbt",
    "Snowflake",
    "BigQuery",
    "Databricks",
    "Power BI",
    "Apache Flink",
    "Amazon Redshift",
    "Azure Data Factory",
    "Microsoft Fabric",
    "Google Cloud Pub/Sub",
    "Amazon S3",
    "PostgreSQL",
    "ClickHouse",
    "Python",
    "SQL",
    "Scala",
    "Polars",
    "Pandas",
    "Tableau",
    "Metabase",
    "Terraform",
    "OpenTelemetry",
  ],
  technologyTitle: "Data Engineering Technologies",
  technologyDescription:
    "Open-source engines and managed cloud platforms our data engineers work with every day. We pick the smallest stack that meets your volumes, latency and budget, and we document it so your team can run it.",
  services: [
    {
      title: "Data Pipeline Development",
      description:
        "Batch and incremental pipelines that move data from your applications, SaaS tools and files into one place, on schedule and with retries.",
      icon: "Workflow",
      features: [
        "Change data capture from PostgreSQL, MySQL and SQL Server",
        "Connectors for SaaS APIs such as CRM, billing and ads platforms",
        "Idempotent loads with automatic retries and backfills",
        "Airflow or Dagster orchestration with alerting",
        "Schema drift detection before loads break",
        "Pipeline runbooks and on-call handover",
      ],
    },
    {
      title: "Real-Time Streaming",
      description:
        "Event streams for use cases where minutes are too slow: fraud checks, live inventory, telemetry and operational dashboards.",
      icon: "Zap",
      features: [
        "Apache Kafka and managed Pub/Sub or Kinesis topics",
        "Stream processing with Flink and Spark Structured Streaming",
        "Exactly-once delivery into the warehouse",
        "Schema registry with compatibility rules",
        "Sub-second alerting on business events",
        "Replay and dead-letter handling for bad events",
        "Consumer lag and throughput monitoring",
      ],
    },
    {
      title: "Data Warehouse & Lakehouse",
      description:
        "A modern warehouse or lakehouse designed around how your teams ask questions, with clear layers from raw data to business-ready models.",
      icon: "Database",
      features: [
        "Snowflake, BigQuery, Redshift and Databricks builds",
        "Medallion (bronze, silver, gold) or staging-mart layering",
        "Open table formats such as Delta Lake and Apache Iceberg",
        "Partitioning and clustering tuned to query patterns",
        "Workload isolation and cost budgets per team",
        "Infrastructure as code with Terraform",
      ],
    },
    {
      title: "Analytics Engineering",
      description:
        "Tested, documented dbt models that give every team the same definition of revenue, active customers and churn.",
      icon: "Layers",
      features: [
        "dbt projects with staging, intermediate and mart models",
        "A semantic layer for shared metric definitions",
        "Model tests for uniqueness, nulls and referential integrity",
        "Slim CI that builds only changed models",
        "Auto-generated documentation and column descriptions",
        "Incremental models that cut warehouse spend",
      ],
    },
    {
      title: "Data Quality & Governance",
      description:
        "Checks, lineage and access rules that catch bad data before it reaches a report and show auditors where every field came from.",
      icon: "ShieldCheck",
      features: [
        "Freshness, volume and distribution checks on key tables",
        "Column-level lineage from source to dashboard",
        "Role-based access and row-level security",
        "PII tagging, masking and retention policies",
        "Data contracts agreed with source-system owners",
        "Incident reports with root cause and fix",
        "GDPR and HIPAA-aware data handling",
      ],
    },
    {
      title: "BI & Self-Serve Analytics",
      description:
        "Dashboards and explores that answer real business questions, built on governed models so people stop exporting to spreadsheets.",
      icon: "ChartColumn",
      features: [
        "Power BI, Tableau, Looker and Metabase dashboards",
        "KPI trees agreed with finance, sales and operations",
        "Row-level security for regional and client views",
        "Embedded analytics inside your own product",
        "Dashboard performance tuning under two seconds",
        "Training sessions for analysts and managers",
      ],
    },
  ],
  features: [
    "Senior data engineers from a network of 50,000+ vetted professionals",
    "Pipelines delivered as code, reviewed and version-controlled",
    "Automated data quality tests on every model and load",
    "Column-level lineage and a searchable data catalogue",
    "Cost monitoring with per-team warehouse budgets",
    "Batch, micro-batch and real-time streaming in one platform",
    "Cloud-agnostic designs on AWS, Azure and Google Cloud",
    "Full documentation and knowledge transfer to your team",
  ],
  benefits: [
    "One trusted source of truth for every department's metrics",
    "Reports refreshed in minutes instead of overnight",
    "Fewer broken dashboards thanks to tests and data contracts",
    "Warehouse bills that are forecast and kept under control",
    "Data ready for machine learning and AI assistants",
    "Engineers matched in 48 hours, backed by our 30-day satisfaction guarantee",
  ],
  process: [
    {
      step: 1,
      title: "Discovery & Data Audit",
      description:
        "We map your sources, volumes, current reports and pain points, interview the people who use the data and agree the questions the platform must answer first.",
    },
    {
      step: 2,
      title: "Architecture & Roadmap",
      description:
        "We propose a target architecture with a cost estimate, choose the smallest fitting stack and plan delivery in slices that each ship something usable.",
    },
    {
      step: 3,
      title: "Ingestion & Pipelines",
      description:
        "Sources are connected one by one with change data capture or API extracts, schema checks and monitoring, landing raw data safely in the platform.",
    },
    {
      step: 4,
      title: "Modelling & Quality",
      description:
        "Raw data is cleaned and modelled into business-ready tables in dbt, with tests, documentation and lineage for every model.",
    },
    {
      step: 5,
      title: "Analytics & Activation",
      description:
        "Dashboards, semantic-layer metrics and data feeds for your applications and machine-learning models go live with the teams that use them.",
    },
    {
      step: 6,
      title: "Operate & Hand Over",
      description:
        "We run the platform with alerting and runbooks, tune cost and performance, then hand over to your team with training and documentation, or keep supporting it.",
    },
  ],
  dataPipelineFlow: {
    title: "How Data Flows Through Your Platform",
    subtitle:
      "From source systems to trusted dashboards and models: every stage is tested, monitored and documented.",
    steps: [
      {
        name: "Ingestion",
        description:
          "Data is captured from databases, SaaS tools, files and event streams without slowing the source systems down.",
        details: [
          "Change data capture from transactional databases",
          "Scheduled API extracts with rate-limit handling",
          "Event streams through Kafka or Pub/Sub",
          "Raw data landed unchanged for replay",
        ],
        icon: "Download",
        color: "sky",
      },
      {
        name: "Validation",
        description:
          "Every batch and event is checked against agreed contracts before it can reach downstream models.",
        details: [
          "Schema and type checks against data contracts",
          "Freshness and row-count expectations",
          "Quarantine tables for rejected records",
          "Alerts to the owning team in Slack or Teams",
        ],
        icon: "ShieldCheck",
        color: "emerald",
      },
      {
        name: "Transformation",
        description:
          "Raw records become clean, joined and business-ready models with one shared definition per metric.",
        details: [
          "dbt models for SQL transformations",
          "Spark or Polars jobs for heavy processing",
          "Deduplication and slowly changing dimensions",
          "Tests and documentation for every model",
          "Incremental builds to keep costs low",
        ],
        icon: "Shuffle",
        color: "amber",
      },
      {
        name: "Storage",
        description:
          "Modelled data is stored in a warehouse or lakehouse laid out for fast queries and predictable costs.",
        details: [
          "Bronze, silver and gold layers",
          "Open table formats with time travel",
          "Partitioning and clustering by query pattern",
          "Retention and PII masking policies",
        ],
        icon: "Database",
        color: "violet",
      },
      {
        name: "Orchestration",
        description:
          "Pipelines run in the right order, retry on failure and report their state, so nobody has to babysit a cron job.",
        details: [
          "Dependency-aware scheduling in Airflow",
          "Automatic retries and backfills",
          "Service-level objectives for data freshness",
          "Run history and lineage in one place",
        ],
        icon: "Workflow",
        color: "rose",
      },
      {
        name: "Analytics & Serving",
        description:
          "Trusted data reaches the people and systems that need it: dashboards, notebooks, applications and models.",
        details: [
          "BI dashboards with row-level security",
          "Semantic-layer metrics shared across tools",
          "Feature tables for machine learning",
          "Reverse ETL back into CRM and support tools",
        ],
        icon: "ChartLine",
        color: "indigo",
      },
    ],
    architectureLayers: {
      dataSources: [
        "Transactional databases (PostgreSQL, MySQL, SQL Server)",
        "SaaS applications (CRM, ERP, billing, marketing)",
        "Event streams and clickstream",
        "IoT devices and sensors",
        "Files, spreadsheets and partner feeds",
      ],
      processing: [
        "Batch ingestion and change data capture",
        "Stream processing with Kafka and Flink",
        "dbt and Spark transformations",
        "Data quality checks and contracts",
        "Orchestration with Airflow",
      ],
      analytics: [
        "BI dashboards and reports",
        "Self-serve exploration",
        "Machine-learning features and training sets",
        "Embedded analytics in your product",
        "Reverse ETL to business tools",
      ],
    },
  },
  pipelineUseCases: [
    {
      title: "Real-Time Fraud Detection",
      description:
        "Payment events are scored within milliseconds of arriving, combining live behaviour with historical customer profiles from the warehouse.",
      architecture: {
        dataSources: ["Card and wallet transactions", "Device fingerprints", "Customer profiles"],
        processing: [
          "Apache Kafka event stream",
          "Apache Flink feature windows",
          "Model scoring service",
        ],
        outputs: ["Approve, review or block decisions", "Analyst case queue", "Fraud dashboards"],
      },
      benefits: [
        "Decisions in under 200 milliseconds",
        "Fewer false positives thanks to richer features",
        "Every decision traceable for auditors",
      ],
    },
    {
      title: "Customer 360",
      description:
        "Sales, support, billing and product-usage data are matched into one profile per customer that every team reads from.",
      architecture: {
        dataSources: ["CRM", "Support tickets", "Billing system", "Product events"],
        processing: [
          "Change data capture and API ingestion",
          "Identity resolution in dbt",
          "Daily and hourly model builds",
        ],
        outputs: [
          "Customer health dashboards",
          "Churn-risk scores",
          "Reverse ETL to CRM and support tools",
        ],
      },
      benefits: [
        "One definition of an active customer across teams",
        "Account managers see risk before renewal",
        "Marketing segments built without engineering tickets",
      ],
    },
    {
      title: "IoT Telemetry Analytics",
      description:
        "Readings from thousands of connected machines are collected, cleaned and aggregated for live monitoring and predictive maintenance.",
      architecture: {
        dataSources: ["MQTT device gateways", "Maintenance logs", "ERP asset records"],
        processing: [
          "Streaming ingestion into Kafka",
          "Spark Structured Streaming aggregates",
          "Time-partitioned lakehouse tables",
        ],
        outputs: [
          "Live equipment dashboards",
          "Anomaly alerts to field teams",
          "Predictive-maintenance training data",
        ],
      },
      benefits: [
        "Faults spotted hours before they cause downtime",
        "Raw telemetry kept cheaply for later analysis",
        "Maintenance planned from data instead of fixed schedules",
      ],
    },
    {
      title: "Finance Reporting Automation",
      description:
        "Month-end numbers are produced from tested models instead of spreadsheets copied between teams.",
      architecture: {
        dataSources: ["ERP general ledger", "Payment provider exports", "Payroll system"],
        processing: [
          "Scheduled extracts with reconciliation checks",
          "dbt models for revenue and cost allocation",
          "Airflow orchestration with sign-off steps",
        ],
        outputs: ["Board and management packs", "Revenue dashboards", "Audit-ready lineage"],
      },
      benefits: [
        "Month-end close shortened by several days",
        "Reconciliation differences flagged automatically",
        "A full audit trail from report to source record",
      ],
    },
  ],
  technologyStack: {
    dataSources: [
      {
        name: "PostgreSQL",
        type: "Relational database",
        trend: "Hot",
        popularity: "High",
        icon: "Database",
      },
      {
        name: "Apache Kafka",
        type: "Event streaming",
        trend: "Standard",
        popularity: "High",
        icon: "Radio",
      },
      {
        name: "Google Cloud Pub/Sub",
        type: "Managed messaging",
        trend: "Growing",
        popularity: "Medium",
        icon: "Send",
      },
      {
        name: "Salesforce",
        type: "SaaS application",
        trend: "Enterprise",
        popularity: "High",
        icon: "Building",
      },
      { name: "MQTT", type: "IoT protocol", trend: "Stable", popularity: "Medium", icon: "Cpu" },
    ],
    processing: [
      {
        name: "Apache Spark",
        type: "Distributed processing",
        trend: "Standard",
        popularity: "High",
        icon: "Flame",
      },
      {
        name: "Apache Flink",
        type: "Stream processing",
        trend: "Growing",
        popularity: "Medium",
        icon: "Activity",
      },
      { name: "dbt", type: "SQL transformation", trend: "Hot", popularity: "High", icon: "Layers" },
      {
        name: "Apache Airflow",
        type: "Orchestration",
        trend: "Standard",
        popularity: "High",
        icon: "Workflow",
      },
      {
        name: "Polars",
        type: "DataFrame library",
        trend: "Emerging",
        popularity: "Medium",
        icon: "Zap",
      },
    ],
    storage: [
      {
        name: "Snowflake",
        type: "Cloud data warehouse",
        trend: "Hot",
        popularity: "High",
        icon: "Snowflake",
      },
      {
        name: "BigQuery",
        type: "Serverless warehouse",
        trend: "Trending",
        popularity: "High",
        icon: "Database",
      },
      {
        name: "Databricks",
        type: "Lakehouse platform",
        trend: "Trending",
        popularity: "High",
        icon: "Warehouse",
      },
      {
        name: "Amazon Redshift",
        type: "Cloud data warehouse",
        trend: "Enterprise",
        popularity: "Medium",
        icon: "Server",
      },
      {
        name: "Amazon S3",
        type: "Object storage",
        trend: "Standard",
        popularity: "High",
        icon: "HardDrive",
      },
      {
        name: "Apache Hadoop HDFS",
        type: "On-premises file system",
        trend: "Legacy",
        popularity: "Medium",
        icon: "Archive",
      },
    ],
    analytics: [
      {
        name: "ClickHouse",
        type: "Real-time OLAP",
        trend: "Trending",
        popularity: "Medium",
        icon: "Gauge",
      },
      {
        name: "Jupyter",
        type: "Notebooks",
        trend: "Stable",
        popularity: "High",
        icon: "NotebookPen",
      },
      {
        name: "Microsoft Fabric",
        type: "Analytics platform",
        trend: "Emerging",
        popularity: "Medium",
        icon: "Blocks",
      },
      { name: "Python", type: "Analysis language", trend: "Hot", popularity: "High", icon: "Code" },
    ],
    visualization: [
      {
        name: "Power BI",
        type: "Business intelligence",
        trend: "Enterprise",
        popularity: "High",
        icon: "ChartColumn",
      },
      {
        name: "Tableau",
        type: "Visual analytics",
        trend: "Stable",
        popularity: "High",
        icon: "ChartPie",
      },
      {
        name: "Metabase",
        type: "Open-source BI",
        trend: "Growing",
        popularity: "Medium",
        icon: "ChartLine",
      },
      {
        name: "Grafana",
        type: "Operational dashboards",
        trend: "Trending",
        popularity: "High",
        icon: "Monitor",
      },
    ],
  },
  migrationProjects: [
    {
      title: "Hadoop Cluster to Cloud Warehouse",
      description:
        "For a European logistics group, our data engineers retired an ageing on-premises Hadoop cluster and moved 400 TB of history and 1,200 Hive jobs to a cloud warehouse, running both side by side until every report matched.",
      from: "On-premises Hadoop and Hive",
      to: "Snowflake on AWS",
      duration: "7 months",
      outcomes: [
        "45% lower total platform cost",
        "Typical queries 8x faster",
        "Data-centre hardware contract ended on schedule",
        "Zero reporting downtime during cut-over",
      ],
    },
    {
      title: "Nightly Batch to Streaming",
      description:
        "For a North American online retailer, we replaced nightly inventory and order batches with change data capture and streaming, so stock levels and sales dashboards update continuously.",
      from: "Nightly batch ETL jobs",
      to: "Apache Kafka, Flink and BigQuery",
      duration: "4 months",
      outcomes: [
        "Data latency reduced from 24 hours to under 1 minute",
        "Overselling incidents down 70%",
        "Load on the order database cut by 60%",
      ],
    },
    {
      title: "Legacy ETL Tool to dbt",
      description:
        "For a UK insurer, we moved 300 graphical ETL mappings from a licensed on-premises tool into version-controlled dbt models with tests and documentation.",
      from: "Proprietary graphical ETL tool",
      to: "dbt on Databricks",
      duration: "5 months",
      outcomes: [
        "Six-figure annual licence cost removed",
        "Over 1,500 automated data tests added",
        "Change lead time cut from weeks to days",
        "Full lineage available for regulatory audits",
      ],
    },
  ],
  industryUseCases: [
    {
      title: "Financial Services",
      description:
        "Real-time fraud signals, regulatory reporting with full lineage and risk models fed from one governed warehouse.",
    },
    {
      title: "Retail & E-commerce",
      description:
        "Live inventory, customer 360 profiles, demand forecasting and marketing attribution across online and store channels.",
    },
    {
      title: "Healthcare",
      description:
        "HIPAA-aware pipelines joining clinical, claims and operational data, with HL7 FHIR ingestion and strict access controls.",
    },
    {
      title: "Manufacturing & IoT",
      description:
        "Sensor telemetry, quality metrics and predictive maintenance built on streaming data from the factory floor.",
    },
    {
      title: "Logistics",
      description:
        "Shipment tracking, route performance and capacity planning from GPS feeds, warehouse systems and carrier APIs.",
    },
    {
      title: "SaaS & Technology",
      description:
        "Product analytics, usage-based billing data and embedded customer dashboards built on your event streams.",
    },
  ],
  faqs: [
    {
      question: "How long does a data engineering project take?",
      answer:
        "A simple project, such as connecting a few sources and building one dashboard, usually takes 2-4 weeks. Complex pipelines or a warehouse migration take 2-6 months. A complete data platform with ingestion, modelling, governance and BI typically takes 3-8 months, delivered in slices so you use the first results within weeks.",
    },
    {
      question: "Which cloud data warehouse should we choose?",
      answer:
        "It depends on your cloud, data volumes, workloads and team skills. Snowflake suits multi-cloud and mixed workloads, BigQuery is strong for serverless analytics on Google Cloud, Databricks fits teams combining engineering and machine learning, and Redshift or Microsoft Fabric fit organisations committed to AWS or Azure. We compare cost and performance on a sample of your own data before you commit.",
    },
    {
      question: "Do we need real-time streaming or is batch enough?",
      answer:
        "Most reporting is well served by hourly or daily batches, which are cheaper and simpler to run. Streaming pays off when a delay costs money, for example fraud checks, live stock levels or machine alerts. We often combine both: streaming for the few time-critical flows and batch for everything else.",
    },
    {
      question: "How do you make sure the data is accurate?",
      answer:
        "Every model has automated tests for uniqueness, missing values, accepted ranges and relationships, and every source has freshness and volume checks. Data contracts with source owners catch breaking schema changes early, failed checks alert the owning team, and column-level lineage shows which reports are affected.",
    },
    {
      question: "Can you work with our existing data team and tools?",
      answer:
        "Yes. Our engineers join your team's rituals, repositories and review process, and we build on the tools you already license where they fit. Engineers from our network of 50,000+ professionals are matched in 48 hours, and everything we build is documented for handover.",
    },
    {
      question: "How do you handle sensitive and personal data?",
      answer:
        "We classify and tag personal data at ingestion, mask or tokenise it where analysts do not need raw values, apply role-based and row-level access, and set retention rules. Designs follow GDPR, HIPAA and ISO 27001 practices, and access is logged for audit.",
    },
    {
      question: "What does a data platform cost to run?",
      answer:
        "Running costs depend mostly on data volume, refresh frequency and query load. We estimate them during architecture, set budgets and alerts per team, and use incremental models, partitioning and auto-suspend to keep spend predictable. Migrations from on-premises clusters often lower total cost by a third or more.",
    },
  ],
  externalResources: [
    {
      title: "Apache Spark Documentation",
      description:
        "Official guides and API reference for Spark SQL, Structured Streaming and MLlib.",
      url: "https://spark.apache.org/docs/latest/",
      category: "documentation",
      icon: "BookOpen",
    },
    {
      title: "Apache Kafka Documentation",
      description:
        "Design, configuration and operations reference for Kafka brokers, producers and consumers.",
      url: "https://kafka.apache.org/documentation/",
      category: "documentation",
      icon: "BookOpen",
    },
    {
      title: "dbt Documentation",
      description: "How to build, test and document SQL transformations with dbt.",
      url: "https://docs.getdbt.com/",
      category: "tools",
      icon: "Wrench",
    },
    {
      title: "Apache Iceberg Table Specification",
      description: "The open table format specification behind many modern lakehouses.",
      url: "https://iceberg.apache.org/spec/",
      category: "standards",
      icon: "FileText",
    },
    {
      title: "NIST Privacy Framework",
      description:
        "A framework for managing privacy risk when collecting and processing personal data.",
      url: "https://www.nist.gov/privacy-framework",
      category: "security",
      icon: "Lock",
    },
    {
      title: "Internal data-platform playbook",
      description: "Our delivery playbook, shared with clients during discovery.",
      category: "research",
      icon: "FlaskConical",
    },
  ],
  blogCategoryIds: ["data-engineering", "case-studies"],
  blogTags: ["Data Engineering", "dbt", "Apache Airflow", "Apache Kafka", "Snowflake"],
  jobCategoryIds: ["data-ai", "engineering"],
  jobTags: ["Apache Spark", "Airflow", "dbt", "SQL"],
  contactDialog: { pageType: "data-engineering", defaultService: "data-engineering" },
} satisfies ServicePageData;

export default page;
