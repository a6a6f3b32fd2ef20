import { inCategory } from "./types.ts";

/** Application, UI, data-processing, machine-learning and test frameworks. */
export const frameworks = inCategory("framework", [
  {
    name: "Next.js",
    url: "https://nextjs.org/",
    description:
      "A React framework from Vercel with server rendering, static generation, file-based routing and React Server Components.",
  },
  {
    name: "Vue.js",
    url: "https://vuejs.org/",
    description:
      "A progressive JavaScript framework for user interfaces that scales from a single widget to a full single-page application.",
    aliases: ["Vue"],
  },
  {
    name: "Angular",
    url: "https://angular.dev/",
    description:
      "Google's full-featured TypeScript framework for large web applications, with routing, forms, dependency injection and signals built in.",
  },
  {
    name: "Nuxt",
    url: "https://nuxt.com/",
    description:
      "A Vue framework for server-rendered and statically generated sites with file-based routing and data fetching.",
  },
  {
    name: "Svelte",
    url: "https://svelte.dev/",
    description:
      "A component framework that compiles components into small, efficient JavaScript instead of shipping a virtual DOM runtime.",
  },
  {
    name: "React Router",
    url: "https://reactrouter.com/",
    description:
      "Routing for React that also works as a full-stack framework with loaders, actions and server rendering.",
  },
  {
    name: "Astro",
    url: "https://astro.build/",
    description:
      "A content-focused web framework that ships no JavaScript by default and hydrates interactive islands only where needed.",
  },
  {
    name: "Tailwind CSS",
    url: "https://tailwindcss.com/",
    description:
      "A utility-first CSS framework that styles elements with small composable classes and generates only the CSS a project uses.",
  },
  {
    name: "Bootstrap",
    url: "https://getbootstrap.com/",
    description:
      "A widely used CSS and JavaScript toolkit of responsive grid layouts and ready-made interface components.",
  },
  {
    name: "Express",
    url: "https://expressjs.com/",
    description:
      "A minimal, flexible Node.js web framework for building HTTP APIs and server-rendered sites.",
  },
  {
    name: "NestJS",
    url: "https://nestjs.com/",
    description:
      "A structured Node.js framework written in TypeScript, with modules and dependency injection in the style of Angular.",
  },
  {
    name: "Fastify",
    url: "https://fastify.dev/",
    description:
      "A low-overhead Node.js web framework with schema-based validation and an encapsulated plugin system.",
  },
  {
    name: "Hono",
    url: "https://hono.dev/",
    description:
      "A small, fast web framework built on web-standard Request and Response objects, running on Node.js, Bun, Deno and edge runtimes.",
  },
  {
    name: "Django",
    url: "https://www.djangoproject.com/",
    description:
      "A batteries-included Python web framework with an ORM, an admin interface, authentication and strong security defaults.",
  },
  {
    name: "Flask",
    url: "https://flask.palletsprojects.com/",
    description:
      "A lightweight Python web framework that provides routing and templates and leaves other choices to extensions.",
  },
  {
    name: "FastAPI",
    url: "https://fastapi.tiangolo.com/",
    description:
      "A Python framework for building APIs from type hints, with automatic request validation and OpenAPI documentation.",
  },
  {
    name: "Ruby on Rails",
    url: "https://rubyonrails.org/",
    description:
      "A convention-over-configuration web framework for Ruby that made rapid full-stack development mainstream.",
  },
  {
    name: "Laravel",
    url: "https://laravel.com/",
    description:
      "An expressive PHP framework with routing, an ORM, queues and authentication for building web applications.",
  },
  {
    name: "Spring Boot",
    url: "https://spring.io/projects/spring-boot",
    description:
      "An opinionated way to build production-ready Java and Kotlin services on the Spring Framework with little configuration.",
  },
  {
    name: "ASP.NET Core",
    url: "https://learn.microsoft.com/en-us/aspnet/core/",
    description:
      "Microsoft's cross-platform framework for web APIs, web applications and real-time services on .NET.",
  },
  {
    name: "React Native",
    url: "https://reactnative.dev/",
    description:
      "A framework for building native iOS and Android apps with React and JavaScript or TypeScript.",
  },
  {
    name: "Flutter",
    url: "https://flutter.dev/",
    description:
      "Google's UI toolkit for natively compiled mobile, web and desktop apps from a single Dart codebase.",
  },
  {
    name: "Expo",
    url: "https://expo.dev/",
    description:
      "A framework and set of cloud services around React Native that simplify building, updating and publishing mobile apps.",
  },
  {
    name: "SwiftUI",
    url: "https://developer.apple.com/xcode/swiftui/",
    description:
      "Apple's declarative framework for building user interfaces across iOS, macOS, watchOS and visionOS in Swift.",
  },
  {
    name: "Jetpack Compose",
    url: "https://developer.android.com/compose",
    description:
      "Android's modern declarative toolkit for building native user interfaces in Kotlin.",
  },
  {
    name: "Kotlin Multiplatform",
    url: "https://kotlinlang.org/docs/multiplatform.html",
    description:
      "Technology for sharing Kotlin business logic across Android, iOS, desktop and web while keeping native user interfaces.",
  },
  {
    name: ".NET MAUI",
    url: "https://learn.microsoft.com/en-us/dotnet/maui/",
    description:
      "Microsoft's cross-platform framework for native mobile and desktop apps written in C# and XAML.",
  },
  {
    name: "Electron",
    url: "https://www.electronjs.org/",
    description:
      "A framework for cross-platform desktop apps written in JavaScript, HTML and CSS on top of Chromium and Node.js.",
  },
  {
    name: "Tauri",
    url: "https://tauri.app/",
    description:
      "A framework for small, secure desktop and mobile apps that pairs a web front end with a Rust core.",
  },
  {
    name: "ARKit",
    url: "https://developer.apple.com/augmented-reality/arkit/",
    description:
      "Apple's augmented reality framework for iPhone and iPad, with motion tracking, plane detection and scene understanding.",
  },
  {
    name: "PyTorch",
    url: "https://pytorch.org/",
    description:
      "An open-source deep learning framework with eager execution and a Pythonic API, used for much of modern AI research and production.",
  },
  {
    name: "TensorFlow",
    url: "https://www.tensorflow.org/",
    description:
      "Google's end-to-end machine learning framework for training and deploying models on servers, mobile devices and the web.",
  },
  {
    name: "LangChain",
    url: "https://www.langchain.com/",
    description:
      "A framework for applications built on large language models, with components for prompts, tool calling, agents and retrieval.",
  },
  {
    name: "LlamaIndex",
    url: "https://www.llamaindex.ai/",
    description:
      "A data framework that connects large language models to private documents through ingestion, indexing and retrieval pipelines.",
  },
  {
    name: "Apache Spark",
    url: "https://spark.apache.org/",
    description:
      "A distributed engine for large-scale batch and streaming data processing, SQL analytics and machine learning.",
    aliases: ["Spark"],
  },
  {
    name: "Apache Flink",
    url: "https://flink.apache.org/",
    description:
      "A stream processing framework for stateful, low-latency computations over unbounded and bounded data streams.",
    aliases: ["Flink"],
  },
  {
    name: "Apache Hadoop",
    url: "https://hadoop.apache.org/",
    description:
      "A framework for distributed storage (HDFS) and batch processing on commodity clusters, now largely succeeded by cloud data platforms.",
    aliases: ["Hadoop", "HDFS", "Apache Hadoop HDFS"],
  },
  {
    name: "ROS 2",
    url: "https://docs.ros.org/",
    description:
      "The second generation of the Robot Operating System, an open-source framework of libraries and tools for robot software.",
  },
  {
    name: "Serverless Framework",
    url: "https://www.serverless.com/",
    description:
      "A framework for defining, deploying and operating serverless applications on AWS Lambda and other function platforms.",
  },
  {
    name: "Jest",
    url: "https://jestjs.io/",
    description:
      "A JavaScript testing framework with built-in assertions, mocking, snapshot testing and coverage reports.",
  },
  {
    name: "Vitest",
    url: "https://vitest.dev/",
    description:
      "A fast test framework powered by Vite for JavaScript and TypeScript, with a Jest-compatible API.",
  },
  {
    name: "pytest",
    url: "https://docs.pytest.org/",
    description:
      "Python's most popular testing framework, with plain assert statements, fixtures and a rich plugin ecosystem.",
  },
]);
