import type { ServicePageData } from "./types";

/** /services/web-development: the reference page the other service pages follow. */
const webDevelopment: ServicePageData = {
  slug: "web-development",
  title: "Web Development",
  description:
    "Fast, accessible web applications built by pre-vetted engineers: server-rendered React and Next.js front ends, typed Node.js back ends and the tests, pipelines and monitoring that keep them healthy after launch. A simple site ships in 2-4 weeks; a complex platform in 2-6 months.",
  shortDescription:
    "Server-rendered, accessible web applications from first release to millions of requests.",
  technologies: [
    "React",
    "Next.js",
    "React Router",
    "TypeScript",
    "Node.js",
    "Vue.js",
    "Nuxt",
    "Angular",
    "Svelte",
    "Astro",
    "Vite",
    "Tailwind CSS",
    "TanStack Query",
    "GraphQL",
    "Express",
    "NestJS",
    "Hono",
    "PostgreSQL",
    "Redis",
    "Prisma",
    "Drizzle ORM",
    "Docker",
    "Playwright",
    "Vitest",
    "Storybook",
    "axe-core",
    "Lighthouse",
    "Sentry",
    "OpenTelemetry",
    "Vercel",
    "Cloudflare",
    "WebAssembly",
  ],
  technologyTitle: "Web technologies we work with",
  technologyDescription:
    "We pick the stack for your product, not the other way round: React and TypeScript for most interfaces, Node.js or your existing back end behind them, and automated tests and monitoring from the first sprint.",
  services: [
    {
      title: "Custom Web Applications",
      description:
        "Dashboards, portals and SaaS products built around your workflows, with the business logic on the server and a fast, accessible interface on top.",
      icon: "LayoutDashboard",
      features: [
        "Server-rendered React with progressive enhancement",
        "Role-based access and single sign-on (SAML, OpenID Connect)",
        "Typed APIs shared between client and server",
        "Audit trails and data exports",
        "Multi-tenant architecture",
        "Background jobs and scheduled reports",
      ],
    },
    {
      title: "Front-End Development",
      description:
        "Interfaces that load in under two seconds on a mid-range phone, built as a component library your designers and developers share.",
      icon: "MonitorSmartphone",
      features: [
        "Design systems in Storybook",
        "Responsive layouts from 320 px to 4K",
        "Core Web Vitals budgets enforced in CI",
        "Dark mode and reduced-motion support",
        "Internationalisation and right-to-left layouts",
      ],
    },
    {
      title: "Back-End and APIs",
      description:
        "Node.js services and REST or GraphQL APIs with a relational model you can trust, built to be extended by your own team later.",
      icon: "Server",
      features: [
        "PostgreSQL schemas with versioned migrations",
        "REST and GraphQL APIs with OpenAPI documentation",
        "Caching with Redis and HTTP cache headers",
        "Queues and outbox patterns for reliable email and webhooks",
        "Rate limiting and input validation on every endpoint",
        "Payment and CRM integrations",
        "Load tested before launch",
      ],
    },
    {
      title: "Progressive Web Apps",
      description:
        "One codebase that installs on phones and desktops, works offline and sends push notifications, without an app-store review.",
      icon: "Smartphone",
      features: [
        "Offline-first data with background sync",
        "Installable on iOS, Android and desktop",
        "Web push notifications",
        "Service-worker caching strategies per route",
        "Lighthouse PWA checks in the pipeline",
      ],
    },
    {
      title: "Modernisation and Migration",
      description:
        "Move a jQuery, AngularJS or monolithic PHP application to a modern stack screen by screen, while the old one keeps serving customers.",
      icon: "RefreshCw",
      features: [
        "Strangler-fig migration, route by route",
        "Characterisation tests before any rewrite",
        "Zero-downtime database migrations",
        "SEO-safe URL redirects (301) and sitemaps",
        "Performance and accessibility baselines before and after",
        "Knowledge transfer to your in-house team",
      ],
    },
    {
      title: "Performance and Accessibility Audits",
      description:
        "A two-week review of a live site with a prioritised report: what slows it down, what blocks people using assistive technology, and what to fix first.",
      icon: "Gauge",
      features: [
        "Core Web Vitals field and lab analysis",
        "WCAG 2.2 AA review with screen readers and keyboard",
        "Bundle and rendering-path analysis",
        "Security headers and dependency review",
        "A fix plan with effort estimates",
        "Optional implementation by the same engineers",
        "Re-test after fixes",
        "Executive summary for stakeholders",
      ],
    },
  ],
  features: [
    "Server-side rendering for fast first paint and search visibility",
    "Accessibility to WCAG 2.2 AA, checked with axe and by hand",
    "Automated unit, integration and end-to-end tests",
    "Continuous delivery with preview environments per pull request",
    "Security headers, a strict Content Security Policy and dependency scanning",
    "Monitoring with error tracking, logs and uptime alerts",
    "Documentation and architecture decision records",
    "Code you own, in your repository, from day one",
  ],
  benefits: [
    "Launch a first version in as little as 2-4 weeks",
    "Higher conversion from pages that load in under two seconds",
    "Reach every customer, including those using assistive technology",
    "Lower maintenance cost from typed, tested code",
    "Engineers matched to your project in under 48 hours",
    "A 30-day satisfaction guarantee on every engagement",
  ],
  process: [
    {
      step: 1,
      title: "Discovery",
      description:
        "A one-week workshop on your goals, users and constraints; you get a scope, an architecture sketch and a fixed estimate.",
    },
    {
      step: 2,
      title: "Design and Prototype",
      description:
        "Wireframes, then a clickable prototype tested with real users before a line of production code is written.",
    },
    {
      step: 3,
      title: "Build and Test",
      description:
        "Two-week sprints with a demo at the end of each, automated tests on every change and a preview link for every feature.",
    },
    {
      step: 4,
      title: "Launch and Support",
      description:
        "A staged release with monitoring in place, then support and improvement on a plan that suits you, or a full hand-over to your team.",
    },
  ],
  faqs: [
    {
      question: "How long does it take to build a web application?",
      answer:
        "A simple website or a focused first version typically takes 2-4 weeks. A complex platform with integrations, user roles and an admin area typically takes 2-6 months. After the discovery week you get a written timeline with milestones.",
    },
    {
      question: "Which technologies do you recommend?",
      answer:
        "For most products we recommend React with TypeScript, server rendering (React Router or Next.js) and a Node.js back end on PostgreSQL. If your team already works with Vue, Angular or another back end, we build on what you have.",
    },
    {
      question: "Will the site be accessible and fast?",
      answer:
        "Yes. We build to WCAG 2.2 AA and test with axe, keyboard and screen readers, and every release is checked against a Core Web Vitals budget in continuous integration.",
    },
    {
      question: "Who owns the code?",
      answer:
        "You do. We work in your repository from the first day, and the code, designs and documentation are yours when each milestone is paid.",
    },
    {
      question: "Can you take over or modernise an existing application?",
      answer:
        "Yes. We start with a short audit and characterisation tests, then migrate screen by screen so your customers never see downtime.",
    },
  ],
  externalResources: [
    {
      title: "MDN Web Docs",
      description:
        "The reference for HTML, CSS, JavaScript and the web platform APIs, with browser compatibility tables.",
      url: "https://developer.mozilla.org/en-US/docs/Web",
      category: "documentation",
      icon: "BookOpen",
    },
    {
      title: "React Documentation",
      description:
        "The official guide and API reference for React, including server components and hooks.",
      url: "https://react.dev/learn",
      category: "documentation",
      icon: "Code",
    },
    {
      title: "Web Vitals",
      description:
        "What Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift measure, and the thresholds to aim for.",
      url: "https://web.dev/articles/vitals",
      category: "tools",
      icon: "Gauge",
    },
    {
      title: "WCAG 2.2",
      description: "The W3C Web Content Accessibility Guidelines our builds are tested against.",
      url: "https://www.w3.org/TR/WCAG22/",
      category: "standards",
      icon: "Accessibility",
    },
    {
      title: "OWASP Top 10",
      description:
        "The ten most critical web application security risks and how to prevent each of them.",
      url: "https://owasp.org/www-project-top-ten/",
      category: "security",
      icon: "ShieldCheck",
    },
    {
      title: "HTTP Archive Web Almanac",
      description:
        "Yearly research on the state of the web: performance, accessibility and technology adoption.",
      url: "https://almanac.httparchive.org/en/2024/",
      category: "research",
      icon: "ChartBar",
    },
    {
      title: "Internal architecture checklist",
      description: "Shared with clients during discovery; not published on the web.",
      category: "tools",
    },
  ],
  blogCategoryIds: ["web-development", "case-studies"],
  blogTags: ["React", "Next.js", "Design Systems"],
  jobCategoryIds: ["engineering", "design"],
  jobTags: ["React", "JavaScript", "Next.js", "Design Systems", "UX Design"],
  contactDialog: { pageType: "web-development", defaultService: "web-development" },
  industryUseCases: [
    {
      title: "E-commerce and Retail",
      description:
        "Headless storefronts with server-rendered product pages, fast search and checkout flows that keep working on slow mobile networks.",
    },
    {
      title: "Financial Services",
      description:
        "Customer portals and internal dashboards with strong authentication, audit trails and accessible forms that satisfy regulators.",
    },
    {
      title: "Healthcare",
      description:
        "Patient booking and telehealth front ends designed for privacy, plain language and assistive technology.",
    },
    {
      title: "Education",
      description:
        "Learning platforms with course authoring, progress tracking and offline reading for students on unreliable connections.",
    },
    {
      title: "Logistics",
      description:
        "Real-time tracking dashboards and driver web apps that update over WebSockets and work as installable PWAs.",
    },
    {
      title: "SaaS Start-ups",
      description:
        "A first version in weeks, built on a stack that scales, so you can validate the product without a rewrite later.",
    },
  ],
};

export default webDevelopment;
