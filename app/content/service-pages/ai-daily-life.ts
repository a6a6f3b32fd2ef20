import type { ServicePageData } from "./types";

/** /services/ai-daily-life: AI assistants and automations for everyday work. */
const page = {
  slug: "ai-daily-life",
  title: "AI Daily Life",
  description:
    "AI assistants and automations for everyday work: inbox triage, meeting notes, scheduling and document drafting, wired into the tools your team already uses. Every assistant is private by design, keeps a person in charge of anything it sends, and is measured on the hours it actually saves.",
  shortDescription: "AI assistants and automations that take the busywork out of everyday tasks.",
  technologies: [
    "OpenAI API",
    "Claude API",
    "Gemini API",
    "Azure OpenAI",
    "Whisper",
    "LangChain",
    "LlamaIndex",
    "Model Context Protocol",
    "Ollama",
    "n8n",
    "Zapier",
    "Power Automate",
    "Microsoft Graph",
    "Microsoft 365",
    "Google Workspace",
    "Salesforce",
    "Python",
    "TypeScript",
    "FastAPI",
    "Pinecone",
    "PostgreSQL",
    "OAuth 2.0",
  ],
  technologyTitle: "Assistant and automation technologies we work with",
  technologyDescription:
    "Language and speech models connected to your email, calendar, documents and chat through official APIs and workflow tools. We use the platforms your team already licenses first, and add custom code only where they stop.",
  services: [
    {
      title: "Email and Inbox Assistants",
      description:
        "Assistants that sort, summarise and draft replies to incoming email, so people spend their time on the messages that need them.",
      icon: "Mail",
      features: [
        "Priority sorting and labelling by topic and urgency",
        "Daily digest of threads that need a decision",
        "Reply drafts in your tone, never sent without approval",
        "Attachment extraction into your CRM or ticketing tool",
        "Follow-up reminders for unanswered threads",
        "Works with Outlook and Gmail through official APIs",
      ],
    },
    {
      title: "Meeting Notes and Action Items",
      description:
        "Transcripts, summaries and action items from every meeting, filed where your team will find them.",
      icon: "Mic",
      features: [
        "Speech-to-text with speaker labels",
        "Summaries with decisions and open questions",
        "Action items assigned to owners with due dates",
        "Tasks created in Jira, Asana or Planner",
        "Searchable archive of past meetings",
        "Consent notices and configurable retention",
      ],
    },
    {
      title: "Scheduling and Calendar Automation",
      description:
        "An assistant that finds times, books rooms and prepares people for their meetings without back-and-forth email.",
      icon: "CalendarClock",
      features: [
        "Availability matching across time zones",
        "Booking links tied to working hours and focus time",
        "Pre-meeting briefs with the latest emails and documents",
        "Automatic rescheduling when plans change",
        "Travel-time and buffer rules",
      ],
    },
    {
      title: "Document Drafting and Summaries",
      description:
        "First drafts of proposals, reports and policies built from your own templates and sources, ready for a person to edit and approve.",
      icon: "FileText",
      features: [
        "Drafts from approved templates and brand guidelines",
        "Summaries of long reports, contracts and research",
        "Answers with citations to your shared drives",
        "Translation and tone adjustment",
        "Version history and reviewer sign-off",
        "Sensitive-content checks before sharing",
        "Word, Google Docs and PDF output",
      ],
    },
    {
      title: "Workflow Automation",
      description:
        "Repetitive multi-step tasks, such as onboarding a client or processing an expense, handled end to end by an automation with an AI step where judgement is needed.",
      icon: "Workflow",
      features: [
        "n8n, Zapier and Power Automate workflows",
        "AI classification and extraction steps",
        "Approvals in Teams, Slack or email",
        "Error handling with alerts and retries",
        "Audit log of every automated action",
        "Dashboards showing hours saved per workflow",
      ],
    },
    {
      title: "Personal and Team Knowledge Assistants",
      description:
        "A chat assistant that knows your team's documents, policies and past decisions, available in the chat tool people already use.",
      icon: "BotMessageSquare",
      features: [
        "Answers from your wiki, drives and tickets",
        "Respects existing document permissions",
        "Available in Microsoft Teams, Slack or the browser",
        "Connects to internal tools through the Model Context Protocol",
        "On-premises or private-cloud models on request",
        "Usage analytics and feedback loop",
      ],
    },
  ],
  features: [
    "Built on the tools you already use: Microsoft 365, Google Workspace, Slack and your CRM",
    "A person approves anything sent, signed or deleted on their behalf",
    "Private by design: your data is not used to train third-party models",
    "Single sign-on and least-privilege API permissions",
    "Hours saved measured per assistant and per workflow",
    "Training and short guides so every team member can use them",
  ],
  benefits: [
    "Several hours a week returned to each person for higher-value work",
    "Fewer dropped follow-ups and missed action items",
    "Faster first drafts without losing your voice or review steps",
    "Consistent processes that do not depend on one person's memory",
    "Specialists matched in 48 hours, backed by our 30-day satisfaction guarantee",
  ],
  process: [
    {
      step: 1,
      title: "Workflow Discovery",
      description:
        "We shadow a few typical days, list the repetitive tasks and estimate the time each costs, then pick the ones with the best return.",
    },
    {
      step: 2,
      title: "Prototype with Real Users",
      description:
        "A working assistant for one workflow is tried by a small group within two weeks, with their feedback shaping the next version.",
    },
    {
      step: 3,
      title: "Secure Roll-out",
      description:
        "We connect the assistant to production accounts with single sign-on and minimal permissions, then roll it out team by team with training.",
    },
    {
      step: 4,
      title: "Measure and Improve",
      description:
        "We track hours saved, accuracy and adoption, tune prompts and automations monthly, and add the next workflows.",
    },
  ],
  faqs: [
    {
      question: "How quickly can we start using an assistant?",
      answer:
        "A simple assistant or automation for one workflow typically takes 2-4 weeks from discovery to daily use. A complex roll-out across several teams and systems typically takes 2-6 months, delivered workflow by workflow so people benefit from the first month.",
    },
    {
      question: "Will the assistant send emails or make changes on its own?",
      answer:
        "Only if you decide it should. By default an assistant drafts and suggests, and a person approves anything that is sent, signed, paid or deleted. Low-risk actions, such as filing an email or creating a task, can be automated once you trust them.",
    },
    {
      question: "Is our email and document data kept private?",
      answer:
        "Yes. We connect through official APIs with single sign-on and the smallest permissions needed, use model providers that do not train on your data or run models in your own cloud, and log every access. Designs follow GDPR and ISO 27001 practices.",
    },
    {
      question: "Do we need Microsoft 365 or Google Workspace?",
      answer:
        "No, but they make things easier. We integrate with both through Microsoft Graph and the Google Workspace APIs, and also with Slack, Zoom, common CRMs and ticketing tools. If a tool has an API, an assistant can usually work with it.",
    },
    {
      question: "How do you measure whether it is worth it?",
      answer:
        "We record how long each task takes before the assistant and track time saved, accuracy and usage afterwards, reported monthly per workflow. If a workflow does not save time, we change it or switch it off.",
    },
  ],
  externalResources: [
    {
      title: "Microsoft Graph Documentation",
      description: "The API for mail, calendars, files and Teams in Microsoft 365.",
      url: "https://learn.microsoft.com/en-us/graph/overview",
      category: "documentation",
      icon: "BookOpen",
    },
    {
      title: "Google Workspace Developer Documentation",
      description: "APIs for Gmail, Calendar, Drive and Docs, with authentication guides.",
      url: "https://developers.google.com/workspace",
      category: "documentation",
      icon: "Code",
    },
    {
      title: "n8n Documentation",
      description:
        "How to build, self-host and secure workflows in the open-source automation tool.",
      url: "https://docs.n8n.io/",
      category: "tools",
      icon: "Workflow",
    },
    {
      title: "Model Context Protocol",
      description:
        "The open protocol for connecting AI assistants to tools and data sources in a consistent way.",
      url: "https://modelcontextprotocol.io/",
      category: "standards",
      icon: "Plug",
    },
    {
      title: "OWASP Top 10 for LLM Applications",
      description:
        "Security risks to check before connecting a language model to email, files and business tools.",
      url: "https://owasp.org/www-project-top-10-for-large-language-model-applications/",
      category: "security",
      icon: "ShieldCheck",
    },
    {
      title: "Internal assistant adoption guide",
      description: "Shared with clients during roll-out; not published on the web.",
      category: "research",
    },
  ],
  blogCategoryIds: ["ai-ml"],
  blogTags: ["AI Assistants", "LLM", "RAG"],
  jobCategoryIds: ["data-ai", "engineering"],
  jobTags: ["LLMs", "Prompt Design"],
  contactDialog: { pageType: "ai-daily-life", defaultService: "ai-data-services" },
  industryUseCases: [
    {
      title: "Professional Services",
      description:
        "Meeting notes, proposal drafts and time-entry reminders for consultants, lawyers and accountants.",
    },
    {
      title: "Healthcare Administration",
      description:
        "Appointment scheduling, referral letter drafts and inbox triage for clinics, with patient data kept private.",
    },
    {
      title: "Real Estate",
      description:
        "Lead replies, viewing scheduling and property descriptions drafted from listing data.",
    },
    {
      title: "Sales Teams",
      description:
        "Call summaries logged to the CRM, follow-up email drafts and pre-meeting account briefs.",
    },
    {
      title: "Small Businesses",
      description:
        "An affordable assistant for email, invoices and bookings that saves owners several hours each week.",
    },
  ],
} satisfies ServicePageData;

export default page;
