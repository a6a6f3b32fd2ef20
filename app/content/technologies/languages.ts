import { inCategory } from "./types.ts";

/** Programming, query, markup, style and configuration languages. */
export const languages = inCategory("language", [
  {
    name: "JavaScript",
    url: "https://developer.mozilla.org/en-US/docs/Web/JavaScript",
    description:
      "The programming language of the web browser, also used on servers through runtimes such as Node.js, Deno and Bun.",
  },
  {
    name: "TypeScript",
    url: "https://www.typescriptlang.org/",
    description:
      "JavaScript with a static type system that catches mistakes before the code runs and powers editor tooling, compiled to plain JavaScript.",
  },
  {
    name: "Python",
    url: "https://www.python.org/",
    description:
      "A readable general-purpose language that leads in data science, machine learning and scripting, with a vast package ecosystem.",
  },
  {
    name: "Java",
    url: "https://dev.java/",
    description:
      "A statically typed, object-oriented language on the Java Virtual Machine and a long-standing backbone of enterprise back ends.",
  },
  {
    name: "Kotlin",
    url: "https://kotlinlang.org/",
    description:
      "A concise, null-safe language from JetBrains, Google's preferred language for Android and increasingly used on JVM servers.",
  },
  {
    name: "Swift",
    url: "https://www.swift.org/",
    description:
      "Apple's compiled, memory-safe language for iOS, macOS, watchOS and visionOS apps, also usable on Linux servers.",
  },
  {
    name: "Go",
    url: "https://go.dev/",
    description:
      "A compiled language from Google with built-in concurrency and fast builds, widely used for cloud services and infrastructure tools.",
    aliases: ["Golang"],
  },
  {
    name: "Rust",
    url: "https://www.rust-lang.org/",
    description:
      "A systems language that guarantees memory safety without a garbage collector, used for performance-critical services, tooling and blockchains.",
  },
  {
    name: "C++",
    url: "https://isocpp.org/",
    description:
      "A high-performance compiled language used for game engines, embedded systems, robotics and latency-sensitive software.",
  },
  {
    name: "C",
    description:
      "The low-level compiled language behind operating systems, firmware and many language runtimes, still central to embedded development.",
  },
  {
    name: "C#",
    url: "https://learn.microsoft.com/en-us/dotnet/csharp/",
    description:
      "Microsoft's object-oriented language for .NET, used for web APIs, desktop software and Unity games.",
  },
  {
    name: "Dart",
    url: "https://dart.dev/",
    description:
      "A client-optimised language from Google that compiles to native code and JavaScript, and the language of Flutter.",
  },
  {
    name: "PHP",
    url: "https://www.php.net/",
    description:
      "A server-side scripting language behind a large share of the web, including WordPress, WooCommerce, Magento and Laravel.",
  },
  {
    name: "Ruby",
    url: "https://www.ruby-lang.org/en/",
    description:
      "A dynamic language designed for programmer happiness, best known as the language of Ruby on Rails.",
  },
  {
    name: "Scala",
    url: "https://www.scala-lang.org/",
    description:
      "A JVM language that blends object-oriented and functional programming, and the language Apache Spark is written in.",
  },
  {
    name: "Elixir",
    url: "https://elixir-lang.org/",
    description:
      "A functional language on the Erlang virtual machine, built for fault-tolerant, highly concurrent systems.",
  },
  {
    name: "SQL",
    description:
      "The declarative language for querying and changing data in relational databases such as PostgreSQL, MySQL and SQL Server.",
  },
  {
    name: "HTML",
    url: "https://developer.mozilla.org/en-US/docs/Web/HTML",
    description:
      "The markup language that gives web pages their structure and meaning, and the foundation of accessible interfaces.",
  },
  {
    name: "CSS",
    url: "https://developer.mozilla.org/en-US/docs/Web/CSS",
    description:
      "The style sheet language that controls the layout, typography and visual design of web pages.",
  },
  {
    name: "Sass",
    url: "https://sass-lang.com/",
    description:
      "A style sheet language that adds variables, nesting and mixins to CSS and compiles to plain CSS.",
  },
  {
    name: "GraphQL",
    url: "https://graphql.org/",
    description:
      "A query language and runtime for APIs that lets clients request exactly the fields they need in a single round trip.",
  },
  {
    name: "Solidity",
    url: "https://soliditylang.org/",
    description:
      "A statically typed language for writing smart contracts that run on the Ethereum Virtual Machine.",
  },
  {
    name: "Liquid",
    url: "https://shopify.github.io/liquid/",
    description:
      "Shopify's open-source template language, used to build Shopify themes and render store content safely.",
  },
  {
    name: "Bicep",
    url: "https://learn.microsoft.com/en-us/azure/azure-resource-manager/bicep/",
    description:
      "A declarative language from Microsoft for defining Azure infrastructure, compiled to Azure Resource Manager templates.",
  },
  {
    name: "HCL",
    url: "https://github.com/hashicorp/hcl",
    description:
      "HashiCorp Configuration Language, the declarative syntax used to describe infrastructure in Terraform and other HashiCorp tools.",
  },
  {
    name: "R",
    url: "https://www.r-project.org/",
    description:
      "A language and environment for statistical computing and graphics, popular in research and analytics teams.",
  },
  {
    name: "Bash",
    url: "https://www.gnu.org/software/bash/",
    description:
      "The default shell on most Linux systems, used for scripts that automate builds, deployments and server tasks.",
  },
  {
    name: "Objective-C",
    description:
      "The object-oriented C dialect that preceded Swift on Apple platforms and still appears in older iOS and macOS code.",
  },
]);
