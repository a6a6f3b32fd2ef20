/**
 * The /credits page: the open-source projects, resources, tools and people this website is built
 * with. Names and licences match the packages in package.json; links are text links, no logos.
 */
import { site } from "../site";

export interface Credit {
  name: string;
  description: string;
  /** SPDX identifier or short licence name; absent for people and teams. */
  license?: string;
  url?: string;
}

export interface CreditGroup {
  id: string;
  title: string;
  description: string;
  credits: readonly Credit[];
}

export const creditGroups: readonly CreditGroup[] = [
  {
    id: "frameworks",
    title: "Frameworks",
    description: "The frameworks and platform the site runs on, from the browser to the database.",
    credits: [
      {
        name: "React",
        description: "The user interface library every page is built with.",
        license: "MIT",
        url: "https://react.dev",
      },
      {
        name: "React Router",
        description: "Routing, server rendering, loaders and actions in framework mode.",
        license: "MIT",
        url: "https://reactrouter.com",
      },
      {
        name: "Vite",
        description: "The build tool and development server.",
        license: "MIT",
        url: "https://vite.dev",
      },
      {
        name: "Tailwind CSS",
        description: "The utility-first CSS framework behind the site's styles.",
        license: "MIT",
        url: "https://tailwindcss.com",
      },
      {
        name: "TypeScript",
        description: "Typed JavaScript, used for all code and content.",
        license: "Apache-2.0",
        url: "https://www.typescriptlang.org",
      },
      {
        name: "Node.js",
        description: "The JavaScript runtime on our servers.",
        license: "MIT",
        url: "https://nodejs.org",
      },
      {
        name: "Hono",
        description: "The small, fast web server in front of React Router.",
        license: "MIT",
        url: "https://hono.dev",
      },
      {
        name: "PostgreSQL",
        description: "The database holding articles, jobs, accounts and applications.",
        license: "PostgreSQL",
        url: "https://www.postgresql.org",
      },
      {
        name: "PGlite",
        description: "PostgreSQL in WebAssembly: the embedded database for development and tests.",
        license: "Apache-2.0",
        url: "https://pglite.dev",
      },
      {
        name: "Drizzle ORM",
        description: "Type-safe SQL queries and migrations.",
        license: "Apache-2.0",
        url: "https://orm.drizzle.team",
      },
      {
        name: "Better Auth",
        description: "Sign-up, sign-in, email verification and password reset.",
        license: "MIT",
        url: "https://better-auth.com",
      },
      {
        name: "Zod",
        description: "Schemas that validate every form on the browser and the server.",
        license: "MIT",
        url: "https://zod.dev",
      },
      {
        name: "Nodemailer",
        description: "Sends our emails.",
        license: "MIT-0",
        url: "https://nodemailer.com",
      },
    ],
  },
  {
    id: "ui-libraries",
    title: "UI libraries",
    description: "Components and rendering libraries that make pages accessible and readable.",
    credits: [
      {
        name: "Radix UI Primitives",
        description: "Accessible dialogs and menus.",
        license: "MIT",
        url: "https://www.radix-ui.com/primitives",
      },
      {
        name: "Lucide",
        description: "The icon set used across the site, through lucide-react.",
        license: "ISC",
        url: "https://lucide.dev",
      },
      {
        name: "Class Variance Authority",
        description: "Component variants for buttons and badges.",
        license: "Apache-2.0",
        url: "https://cva.style",
      },
      {
        name: "clsx",
        description: "Composing class names from conditions.",
        license: "MIT",
        url: "https://github.com/lukeed/clsx",
      },
      {
        name: "unified, remark and rehype",
        description: "Turn Markdown articles into safe, sanitised HTML.",
        license: "MIT",
        url: "https://unifiedjs.com",
      },
      {
        name: "highlight.js",
        description: "Syntax highlighting of code in articles, through rehype-highlight.",
        license: "BSD-3-Clause",
        url: "https://highlightjs.org",
      },
    ],
  },
  {
    id: "design-resources",
    title: "Design resources",
    description: "Type, patterns and guidelines the design follows.",
    credits: [
      {
        name: "Inter",
        description: "The typeface of the site, by Rasmus Andersson.",
        license: "OFL-1.1",
        url: "https://rsms.me/inter/",
      },
      {
        name: "Fontsource",
        description: "Self-hosted packaging of the Inter variable font.",
        license: "MIT",
        url: "https://fontsource.org",
      },
      {
        name: "shadcn/ui",
        description: "The component patterns our design system follows.",
        license: "MIT",
        url: "https://ui.shadcn.com",
      },
      {
        name: "Web Content Accessibility Guidelines 2.2",
        description: "The W3C accessibility standard we design and test against.",
        license: "W3C Document License",
        url: "https://www.w3.org/TR/WCAG22/",
      },
    ],
  },
  {
    id: "ai-tools",
    title: "AI tools",
    description: "AI assistants that helped us write, review and test.",
    credits: [
      {
        name: "Claude",
        description:
          "Anthropic's AI assistant, used for drafting code, tests and copy that our team then reviews.",
        license: "Commercial service",
        url: "https://www.anthropic.com/claude",
      },
    ],
  },
  {
    id: "development-tools",
    title: "Development tools",
    description: "What we use to test, lint and build the site.",
    credits: [
      {
        name: "Vitest",
        description: "Unit and integration tests.",
        license: "MIT",
        url: "https://vitest.dev",
      },
      {
        name: "Playwright",
        description: "End-to-end tests in a real browser.",
        license: "Apache-2.0",
        url: "https://playwright.dev",
      },
      {
        name: "axe-core",
        description: "Automated accessibility checks on every page in our end-to-end tests.",
        license: "MPL-2.0",
        url: "https://github.com/dequelabs/axe-core",
      },
      {
        name: "Biome",
        description: "Formatting and linting.",
        license: "MIT OR Apache-2.0",
        url: "https://biomejs.dev",
      },
      {
        name: "Drizzle Kit",
        description: "Generates and runs database migrations.",
        license: "MIT",
        url: "https://orm.drizzle.team/docs/kit-overview",
      },
      {
        name: "Chromium",
        description: "The browser our end-to-end tests drive.",
        license: "BSD-3-Clause",
        url: "https://www.chromium.org",
      },
    ],
  },
  {
    id: "seo-tools",
    title: "SEO tools",
    description:
      "Standards and libraries that help search engines and feed readers find our content.",
    credits: [
      {
        name: "Feed",
        description: "Generates our RSS 2.0, Atom 1.0 and JSON Feed 1.1 feeds.",
        license: "MIT",
        url: "https://github.com/jpmonette/feed",
      },
      {
        name: "Schema.org",
        description: "The vocabulary of our structured data (articles, jobs, breadcrumbs).",
        license: "CC BY-SA 3.0",
        url: "https://schema.org",
      },
      {
        name: "Sitemaps protocol",
        description: "The format of our sitemap index and sitemaps.",
        license: "CC BY-SA 2.5",
        url: "https://www.sitemaps.org",
      },
      {
        name: "isbot",
        description: "Recognises crawlers, so they receive fully rendered pages at once.",
        license: "Unlicense",
        url: "https://isbot.js.org",
      },
    ],
  },
  {
    id: "teams",
    title: "Teams",
    description: `The people at ${site.name} who build and run this site.`,
    credits: [
      {
        name: "Engineering",
        description:
          "Architecture, development, testing and operations of the site and its careers platform.",
      },
      {
        name: "Design",
        description: "The visual language, page layouts and accessibility reviews.",
      },
      {
        name: "Content and marketing",
        description: "Service pages, case studies, the knowledge center and these policies.",
      },
      {
        name: "Talent and recruitment",
        description: "Job openings, the application flow and the candidate experience.",
      },
    ],
  },
  {
    id: "special-thanks",
    title: "Special thanks",
    description: "Communities and people who made this work easier.",
    credits: [
      {
        name: "The open-source maintainers",
        description: "Of every project above, and of the hundreds of packages they depend on.",
      },
      {
        name: "MDN Web Docs",
        description: "The reference we check web platform details against.",
        license: "CC BY-SA 2.5",
        url: "https://developer.mozilla.org",
      },
      {
        name: "Debian",
        description: "Packages the Chromium and PostgreSQL builds our tests run on.",
        url: "https://www.debian.org",
      },
      {
        name: "Our clients and candidates",
        description: "Whose feedback shaped every page of this site.",
      },
    ],
  },
];
