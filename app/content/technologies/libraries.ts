import { inCategory } from "./types.ts";

/** Libraries a project imports: UI, state, data, machine learning, persistence, testing. */
export const libraries = inCategory("library", [
  {
    name: "React",
    url: "https://react.dev/",
    description:
      "A JavaScript library for building user interfaces from composable components, rendered in the browser and on the server.",
  },
  {
    name: "Redux",
    url: "https://redux.js.org/",
    description:
      "A predictable state container for JavaScript applications, used today mostly through Redux Toolkit.",
  },
  {
    name: "TanStack Query",
    url: "https://tanstack.com/query/latest",
    description:
      "A data-fetching and caching library that keeps server state in sync in React, Vue, Svelte and Solid applications.",
    aliases: ["React Query"],
  },
  {
    name: "jQuery",
    url: "https://jquery.com/",
    description:
      "A JavaScript library that simplified DOM manipulation and AJAX before modern browser APIs, still common in older sites.",
  },
  {
    name: "Radix UI",
    url: "https://www.radix-ui.com/",
    description:
      "Unstyled, accessible React primitives such as dialogs, menus and tabs for building design systems.",
  },
  {
    name: "shadcn/ui",
    url: "https://ui.shadcn.com/",
    description:
      "Accessible React components built on Radix and Tailwind CSS that are copied into a project instead of installed as a dependency.",
  },
  {
    name: "Material UI",
    url: "https://mui.com/",
    description:
      "A comprehensive React component library that implements Google's Material Design.",
  },
  {
    name: "React Hook Form",
    url: "https://react-hook-form.com/",
    description:
      "A performant forms library for React built on uncontrolled inputs, with adapters for schema validators.",
  },
  {
    name: "Zod",
    url: "https://zod.dev/",
    description:
      "A TypeScript-first schema library that validates data at runtime and infers static types from the same schema.",
  },
  {
    name: "RxJS",
    url: "https://rxjs.dev/",
    description:
      "A library for reactive programming with observable streams and operators, used heavily in Angular.",
  },
  {
    name: "Axios",
    url: "https://axios-http.com/",
    description:
      "A promise-based HTTP client for browsers and Node.js with interceptors and request cancellation.",
  },
  {
    name: "Socket.IO",
    url: "https://socket.io/",
    description:
      "A library for real-time, bidirectional messaging between browsers and servers, with automatic reconnection and rooms.",
  },
  {
    name: "D3.js",
    url: "https://d3js.org/",
    description:
      "A library for custom, data-driven visualisations that binds data to SVG, Canvas and HTML elements.",
  },
  {
    name: "Chart.js",
    url: "https://www.chartjs.org/",
    description: "A simple library for responsive, animated charts drawn on the HTML canvas.",
  },
  {
    name: "Three.js",
    url: "https://threejs.org/",
    description:
      "A JavaScript library for 3D graphics in the browser, built on WebGL with a WebGPU renderer.",
  },
  {
    name: "Babylon.js",
    url: "https://www.babylonjs.com/",
    description:
      "A web rendering engine for 3D games and experiences with physics, WebXR support and a visual node editor.",
  },
  {
    name: "ethers.js",
    url: "https://docs.ethers.org/",
    description:
      "A compact JavaScript library for talking to Ethereum nodes, wallets and smart contracts.",
  },
  {
    name: "OpenZeppelin Contracts",
    url: "https://docs.openzeppelin.com/contracts",
    description:
      "A library of audited, reusable Solidity contracts for tokens, access control and upgradeable deployments.",
  },
  {
    name: "Pandas",
    url: "https://pandas.pydata.org/",
    description:
      "Python's standard tool for tabular data analysis, built around the DataFrame for cleaning, joining and aggregating data.",
  },
  {
    name: "NumPy",
    url: "https://numpy.org/",
    description:
      "The foundation of numerical computing in Python, providing fast n-dimensional arrays and linear algebra.",
  },
  {
    name: "Polars",
    url: "https://pola.rs/",
    description:
      "A fast DataFrame library written in Rust, with lazy query optimisation and Python bindings.",
  },
  {
    name: "scikit-learn",
    url: "https://scikit-learn.org/",
    description:
      "Python's classic machine learning library for classification, regression, clustering and model evaluation.",
  },
  {
    name: "Keras",
    url: "https://keras.io/",
    description: "A high-level deep learning API that runs on top of JAX, TensorFlow or PyTorch.",
  },
  {
    name: "JAX",
    url: "https://github.com/jax-ml/jax",
    description:
      "A Python library for high-performance numerical computing with automatic differentiation and compilation for GPUs and TPUs.",
  },
  {
    name: "XGBoost",
    url: "https://xgboost.readthedocs.io/",
    description:
      "An optimised gradient boosting library that remains a strong choice for prediction on tabular data.",
  },
  {
    name: "Hugging Face Transformers",
    url: "https://huggingface.co/docs/transformers",
    description:
      "A library of pretrained transformer models for text, vision and audio with one API for inference and fine-tuning.",
  },
  {
    name: "OpenCV",
    url: "https://opencv.org/",
    description:
      "An open-source computer vision library for image processing, object detection and camera calibration.",
  },
  {
    name: "spaCy",
    url: "https://spacy.io/",
    description:
      "A production-oriented natural language processing library for Python with fast tokenisation, tagging and entity recognition.",
  },
  {
    name: "Whisper",
    url: "https://github.com/openai/whisper",
    description:
      "OpenAI's open-source speech recognition model and Python package for transcription and translation across many languages.",
  },
  {
    name: "Pydantic",
    url: "https://docs.pydantic.dev/",
    description:
      "Data validation for Python driven by type hints, widely used for settings and API models.",
  },
  {
    name: "SQLAlchemy",
    url: "https://www.sqlalchemy.org/",
    description:
      "Python's SQL toolkit and object-relational mapper, offering both a query builder and a full ORM.",
  },
  {
    name: "Celery",
    url: "https://docs.celeryq.dev/",
    description:
      "A distributed task queue for Python that runs background and scheduled jobs on workers through brokers such as RabbitMQ or Redis.",
  },
  {
    name: "Prisma",
    url: "https://www.prisma.io/",
    description:
      "A TypeScript ORM with its own schema language, a generated type-safe client and migrations.",
  },
  {
    name: "Drizzle ORM",
    url: "https://orm.drizzle.team/",
    description:
      "A lightweight TypeScript ORM whose queries read like SQL and whose schema yields fully typed results.",
    aliases: ["Drizzle"],
  },
  {
    name: "Hibernate",
    url: "https://hibernate.org/",
    description:
      "A widely used object-relational mapper for Java and an implementation of Jakarta Persistence.",
  },
  {
    name: "Testing Library",
    url: "https://testing-library.com/",
    description:
      "A family of testing utilities that find elements the way users do, by role, label and text.",
  },
  {
    name: "Testcontainers",
    url: "https://testcontainers.com/",
    description:
      "A library that starts real databases and services in throwaway Docker containers for integration tests.",
  },
  {
    name: "axe-core",
    url: "https://github.com/dequelabs/axe-core",
    description:
      "Deque's open-source accessibility engine that checks rendered pages against WCAG rules in tests and browsers.",
  },
]);
