/**
 * AI tools shown in the hero's orbit widget: the tools Quillstack engineers are trained on.
 * Names are plain text (no logos). The figures are Quillstack's marketing figures from client
 * engagements that use the tool, not claims made by or about the vendors.
 */

export type Expertise = "Expert" | "Advanced";

/** The four figures of a tool, in percent. */
export type VendorMetric = "productivityBoost" | "codeQuality" | "timeSavings" | "costReduction";

export interface AiVendor {
  id: string;
  name: string;
  /** What kind of tool it is, e.g. "Coding assistant". */
  category: string;
  /** Percentages (0-100). */
  productivityBoost: number;
  codeQuality: number;
  timeSavings: number;
  costReduction: number;
  useCases: readonly [string, string, string];
  expertise: Expertise;
}

export const aiVendors: readonly AiVendor[] = [
  // Orbit 1 (inner): foundation models.
  {
    id: "openai",
    name: "OpenAI",
    category: "Foundation models",
    productivityBoost: 48,
    codeQuality: 96,
    timeSavings: 42,
    costReduction: 38,
    useCases: ["Chat assistants", "Document summarisation", "Function calling"],
    expertise: "Expert",
  },
  {
    id: "gemini",
    name: "Gemini",
    category: "Foundation models",
    productivityBoost: 44,
    codeQuality: 95,
    timeSavings: 40,
    costReduction: 36,
    useCases: ["Multimodal search", "Data extraction", "Workspace automation"],
    expertise: "Expert",
  },
  {
    id: "anthropic",
    name: "Claude",
    category: "Foundation models",
    productivityBoost: 52,
    codeQuality: 97,
    timeSavings: 45,
    costReduction: 40,
    useCases: ["Code review", "Long-document analysis", "Agentic workflows"],
    expertise: "Expert",
  },
  {
    id: "llama",
    name: "Llama",
    category: "Open-weight models",
    productivityBoost: 38,
    codeQuality: 93,
    timeSavings: 35,
    costReduction: 52,
    useCases: ["Private deployments", "Fine-tuning", "On-device inference"],
    expertise: "Advanced",
  },
  // Orbit 2: coding assistants.
  {
    id: "tabnine",
    name: "Tabnine",
    category: "Coding assistant",
    productivityBoost: 36,
    codeQuality: 94,
    timeSavings: 32,
    costReduction: 30,
    useCases: ["Private code completion", "Team conventions", "Air-gapped setups"],
    expertise: "Advanced",
  },
  {
    id: "cursor",
    name: "Cursor",
    category: "AI code editor",
    productivityBoost: 58,
    codeQuality: 95,
    timeSavings: 48,
    costReduction: 43,
    useCases: ["Multi-file refactors", "Codebase Q&A", "Feature scaffolding"],
    expertise: "Expert",
  },
  {
    id: "amazon-q",
    name: "Amazon Q",
    category: "Cloud coding assistant",
    productivityBoost: 42,
    codeQuality: 95,
    timeSavings: 39,
    costReduction: 37,
    useCases: ["AWS infrastructure code", "Java upgrades", "Security scans"],
    expertise: "Advanced",
  },
  {
    id: "copilot",
    name: "Copilot",
    category: "Coding assistant",
    productivityBoost: 55,
    codeQuality: 96,
    timeSavings: 46,
    costReduction: 41,
    useCases: ["Code completion", "Unit test generation", "Pull request summaries"],
    expertise: "Expert",
  },
  // Orbit 3: frameworks and data.
  {
    id: "langchain",
    name: "LangChain",
    category: "LLM framework",
    productivityBoost: 46,
    codeQuality: 94,
    timeSavings: 41,
    costReduction: 35,
    useCases: ["RAG pipelines", "Tool-using agents", "Prompt orchestration"],
    expertise: "Expert",
  },
  {
    id: "llamaindex",
    name: "LlamaIndex",
    category: "Data framework",
    productivityBoost: 43,
    codeQuality: 94,
    timeSavings: 40,
    costReduction: 34,
    useCases: ["Knowledge bases", "Document parsing", "Structured retrieval"],
    expertise: "Advanced",
  },
  {
    id: "pinecone",
    name: "Pinecone",
    category: "Vector database",
    productivityBoost: 35,
    codeQuality: 95,
    timeSavings: 33,
    costReduction: 31,
    useCases: ["Semantic search", "Recommendations", "Long-term agent memory"],
    expertise: "Advanced",
  },
  {
    id: "hugging-face",
    name: "Hugging Face",
    category: "Model hub",
    productivityBoost: 40,
    codeQuality: 93,
    timeSavings: 37,
    costReduction: 45,
    useCases: ["Model selection", "Fine-tuning", "Inference endpoints"],
    expertise: "Expert",
  },
  // Orbit 4 (outer): model platforms.
  {
    id: "mistral",
    name: "Mistral",
    category: "Foundation models",
    productivityBoost: 39,
    codeQuality: 93,
    timeSavings: 36,
    costReduction: 50,
    useCases: ["EU-hosted assistants", "Code generation", "Classification"],
    expertise: "Advanced",
  },
  {
    id: "vertex-ai",
    name: "Vertex AI",
    category: "ML platform",
    productivityBoost: 41,
    codeQuality: 95,
    timeSavings: 38,
    costReduction: 36,
    useCases: ["Managed training", "Model serving", "Pipelines"],
    expertise: "Advanced",
  },
  {
    id: "ollama",
    name: "Ollama",
    category: "Local model runtime",
    productivityBoost: 32,
    codeQuality: 92,
    timeSavings: 30,
    costReduction: 55,
    useCases: ["Local prototyping", "Offline assistants", "Privacy-first tools"],
    expertise: "Advanced",
  },
  {
    id: "cohere",
    name: "Cohere",
    category: "Enterprise models",
    productivityBoost: 37,
    codeQuality: 94,
    timeSavings: 34,
    costReduction: 39,
    useCases: ["Re-ranking", "Multilingual search", "Enterprise RAG"],
    expertise: "Advanced",
  },
  // Beyond the orbits: listed under the widget.
  {
    id: "windsurf",
    name: "Windsurf",
    category: "AI code editor",
    productivityBoost: 50,
    codeQuality: 94,
    timeSavings: 44,
    costReduction: 40,
    useCases: ["Agentic coding", "Legacy code navigation", "Rapid prototyping"],
    expertise: "Advanced",
  },
  {
    id: "perplexity",
    name: "Perplexity",
    category: "AI research",
    productivityBoost: 33,
    codeQuality: 92,
    timeSavings: 40,
    costReduction: 28,
    useCases: ["Technical research", "Vendor comparisons", "Cited answers"],
    expertise: "Advanced",
  },
  {
    id: "weights-biases",
    name: "Weights & Biases",
    category: "MLOps",
    productivityBoost: 34,
    codeQuality: 97,
    timeSavings: 38,
    costReduction: 29,
    useCases: ["Experiment tracking", "LLM evaluation", "Model registry"],
    expertise: "Advanced",
  },
  {
    id: "azure-openai",
    name: "Azure AI",
    category: "Cloud AI platform",
    productivityBoost: 45,
    codeQuality: 96,
    timeSavings: 41,
    costReduction: 37,
    useCases: ["Enterprise copilots", "Compliant deployments", "Content safety"],
    expertise: "Expert",
  },
];

/**
 * The widget's layout: 4 orbits of 4 tags each, innermost first; the order above places them
 * (see ORBIT_OFFSETS in the widget) so that no two tags overlap at any point of the rotation.
 */
export const orbitCount = 4;
export const tagsPerOrbit = 4;

/** What the tools on each orbit have in common, innermost first (names the orbit's group). */
export const orbitNames = [
  "Foundation models",
  "Coding assistants",
  "Frameworks and data",
  "Model platforms",
] as const;
