import { inCategory } from "./types.ts";

/**
 * Runtimes, operating systems, clouds, commerce and content platforms, blockchains, engines and
 * the database and messaging servers a team runs itself (managed cloud offerings are services).
 */
export const platforms = inCategory("platform", [
  {
    name: "Node.js",
    url: "https://nodejs.org/",
    description:
      "A JavaScript runtime built on V8 for servers, command-line tools and build pipelines, with the npm ecosystem behind it.",
    aliases: ["Node"],
  },
  {
    name: "Deno",
    url: "https://deno.com/",
    description:
      "A secure-by-default JavaScript and TypeScript runtime with built-in tooling and web-standard APIs.",
  },
  {
    name: "Bun",
    url: "https://bun.sh/",
    description:
      "A fast JavaScript runtime that also bundles, tests and installs packages, built on JavaScriptCore.",
  },
  {
    name: ".NET",
    url: "https://dotnet.microsoft.com/",
    description:
      "Microsoft's open-source, cross-platform developer platform for web, desktop, mobile, cloud and game applications.",
  },
  {
    name: "Android",
    url: "https://developer.android.com/",
    description:
      "Google's mobile operating system and app platform, targeted with Kotlin, Java and the Jetpack libraries.",
  },
  {
    name: "iOS",
    url: "https://developer.apple.com/ios/",
    description:
      "Apple's operating system for iPhone, with apps written in Swift and distributed through the App Store.",
  },
  {
    name: "Linux",
    url: "https://www.kernel.org/",
    description:
      "The open-source operating system kernel under most servers, containers and cloud workloads.",
  },
  {
    name: "Embedded Linux",
    description:
      "Linux tailored to constrained devices such as gateways, robots and appliances, usually built with Yocto or Buildroot.",
  },
  {
    name: "AWS",
    url: "https://aws.amazon.com/",
    description:
      "Amazon Web Services, the largest public cloud, offering compute, storage, databases, analytics and AI services in regions worldwide.",
    aliases: ["Amazon Web Services"],
  },
  {
    name: "Microsoft Azure",
    url: "https://azure.microsoft.com/",
    description:
      "Microsoft's public cloud, strong in enterprise identity, .NET workloads and hybrid deployments.",
    aliases: ["Azure"],
  },
  {
    name: "Google Cloud",
    url: "https://cloud.google.com/",
    description:
      "Google's public cloud, known for data analytics, managed Kubernetes and AI infrastructure.",
    aliases: ["GCP", "Google Cloud Platform"],
  },
  {
    name: "Kubernetes",
    url: "https://kubernetes.io/",
    description:
      "The open-source container orchestrator that deploys, scales and restarts containerised applications across a cluster.",
    aliases: ["K8s"],
  },
  {
    name: "Firebase",
    url: "https://firebase.google.com/",
    description:
      "Google's app development platform with databases, authentication, hosting, analytics and push messaging.",
  },
  {
    name: "Supabase",
    url: "https://supabase.com/",
    description:
      "An open-source backend platform on PostgreSQL with authentication, file storage, real-time updates and edge functions.",
  },
  {
    name: "Vercel",
    url: "https://vercel.com/",
    description:
      "A cloud platform for deploying web front ends with preview environments and edge delivery, from the makers of Next.js.",
  },
  {
    name: "Netlify",
    url: "https://www.netlify.com/",
    description:
      "A platform that builds and deploys websites from Git, with serverless functions and per-branch previews.",
  },
  {
    name: "Shopify",
    url: "https://www.shopify.com/",
    description:
      "A hosted commerce platform for online stores, with themes, checkout, an app ecosystem and headless storefront APIs.",
  },
  {
    name: "WooCommerce",
    url: "https://woocommerce.com/",
    description:
      "An open-source e-commerce plugin that turns a WordPress site into a fully featured online store.",
  },
  {
    name: "Magento",
    url: "https://developer.adobe.com/commerce/",
    description:
      "A flexible PHP commerce platform, sold today as Adobe Commerce, suited to large catalogues and complex B2B selling.",
    aliases: ["Adobe Commerce"],
  },
  {
    name: "BigCommerce",
    url: "https://www.bigcommerce.com/",
    description:
      "A hosted commerce platform with open APIs for headless and multi-channel selling.",
  },
  {
    name: "WordPress",
    url: "https://wordpress.org/",
    description:
      "The open-source content management system behind a large share of the web, extended with themes and plugins.",
  },
  {
    name: "Salesforce",
    url: "https://www.salesforce.com/",
    description:
      "A cloud CRM platform for sales, service and marketing, extensible with Apex code and low-code tools.",
  },
  {
    name: "Google Workspace",
    url: "https://workspace.google.com/",
    description:
      "Google's suite of productivity apps, including Gmail, Docs, Sheets and Drive, with APIs for automation.",
  },
  {
    name: "Microsoft 365",
    url: "https://www.microsoft.com/en-us/microsoft-365",
    description:
      "Microsoft's productivity suite of Outlook, Teams, Word, Excel and SharePoint, extensible through Microsoft Graph.",
  },
  {
    name: "Ethereum",
    url: "https://ethereum.org/",
    description:
      "A programmable public blockchain whose smart contracts power tokens, decentralised finance and NFTs.",
  },
  {
    name: "Polygon",
    url: "https://polygon.technology/",
    description:
      "An Ethereum-compatible blockchain network with low fees, used for payments, tokens and decentralised apps.",
  },
  {
    name: "Solana",
    url: "https://solana.com/",
    description:
      "A high-throughput, low-fee blockchain whose on-chain programs are usually written in Rust.",
  },
  {
    name: "Hugging Face",
    url: "https://huggingface.co/",
    description:
      "A platform and community hub for sharing machine learning models, datasets and demo applications.",
  },
  {
    name: "Databricks",
    url: "https://www.databricks.com/",
    description:
      "A data and AI platform built on Apache Spark and Delta Lake that unifies data engineering, analytics and machine learning.",
  },
  {
    name: "Snowflake",
    url: "https://www.snowflake.com/",
    description:
      "A cloud data platform that separates storage from compute for elastic SQL analytics and secure data sharing.",
  },
  {
    name: "Power BI",
    url: "https://learn.microsoft.com/en-us/power-bi/",
    description:
      "Microsoft's business intelligence platform for interactive reports and dashboards over many data sources.",
  },
  {
    name: "UiPath",
    url: "https://www.uipath.com/",
    description:
      "An enterprise robotic process automation platform for building, running and governing software robots.",
  },
  {
    name: "Automation Anywhere",
    url: "https://www.automationanywhere.com/",
    description:
      "A cloud-native robotic process automation platform that automates business processes with bots and AI.",
  },
  {
    name: "Blue Prism",
    url: "https://www.blueprism.com/",
    description:
      "An enterprise robotic process automation platform, now part of SS&C, built around governed digital workers.",
  },
  {
    name: "Camunda",
    url: "https://camunda.com/",
    description:
      "A process orchestration platform that runs BPMN workflows and DMN decisions across people, systems and bots.",
  },
  {
    name: "Unity",
    url: "https://unity.com/",
    description:
      "A cross-platform real-time 3D engine and editor for games, simulations and AR and VR apps, scripted in C#.",
  },
  {
    name: "Unreal Engine",
    url: "https://www.unrealengine.com/",
    description:
      "Epic Games' real-time 3D engine known for high-fidelity graphics in games, film production and digital twins.",
  },
  {
    name: "ARCore",
    url: "https://developers.google.com/ar",
    description:
      "Google's platform for augmented reality on Android, with motion tracking, environmental understanding and geospatial anchors.",
  },
  {
    name: "PostgreSQL",
    url: "https://www.postgresql.org/",
    description:
      "A powerful open-source relational database with strong SQL compliance, JSON support and extensions such as PostGIS and pgvector.",
    aliases: ["Postgres"],
  },
  {
    name: "MySQL",
    url: "https://www.mysql.com/",
    description:
      "A popular open-source relational database, long the default choice for web applications.",
  },
  {
    name: "SQLite",
    url: "https://www.sqlite.org/",
    description:
      "A small, serverless, self-contained SQL database engine embedded in mobile apps, browsers and devices.",
  },
  {
    name: "Microsoft SQL Server",
    url: "https://www.microsoft.com/en-us/sql-server",
    description:
      "Microsoft's relational database with deep integration into .NET, Azure and Power BI.",
    aliases: ["SQL Server", "MSSQL"],
  },
  {
    name: "Oracle Database",
    url: "https://www.oracle.com/database/",
    description:
      "Oracle's enterprise relational database, common in banking, telecoms and large ERP installations.",
  },
  {
    name: "MongoDB",
    url: "https://www.mongodb.com/",
    description:
      "A document database that stores flexible JSON-like records, run self-hosted or as the managed Atlas service.",
  },
  {
    name: "Redis",
    url: "https://redis.io/",
    description:
      "An in-memory data store used for caching, sessions, queues, rate limiting and real-time leaderboards.",
  },
  {
    name: "Elasticsearch",
    url: "https://www.elastic.co/elasticsearch",
    description:
      "A distributed search and analytics engine for full-text search, logs and observability data.",
  },
  {
    name: "OpenSearch",
    url: "https://opensearch.org/",
    description:
      "An open-source search and analytics suite forked from Elasticsearch and Kibana, governed by the OpenSearch Software Foundation.",
  },
  {
    name: "Apache Cassandra",
    url: "https://cassandra.apache.org/",
    description:
      "A distributed wide-column database designed for high write throughput and availability across data centres.",
    aliases: ["Cassandra"],
  },
  {
    name: "ClickHouse",
    url: "https://clickhouse.com/",
    description:
      "A column-oriented database for fast real-time analytical queries over very large datasets.",
  },
  {
    name: "Neo4j",
    url: "https://neo4j.com/",
    description:
      "A graph database that stores connected data as nodes and relationships, queried with the Cypher language.",
  },
  {
    name: "Apache Kafka",
    url: "https://kafka.apache.org/",
    description:
      "A distributed event streaming platform for high-throughput, durable publish-subscribe messaging and stream processing.",
    aliases: ["Kafka"],
  },
  {
    name: "RabbitMQ",
    url: "https://www.rabbitmq.com/",
    description:
      "An open-source message broker that routes messages between services over AMQP, MQTT and STOMP.",
  },
]);
