/** /services/api-services: APIs, integrations and the backend systems behind them. */
import type { ServicePageData } from "./types";

const page = {
  slug: "api-services",
  title: "API & Backend Services",
  description:
    "Secure, well-documented APIs, integrations and the backend systems behind them, from a first public API to microservices and event-driven architectures that grow with your product. Our backend engineers design the contract first, then build, test and monitor services that partners and front ends can rely on.",
  shortDescription: "APIs, integrations and the backend systems behind them.",
  technologies: [
    "Node.js",
    "Python",
    "Go",
    "Java",
    "GraphQL",
    "PostgreSQL",
    "Redis",
    "RabbitMQ",
    "OpenAPI",
    "TypeScript",
    "NestJS",
    "FastAPI",
    "Spring Boot",
    "gRPC",
    "Apache Kafka",
    "OAuth 2.0",
    "OpenID Connect",
    "AsyncAPI",
    "Amazon API Gateway",
    "Docker",
    "Kubernetes",
    "OpenTelemetry",
    "Postman",
    "WebSocket",
  ],
  technologyTitle: "Backend technologies we work with",
  technologyDescription:
    "Proven languages and frameworks for services that run for years, open standards for describing and securing them, and the observability to see what happens in production. We build in the stack your team knows when it fits the job.",
  services: [
    {
      title: "REST and GraphQL API Development",
      description:
        "Public, partner and internal APIs designed contract-first, with consistent naming, pagination, errors and versioning, and documentation generated from the same description.",
      icon: "Code",
      features: [
        "OpenAPI 3.1 or GraphQL schema agreed before coding",
        "Node.js, Python, Go or Java implementations",
        "Cursor pagination, filtering and sparse fields",
        "Problem Details error responses",
        "Versioning and deprecation policy",
        "Interactive reference docs and SDK generation",
      ],
    },
    {
      title: "Third-Party and Legacy Integration",
      description:
        "Connections between your product and the systems around it: ERP, CRM, payments, shipping and the older applications that still hold important data.",
      icon: "Plug",
      features: [
        "ERP and CRM integrations such as Salesforce and Microsoft Dynamics",
        "Payment providers, tax and shipping APIs",
        "SOAP, SFTP and database adapters for legacy systems",
        "Webhooks in and out with signature checks",
        "Idempotent retries and dead-letter handling",
        "Data mapping and reconciliation reports",
      ],
    },
    {
      title: "Microservices and Event-Driven Architecture",
      description:
        "Services split along business boundaries that talk through events and queues, so teams deploy independently and a slow component does not stop the rest.",
      icon: "Network",
      features: [
        "Domain-driven service boundaries",
        "Kafka and RabbitMQ event streams and queues",
        "Outbox pattern for reliable publishing",
        "gRPC for fast internal calls",
        "AsyncAPI descriptions of every event",
        "Sagas for workflows across services",
        "Gradual extraction from a monolith",
      ],
    },
    {
      title: "API Security and Access Management",
      description:
        "Authentication, authorisation and abuse protection designed in from the start and reviewed against the OWASP API Security Top 10.",
      icon: "ShieldCheck",
      features: [
        "OAuth 2.0 and OpenID Connect with short-lived tokens",
        "Scopes and object-level permission checks",
        "API keys and mutual TLS for partners",
        "Rate limiting and quotas per client",
        "Input validation against the schema",
        "Security testing before every major release",
      ],
    },
    {
      title: "API Gateways and Developer Portals",
      description:
        "One front door for your APIs, with routing, throttling, analytics and a portal where partners sign up, get keys and try calls in minutes.",
      icon: "Route",
      features: [
        "Gateway set-up on Amazon API Gateway, Kong or NGINX",
        "Usage plans and monetisation tiers",
        "Self-service keys and sandbox environments",
        "Guides, examples and changelogs",
        "Postman collections for every endpoint",
      ],
    },
    {
      title: "Performance, Scaling and Observability",
      description:
        "Backends that stay fast under load and tell you what is wrong when they are not, with caching, tuned databases and tracing across every service.",
      icon: "Activity",
      features: [
        "Redis caching and response compression",
        "PostgreSQL query and index tuning",
        "Horizontal scaling on Docker and Kubernetes",
        "OpenTelemetry traces, metrics and logs",
        "Service-level objectives and alerting",
        "Load tests against agreed latency targets",
      ],
    },
  ],
  features: [
    "Contract-first design with OpenAPI, GraphQL or AsyncAPI",
    "Reference documentation generated from the contract",
    "OAuth 2.0 and OpenID Connect authentication",
    "Rate limits, quotas and abuse protection",
    "Automated unit, contract and integration tests",
    "Distributed tracing and dashboards from day one",
    "Zero-downtime deployments and versioned releases",
    "Source code and infrastructure in your accounts",
  ],
  benefits: [
    "Partners and front-end teams that integrate in days, not weeks",
    "Fewer integration incidents thanks to tested contracts",
    "Backends that scale with traffic without a rewrite",
    "Security reviewed against the OWASP API Security Top 10",
    "Backend engineers from the top 3% of applicants, matched in under 48 hours",
    "A 30-day satisfaction guarantee on every engagement",
  ],
  process: [
    {
      step: 1,
      title: "Discovery and Domain Modelling",
      description:
        "We list the consumers of the API, the systems it must talk to and the data it owns, and agree the non-functional targets: load, latency, availability and security.",
    },
    {
      step: 2,
      title: "Contract Design",
      description:
        "We write the OpenAPI, GraphQL or AsyncAPI description first, review it with the people who will use it and publish a mock server so front-end work can start at once.",
    },
    {
      step: 3,
      title: "Build and Verify",
      description:
        "We implement the services in short iterations, with contract, integration and load tests in the pipeline and a security review before each release.",
    },
    {
      step: 4,
      title: "Launch and Operate",
      description:
        "We deploy with monitoring, alerts and a runbook, onboard the first consumers and keep improving performance, documentation and coverage after launch.",
    },
  ],
  faqs: [
    {
      question: "How long does it take to build an API or integration?",
      answer:
        "A simple API or a single integration between two systems typically takes 2-4 weeks, including documentation and tests. A complex backend with several services, events, partner access and legacy integrations typically takes 2-6 months, delivered in releases so consumers can start early.",
    },
    {
      question: "Should we use REST or GraphQL?",
      answer:
        "REST is the better default for public and partner APIs: it is simple to cache, secure and document with OpenAPI. GraphQL suits products with several front ends that need different shapes of the same data. Some products use both, and we help you choose per consumer.",
    },
    {
      question: "Can you integrate with our legacy systems?",
      answer:
        "Yes. We connect to older systems through whatever they offer, such as SOAP services, database views, file drops or message queues, and wrap them in a modern API so the rest of your product does not depend on their quirks.",
    },
    {
      question: "How do you secure the APIs you build?",
      answer:
        "We use OAuth 2.0 and OpenID Connect with short-lived tokens, check permissions on every object, validate input against the schema, apply rate limits per client and log security events. Each release is tested against the OWASP API Security Top 10.",
    },
    {
      question: "Will our own developers be able to maintain the backend?",
      answer:
        "Yes. We build in languages and frameworks your team knows, keep the contract, architecture decisions and runbooks in the repository, and pair with your developers during the final sprints so the hand-over is gradual.",
    },
  ],
  externalResources: [
    {
      title: "OpenAPI Specification",
      description:
        "The standard, language-agnostic description of HTTP APIs that our contract-first designs start from.",
      url: "https://spec.openapis.org/oas/latest.html",
      category: "standards",
      icon: "FileCode",
    },
    {
      title: "GraphQL Specification",
      description:
        "The official specification of the GraphQL query language, type system and execution.",
      url: "https://spec.graphql.org/",
      category: "standards",
      icon: "Network",
    },
    {
      title: "RFC 9110: HTTP Semantics",
      description:
        "The IETF standard defining HTTP methods, status codes and headers that REST APIs build on.",
      url: "https://www.rfc-editor.org/rfc/rfc9110",
      category: "standards",
      icon: "Globe",
    },
    {
      title: "OWASP API Security Top 10",
      description:
        "The most critical security risks for APIs and how to prevent them, our checklist for every release.",
      url: "https://owasp.org/API-Security/",
      category: "security",
      icon: "ShieldCheck",
    },
    {
      title: "RFC 9700: Best Current Practice for OAuth 2.0 Security",
      description:
        "The IETF's current guidance on using OAuth 2.0 safely, including token handling and flows to avoid.",
      url: "https://www.rfc-editor.org/rfc/rfc9700",
      category: "security",
      icon: "Lock",
    },
    {
      title: "AsyncAPI Documentation",
      description:
        "How to describe event-driven APIs over Kafka, RabbitMQ, MQTT and WebSocket in a machine-readable way.",
      url: "https://www.asyncapi.com/docs",
      category: "documentation",
      icon: "BookOpen",
    },
    {
      title: "Postman Learning Center",
      description:
        "Guides to designing, testing and documenting APIs with Postman collections and mock servers.",
      url: "https://learning.postman.com/docs/",
      category: "tools",
      icon: "Wrench",
    },
    {
      title: "API design review checklist",
      description:
        "The checklist we walk through with clients before a contract is approved for development.",
      category: "research",
    },
  ],
  blogCategoryIds: ["web-development"],
  articlesTag: "API Design",
  blogTags: ["API Design", "OpenAPI", "GraphQL", "PostgreSQL"],
  jobCategoryIds: ["engineering"],
  jobTags: ["Go", "Java", "Node.js", "REST APIs", "gRPC"],
  contactDialog: { pageType: "api-services", defaultService: "api-services" },
  industryUseCases: [
    {
      title: "Fintech and Banking",
      description:
        "Open banking and payment APIs with strong customer authentication, idempotent transfers and audit trails that satisfy regulators and partners.",
    },
    {
      title: "E-commerce and Marketplaces",
      description:
        "Product, order and inventory APIs that keep storefronts, marketplaces, ERPs and warehouses in sync during peak trading.",
    },
    {
      title: "Healthcare",
      description:
        "Integrations between clinical systems using HL7 FHIR, with consent checks, encryption and access logs for every record.",
    },
    {
      title: "Logistics and Mobility",
      description:
        "Tracking, booking and pricing APIs for carriers and fleets, with event streams that update customers in real time.",
    },
    {
      title: "SaaS Products",
      description:
        "Public APIs, webhooks and developer portals that let customers build on your product and make it harder to replace.",
    },
    {
      title: "Manufacturing and IoT",
      description:
        "Backends that collect machine and sensor data, expose it to planning systems and trigger alerts when readings drift.",
    },
  ],
} satisfies ServicePageData;

export default page;
