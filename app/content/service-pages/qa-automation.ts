/** /services/qa-automation: automated testing of web, mobile and API products. */
import type { ServicePageData } from "./types";

const page = {
  slug: "qa-automation",
  title: "QA Automation",
  description:
    "Automated tests for web, mobile and API products that run on every commit, so releases go out faster with fewer regressions and far less manual checking. Our QA engineers design a test strategy around your riskiest user journeys, build suites your developers trust and keep them fast, stable and part of the pipeline.",
  shortDescription: "Automated testing of web, mobile and API products, run on every commit.",
  technologies: [
    "Playwright",
    "Cypress",
    "Selenium",
    "Appium",
    "Jest",
    "k6",
    "Postman",
    "axe-core",
    "Vitest",
    "pytest",
    "Testing Library",
    "Testcontainers",
    "TypeScript",
    "Python",
    "Java",
    "GitHub Actions",
    "GitLab CI/CD",
    "Jenkins",
    "Docker",
    "Lighthouse",
    "SonarQube",
    "ZAP",
    "WCAG",
    "OpenAPI",
  ],
  technologyTitle: "Testing tools and frameworks we use",
  technologyDescription:
    "Open-source test frameworks first, in the language your developers already write, so the suite lives in the same repository as the code it checks. Tests run in containers and in your CI, with reports anyone on the team can read.",
  services: [
    {
      title: "End-to-End Web Testing",
      description:
        "Browser tests of the journeys that earn or lose you money: sign-up, checkout, search and account settings, run in Chromium, Firefox and WebKit on every pull request.",
      icon: "Monitor",
      features: [
        "Playwright or Cypress suites in TypeScript",
        "Page objects and fixtures that keep tests readable",
        "Parallel runs and sharding to keep feedback under ten minutes",
        "Traces, screenshots and videos for every failure",
        "Seeded test data and isolated accounts per run",
        "Cross-browser and responsive viewport coverage",
      ],
    },
    {
      title: "Mobile App Testing",
      description:
        "Automated checks for iOS and Android apps on emulators, simulators and real devices, covering the flows and OS versions your users actually have.",
      icon: "Smartphone",
      features: [
        "Appium suites for native, React Native and Flutter apps",
        "Device matrix agreed from your analytics",
        "Real-device runs on a cloud device farm",
        "Deep link, push notification and permission flows",
        "Offline and poor-network scenarios",
        "Builds tested before TestFlight and Play releases",
      ],
    },
    {
      title: "API and Contract Testing",
      description:
        "Fast tests at the service layer that catch breaking changes before a front end or partner notices, with contracts checked against your OpenAPI description.",
      icon: "Plug",
      features: [
        "Functional API tests with Postman, pytest or Jest",
        "Schema validation against OpenAPI and JSON Schema",
        "Consumer-driven contract tests between services",
        "Authentication, permission and error-case coverage",
        "Integration tests on real databases with Testcontainers",
        "Mock servers for third-party dependencies",
        "API tests gating every deployment",
      ],
    },
    {
      title: "Performance and Load Testing",
      description:
        "Load, stress and soak tests that tell you how many users the system holds, where it slows down first and what a traffic peak will cost.",
      icon: "Gauge",
      features: [
        "k6 scripts modelled on production traffic",
        "Baselines for response time and error rate",
        "Stress and spike tests before launches and campaigns",
        "Soak tests that find memory leaks and slow degradation",
        "Bottleneck analysis with your monitoring data",
        "Performance budgets checked in CI",
      ],
    },
    {
      title: "Accessibility and Visual Testing",
      description:
        "Automated accessibility scans and screenshot comparisons that stop layout breaks and WCAG failures from reaching production.",
      icon: "Accessibility",
      features: [
        "axe-core checks in every end-to-end test",
        "WCAG 2.2 AA rules mapped to your components",
        "Visual regression snapshots across breakpoints",
        "Lighthouse scores for performance and accessibility",
        "Manual screen-reader and keyboard audits for key flows",
        "Reports your designers and developers can act on",
      ],
    },
    {
      title: "Test Strategy and CI Integration",
      description:
        "An assessment of how you test today, a strategy that puts the right tests at the right layer, and pipelines that run them without slowing your team down.",
      icon: "GitBranch",
      features: [
        "Audit of existing tests, coverage and flaky failures",
        "Risk-based test plan for your critical journeys",
        "Pipelines in GitHub Actions, GitLab CI/CD or Jenkins",
        "Flaky-test quarantine and triage process",
        "Quality dashboards for coverage, pass rate and run time",
        "Coaching for developers who write their own tests",
        "Security scanning with ZAP in staging",
      ],
    },
  ],
  features: [
    "Test suites in the same repository and language as your code",
    "End-to-end, API, unit and integration tests at the right layer",
    "Tests on every pull request, with results in the review",
    "Parallel execution that keeps pipelines under ten minutes",
    "Accessibility and visual regression checks built in",
    "Load tests before launches and seasonal peaks",
    "Flaky-test tracking with a fix-or-delete rule",
    "Readable failure reports with traces and screenshots",
  ],
  benefits: [
    "Regression testing cut from days of manual clicking to minutes",
    "Fewer production incidents and hotfixes after releases",
    "Developers who deploy more often because the suite has their back",
    "QA engineers from the top 3% of applicants, matched in under 48 hours",
    "A suite your own team can extend after hand-over",
    "A 30-day satisfaction guarantee on every engagement",
  ],
  process: [
    {
      step: 1,
      title: "Quality Assessment",
      description:
        "We review your product, current tests, defect history and release process, then list the journeys and integrations where a bug would hurt most.",
    },
    {
      step: 2,
      title: "Test Strategy and Framework",
      description:
        "We agree which checks belong at the unit, API and end-to-end layers, choose the tools and set up a framework with fixtures, test data and reporting.",
    },
    {
      step: 3,
      title: "Suite Development and CI",
      description:
        "We automate the highest-risk scenarios first, wire the suite into your pipeline and share coverage and stability figures at the end of every sprint.",
    },
    {
      step: 4,
      title: "Stabilise and Hand Over",
      description:
        "We drive flaky failures towards zero, document how to add tests and train your developers, then stay on for maintenance if you want us to.",
    },
  ],
  faqs: [
    {
      question: "How long does it take to automate our testing?",
      answer:
        "A focused suite for a simple product, covering its main journeys and API, typically takes 2-4 weeks. A complex platform with web and mobile apps, many integrations and performance testing typically takes 2-6 months. The first automated tests usually run in your pipeline within the first two weeks.",
    },
    {
      question: "Which test framework do you recommend?",
      answer:
        "For web applications we usually recommend Playwright with TypeScript: it runs Chromium, Firefox and WebKit, waits for elements automatically and records traces for every failure. If your team already has a working Cypress or Selenium suite, we extend and stabilise it instead of starting again.",
    },
    {
      question: "Will automation replace our manual testers?",
      answer:
        "No. Automation takes over the repetitive regression checks, which frees your testers for exploratory testing, usability feedback and new features. Many clients move manual testers into writing automated tests, and we coach them along the way.",
    },
    {
      question: "How do you deal with flaky tests?",
      answer:
        "Every failure is recorded with a trace, so we can tell a product bug from a timing problem. Tests that fail without a code change go into quarantine, are fixed within the sprint or deleted, and the flake rate is tracked on the quality dashboard.",
    },
    {
      question: "Can you test an existing product without access to its source code?",
      answer:
        "Yes. Black-box end-to-end, API and load tests only need a test environment and accounts. Access to the code and pipeline lets us add faster lower-level tests and run everything on each commit, so we recommend it when possible.",
    },
  ],
  externalResources: [
    {
      title: "Playwright Documentation",
      description:
        "The official guide to writing, running and debugging end-to-end tests with Playwright.",
      url: "https://playwright.dev/docs/intro",
      category: "documentation",
      icon: "BookOpen",
    },
    {
      title: "Cypress Documentation",
      description: "Guides and API reference for end-to-end and component testing with Cypress.",
      url: "https://docs.cypress.io/",
      category: "documentation",
      icon: "FileCode",
    },
    {
      title: "Web Content Accessibility Guidelines (WCAG) 2.2",
      description:
        "The W3C standard behind our accessibility checks, with success criteria for levels A, AA and AAA.",
      url: "https://www.w3.org/TR/WCAG22/",
      category: "standards",
      icon: "Accessibility",
    },
    {
      title: "OWASP Web Security Testing Guide",
      description:
        "A comprehensive framework for testing the security of web applications and services.",
      url: "https://owasp.org/www-project-web-security-testing-guide/",
      category: "security",
      icon: "ShieldCheck",
    },
    {
      title: "Grafana k6 Documentation",
      description:
        "How to script load, stress and soak tests in JavaScript and read their results.",
      url: "https://grafana.com/docs/k6/latest/",
      category: "tools",
      icon: "Gauge",
    },
    {
      title: "The Practical Test Pyramid",
      description:
        "Ham Vocke's article on balancing unit, integration and end-to-end tests in a modern delivery pipeline.",
      url: "https://martinfowler.com/articles/practical-test-pyramid.html",
      category: "research",
      icon: "Layers",
    },
    {
      title: "Test strategy template",
      description:
        "Shared with clients during the assessment to agree scope, layers and quality gates.",
      category: "tools",
    },
  ],
  blogCategoryIds: ["web-development"],
  articlesTag: "Test Automation",
  blogTags: ["Playwright", "Test Automation", "Load Testing", "Contract Testing"],
  jobCategoryIds: ["quality"],
  jobTags: ["Playwright", "Test Automation", "API Testing", "Contract Testing"],
  contactDialog: { pageType: "qa-automation", defaultService: "qa-automation" },
  industryUseCases: [
    {
      title: "E-commerce and Retail",
      description:
        "Checkout, promotions and inventory tests that run before every deployment, plus load tests ahead of seasonal sales so the store stays up when traffic peaks.",
    },
    {
      title: "Financial Services",
      description:
        "Regression suites for payments, statements and onboarding, with audit-ready test evidence and API tests for every partner integration.",
    },
    {
      title: "Healthcare",
      description:
        "Tests for patient portals and clinical workflows that check permissions, data accuracy and accessibility on every release.",
    },
    {
      title: "SaaS Platforms",
      description:
        "Fast pipelines for teams shipping several times a day: contract tests between services, end-to-end smoke tests and canary checks after each deploy.",
    },
    {
      title: "Travel and Hospitality",
      description:
        "Booking, availability and pricing tests across web and mobile apps, with mocks for supplier APIs that are slow or costly to call.",
    },
    {
      title: "Public Sector and Education",
      description:
        "Accessibility testing against WCAG 2.2 AA and cross-browser checks for services that must work for every citizen and student.",
    },
  ],
} satisfies ServicePageData;

export default page;
