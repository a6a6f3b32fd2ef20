import { inCategory } from "./types.ts";

/** Tools a team works with: version control, delivery, infrastructure, build, test, design, data. */
export const tools = inCategory("tool", [
  {
    name: "Git",
    url: "https://git-scm.com/",
    description:
      "The distributed version control system that tracks changes to code and lets teams branch and merge safely.",
  },
  {
    name: "GitHub Actions",
    url: "https://docs.github.com/en/actions",
    description:
      "GitHub's built-in automation for continuous integration and delivery, driven by YAML workflows in the repository.",
  },
  {
    name: "GitLab CI/CD",
    url: "https://docs.gitlab.com/ci/",
    description:
      "GitLab's integrated pipelines that build, test and deploy code from a configuration file in the repository.",
  },
  {
    name: "Jenkins",
    url: "https://www.jenkins.io/",
    description:
      "A long-established open-source automation server for continuous integration, extended by a large plugin ecosystem.",
  },
  {
    name: "Argo CD",
    url: "https://argo-cd.readthedocs.io/",
    description:
      "A GitOps continuous delivery tool that keeps Kubernetes clusters in sync with manifests stored in Git.",
  },
  {
    name: "Terraform",
    url: "https://developer.hashicorp.com/terraform",
    description:
      "HashiCorp's infrastructure-as-code tool that plans and applies changes to cloud resources from declarative configuration.",
  },
  {
    name: "Pulumi",
    url: "https://www.pulumi.com/",
    description:
      "An infrastructure-as-code tool that defines cloud resources in general-purpose languages such as TypeScript, Python and Go.",
  },
  {
    name: "Ansible",
    url: "https://docs.ansible.com/",
    description:
      "An agentless automation tool that configures servers and deploys software over SSH from YAML playbooks.",
  },
  {
    name: "HashiCorp Vault",
    url: "https://developer.hashicorp.com/vault",
    description:
      "A secrets manager that stores, issues and rotates credentials, certificates and encryption keys under audited policies.",
    aliases: ["Vault"],
  },
  {
    name: "Docker",
    url: "https://www.docker.com/",
    description:
      "The tool that popularised containers, packaging an application with its dependencies into a portable image.",
  },
  {
    name: "Helm",
    url: "https://helm.sh/",
    description:
      "The package manager for Kubernetes, which installs and upgrades applications from versioned, templated charts.",
  },
  {
    name: "Istio",
    url: "https://istio.io/",
    description:
      "A service mesh for Kubernetes that adds mutual TLS, traffic management and telemetry between services.",
  },
  {
    name: "NGINX",
    url: "https://nginx.org/",
    description:
      "A high-performance web server, reverse proxy and load balancer found in front of a large share of websites.",
  },
  {
    name: "Prometheus",
    url: "https://prometheus.io/",
    description:
      "An open-source monitoring system and time-series database that scrapes metrics and evaluates alerting rules.",
  },
  {
    name: "Grafana",
    url: "https://grafana.com/",
    description:
      "An open-source tool for dashboards and alerts over metrics, logs and traces from many data sources.",
  },
  {
    name: "Vite",
    url: "https://vite.dev/",
    description:
      "A front-end build tool with an instant development server and optimised production bundles.",
  },
  {
    name: "Webpack",
    url: "https://webpack.js.org/",
    description:
      "A configurable JavaScript module bundler, the long-time default of large single-page applications.",
  },
  {
    name: "ESLint",
    url: "https://eslint.org/",
    description:
      "A pluggable linter that finds problems and enforces conventions in JavaScript and TypeScript code.",
  },
  {
    name: "Prettier",
    url: "https://prettier.io/",
    description:
      "An opinionated code formatter that ends style debates by reprinting code in one consistent way.",
  },
  {
    name: "Biome",
    url: "https://biomejs.dev/",
    description:
      "A fast formatter and linter for JavaScript, TypeScript, JSON and CSS, written in Rust.",
  },
  {
    name: "npm",
    url: "https://www.npmjs.com/",
    description:
      "The default package manager for Node.js and the public registry of JavaScript packages.",
  },
  {
    name: "pnpm",
    url: "https://pnpm.io/",
    description:
      "A fast, disk-efficient JavaScript package manager with strict dependency resolution and workspace support.",
  },
  {
    name: "Gradle",
    url: "https://gradle.org/",
    description:
      "A build automation tool for Java, Kotlin and Android projects, configured with Kotlin or Groovy scripts.",
  },
  {
    name: "Apache Maven",
    url: "https://maven.apache.org/",
    description:
      "A build and dependency management tool for Java projects based on a declarative project object model.",
    aliases: ["Maven"],
  },
  {
    name: "Xcode",
    url: "https://developer.apple.com/xcode/",
    description:
      "Apple's integrated development environment for building, testing and shipping apps to all Apple platforms.",
  },
  {
    name: "Android Studio",
    url: "https://developer.android.com/studio",
    description:
      "Google's official development environment for Android apps, based on IntelliJ IDEA.",
  },
  {
    name: "Visual Studio Code",
    url: "https://code.visualstudio.com/",
    description:
      "Microsoft's free, extensible source code editor with debugging, Git integration and a large extension marketplace.",
    aliases: ["VS Code"],
  },
  {
    name: "Storybook",
    url: "https://storybook.js.org/",
    description:
      "A workshop for developing, documenting and testing UI components in isolation from the application.",
  },
  {
    name: "Figma",
    url: "https://www.figma.com/",
    description:
      "A collaborative, browser-based design tool for interfaces, prototypes and design systems.",
  },
  {
    name: "Blender",
    url: "https://www.blender.org/",
    description:
      "A free, open-source 3D creation suite for modelling, animation, rendering and preparing assets for real-time engines.",
  },
  {
    name: "Playwright",
    url: "https://playwright.dev/",
    description:
      "Microsoft's end-to-end testing tool that drives Chromium, Firefox and WebKit with auto-waiting and tracing.",
  },
  {
    name: "Cypress",
    url: "https://www.cypress.io/",
    description:
      "A browser-based end-to-end and component testing tool with time-travel debugging of test runs.",
  },
  {
    name: "Selenium",
    url: "https://www.selenium.dev/",
    description:
      "The long-standing browser automation project whose WebDriver interface drives real browsers in tests.",
  },
  {
    name: "Appium",
    url: "https://appium.io/",
    description:
      "An open-source tool for automating native, hybrid and mobile web apps on iOS and Android over the WebDriver protocol.",
  },
  {
    name: "k6",
    url: "https://grafana.com/docs/k6/latest/",
    description:
      "A load testing tool from Grafana Labs whose scenarios are written in JavaScript and run from a fast Go engine.",
  },
  {
    name: "Postman",
    url: "https://www.postman.com/",
    description:
      "A platform for designing, testing and documenting APIs, with shareable collections and automated test runs.",
  },
  {
    name: "Lighthouse",
    url: "https://developer.chrome.com/docs/lighthouse/",
    description:
      "Google's automated auditing tool for web page performance, accessibility, best practices and SEO.",
  },
  {
    name: "SonarQube",
    url: "https://www.sonarsource.com/products/sonarqube/",
    description:
      "A code quality and security tool that analyses code for bugs, vulnerabilities and maintainability issues in CI.",
  },
  {
    name: "Snyk",
    url: "https://snyk.io/",
    description:
      "A developer security tool that finds and fixes vulnerabilities in dependencies, code, containers and infrastructure as code.",
  },
  {
    name: "ZAP",
    url: "https://www.zaproxy.org/",
    description:
      "An open-source web application security scanner, formerly OWASP ZAP, used for automated and manual penetration testing.",
    aliases: ["OWASP ZAP"],
  },
  {
    name: "Jira",
    url: "https://www.atlassian.com/software/jira",
    description:
      "Atlassian's issue and project tracker for planning sprints, tracking work and reporting progress.",
  },
  {
    name: "Jupyter",
    url: "https://jupyter.org/",
    description:
      "Interactive notebooks that mix live code, charts and narrative text, the everyday workspace of data scientists.",
  },
  {
    name: "MLflow",
    url: "https://mlflow.org/",
    description:
      "An open-source tool for tracking machine learning experiments, packaging models and managing their lifecycle.",
  },
  {
    name: "Label Studio",
    url: "https://labelstud.io/",
    description:
      "An open-source data labelling tool for annotating text, images, audio and video to train and evaluate models.",
  },
  {
    name: "Ollama",
    url: "https://ollama.com/",
    description:
      "A tool for downloading and running open-weight language models locally behind a simple API.",
  },
  {
    name: "Apache Airflow",
    url: "https://airflow.apache.org/",
    description:
      "A workflow orchestrator that schedules and monitors data pipelines defined as Python code.",
    aliases: ["Airflow"],
  },
  {
    name: "dbt",
    url: "https://www.getdbt.com/",
    description:
      "A transformation tool that turns SQL select statements into tested, documented models inside the data warehouse.",
  },
  {
    name: "Metabase",
    url: "https://www.metabase.com/",
    description:
      "An open-source business intelligence tool for asking questions of data and sharing dashboards without writing SQL.",
  },
  {
    name: "Tableau",
    url: "https://www.tableau.com/",
    description:
      "A visual analytics tool for exploring data and publishing interactive dashboards, now part of Salesforce.",
  },
  {
    name: "n8n",
    url: "https://n8n.io/",
    description:
      "A workflow automation tool with a visual editor, self-hostable and extensible with code and AI nodes.",
  },
  {
    name: "Hardhat",
    url: "https://hardhat.org/",
    description:
      "An Ethereum development environment for compiling, testing, debugging and deploying Solidity smart contracts.",
  },
  {
    name: "Foundry",
    url: "https://getfoundry.sh/",
    description:
      "A fast Ethereum development toolkit written in Rust, with tests and scripts written in Solidity.",
  },
]);
