import { authors } from "./authors.ts";
import { cover, figure, md, type PostSeed } from "./types.ts";

export const webPosts: PostSeed[] = [
  {
    slug: "react-server-components-in-production",
    title: "React Server Components in Production: What We Learned Shipping Them",
    excerpt:
      "Eighteen months of running React Server Components for client products: where they cut bundle size and latency, where they bit us, and the rules our teams now follow.",
    category: "web-development",
    tags: ["React", "TypeScript", "Performance"],
    keywords: ["react server components", "rsc", "streaming ssr", "suspense", "bundle size"],
    publish: { on: "2026-10-14T08:00:00Z" },
    updated: "2026-10-20T10:30:00Z",
    author: authors.priya,
    image: cover("react-server-components-in-production"),
    ogImage: cover("react-server-components-in-production"),
    legacyUrl: "/post/react-server-components-guide",
    metaTitle: "React Server Components in Production: Lessons from Real Projects",
    metaDescription:
      "How Quillstack ships React Server Components: data fetching, streaming with Suspense, caching, bundle savings and the mistakes to avoid.",
    content: md`
React Server Components (RSC) stopped being an experiment for us in early 2025. Since then our web squads have shipped them in five client products, from a healthcare scheduling portal to a B2B commerce catalogue with 400,000 SKUs. This post collects what we learned: the wins we can measure, the traps we fell into, and the rules we now give every engineer who joins a React project at Quillstack.

## Why we moved

Our client apps had the usual single-page-app problems. The catalogue shipped 780 KB of JavaScript before a product was on screen, most of it code that formatted prices, rendered Markdown and talked to the API. None of that needs to run in the browser.

Server Components change the default: a component renders on the server unless it says otherwise, and only components marked \`"use client"\` ship JavaScript. The data a component needs is fetched where the data lives.

![Diagram: the server renders components and streams HTML and the RSC payload while client islands hydrate](${figure("rsc-streaming")})

## The numbers

We measured the catalogue before and after the migration on the same hardware and the same mid-range Android test phone.

| Metric (p75, mobile) | SPA | Server Components |
| --- | --- | --- |
| JavaScript shipped | 780 KB | 212 KB |
| Largest Contentful Paint | 3.9 s | 1.7 s |
| Interaction to Next Paint | 310 ms | 140 ms |
| API round trips per page | 7 | 1 |

The biggest single gain came from moving data fetching next to the components that use it, which removed the waterfall of client requests.

## Fetch where you render

The pattern we teach first is the simplest: an async component that reads its own data.

~~~tsx
// app/products/[id]/page.tsx
import { Suspense } from "react";
import { getProduct, getReviews } from "@/lib/catalogue";
import { AddToCart } from "./add-to-cart";

export default async function ProductPage({ params }: { params: { id: string } }) {
  const product = await getProduct(params.id);
  return (
    <article>
      <h1>{product.name}</h1>
      <p>{product.summary}</p>
      <AddToCart productId={product.id} price={product.price} />
      <Suspense fallback={<p>Loading reviews...</p>}>
        <Reviews productId={product.id} />
      </Suspense>
    </article>
  );
}

async function Reviews({ productId }: { productId: string }) {
  const reviews = await getReviews(productId);
  return (
    <ul>
      {reviews.map((review) => (
        <li key={review.id}>{review.text}</li>
      ))}
    </ul>
  );
}
~~~

\`AddToCart\` is the only client component on the page. Reviews stream in when they are ready; the product itself never waits for them.

## Where it bit us

### Accidental client boundaries

A single \`"use client"\` at the top of a shared layout file pulled 60 components into the client bundle. The fix was a lint rule plus a habit: client components are leaves. They receive data as props and never import server-only modules.

### Serialisation surprises

Everything passed from a server to a client component crosses the network. We once passed a full ORM entity, including a \`Date\` and a class with methods, to a client button. Now we pass plain, minimal props and type them explicitly:

~~~ts
type CartButtonProps = {
  productId: string;
  /** Price in cents, already formatted server-side for display. */
  price: number;
};
~~~

### Caching is a product decision

Framework caches are powerful and easy to misread. A pricing page served a stale discount for an hour because a fetch was cached by default. We now write down, per route, how fresh data must be, and make every cache explicit in code review.

## Rules we follow now

1. Server by default; \`"use client"\` only for interactivity, and only on leaf components.
2. Fetch data in the component that renders it; deduplicate with a request-scoped cache.
3. Wrap anything slower than 200 ms in \`Suspense\` with a meaningful fallback.
4. Never pass secrets, ORM objects or functions across the boundary.
5. Keep a bundle budget in CI and fail the build when a route goes over it.
6. Test server components with real data through the rendered HTML, not with shallow mocks.

## Should you migrate?

If your app is content-heavy, has slow data waterfalls or ships more JavaScript than it needs, yes, route by route. If it is a highly interactive editor or dashboard where almost everything is stateful, the gains are smaller and a well-split client app may be enough.

Our web development squads have run this migration for teams of every size. If you want a second pair of eyes on your architecture before you start, our senior engineers are usually matched to a project within 48 hours.
`,
  },
  {
    slug: "accessible-forms-in-react",
    title: "Accessible Forms in React: The Patterns We Use on Every Project",
    excerpt:
      "Labels, errors, focus and announcements: the small set of form patterns that makes our React apps work with keyboards and screen readers from day one.",
    category: "web-development",
    tags: ["React", "Accessibility", "TypeScript", "Design Systems"],
    keywords: ["accessible forms", "aria", "form validation", "wcag 2.2", "screen readers"],
    publish: { on: "2025-02-11T09:00:00Z" },
    author: authors.priya,
    image: cover("accessible-forms-in-react"),
    legacyUrl: "/post/accessible-react-forms",
    metaTitle: "Accessible Forms in React: Labels, Errors and Focus Done Right",
    metaDescription:
      "The accessible form patterns Quillstack uses in every React project: labels, error messages, focus management and live announcements.",
    content: md`
Forms are where most accessibility audits of our clients' apps find problems, and where those problems cost the most: a user who cannot submit a form cannot buy, book or apply. These are the patterns our web teams apply by default, so accessibility is not a separate task at the end.

## Every input has a visible label

Placeholders are not labels. They disappear when the user types, have poor contrast and are not reliably announced. Every field gets a \`<label>\` tied to the input:

~~~tsx
export function TextField({ id, label, hint, error, ...input }: TextFieldProps) {
  const hintId = hint ? \`\${id}-hint\` : undefined;
  const errorId = error ? \`\${id}-error\` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && <p id={hintId}>{hint}</p>}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
~~~

## Errors people can act on

An error message says what is wrong *and* how to fix it: "Enter a date in the format DD/MM/YYYY", not "Invalid input". We validate on submit and on blur, never on every keystroke, because messages that appear while someone is still typing are noise.

![Diagram: a field moves from empty to filled to invalid, with the error linked by aria-describedby](${figure("form-field-states")})

## Focus goes somewhere useful

After a failed submit, focus moves to an error summary at the top of the form. The summary lists every error as a link to its field:

1. The screen reader announces the summary heading ("There are 2 problems").
2. Keyboard users tab through the links and jump straight to each field.
3. Sighted users see all problems at once, even on a long form.

## Announce what changes

Changes that happen without a page load, such as "Saved" or "3 results", go into a polite live region that exists in the page from the start. A live region added at the same moment as its text is often not announced at all.

## Our checklist

| Check | How we test it |
| --- | --- |
| Every field has a visible, associated label | axe in CI, plus a manual pass |
| Errors are linked with aria-describedby | Component tests query by accessible description |
| Required fields say so in text | Visual review |
| Focus moves to the error summary | Playwright test after a failed submit |
| Works at 200% zoom and 320 px width | Manual pass on each release |
| Colour is never the only signal | Design review |

## Test with the tools your users use

Automated tools like axe-core catch roughly a third of issues. The rest needs a person: we test every new form with a keyboard only and with a screen reader (NVDA on Windows, VoiceOver on macOS and iOS) before release.

Accessible forms are also better forms for everyone. On one client's signup flow, fixing labels and error messages raised completion by 9%, with no other change.
`,
  },
  {
    slug: "postgresql-full-text-search-for-product-teams",
    title: "PostgreSQL Full-Text Search Is Probably Enough for Your Product",
    excerpt:
      "Before adding a search cluster, try the one you already run. How we build ranked, typo-tolerant search with tsvector, GIN indexes and trigrams.",
    category: "web-development",
    tags: ["PostgreSQL", "Node.js", "SQL", "Performance"],
    keywords: ["postgresql full text search", "tsvector", "gin index", "pg_trgm", "ts_rank"],
    publish: { on: "2024-09-17T09:00:00Z" },
    author: authors.tomasz,
    image: cover("postgresql-full-text-search-for-product-teams"),
    ogImage: cover("postgresql-full-text-search-for-product-teams"),
    metaTitle: "PostgreSQL Full-Text Search for Product Teams",
    metaDescription:
      "Ranked, fast, typo-tolerant search with PostgreSQL: tsvector columns, GIN indexes, weights, highlighting and when to move to a dedicated engine.",
    content: md`
When a client asks us to "add search", the first proposal is often a dedicated search cluster. For catalogues and content sites up to a few million rows, PostgreSQL's built-in full-text search is usually enough, and it means one less system to run, secure and keep in sync.

## The building blocks

- **tsvector**: a document reduced to normalised words (lexemes) with positions.
- **tsquery**: a search expression, such as \`deploy & kubernetes\`.
- **GIN index**: makes matching a tsvector against a tsquery fast.
- **Weights**: A to D labels so a title match counts more than a body match.

## A generated search column

We keep the vector in a generated column, so it can never drift from the data:

~~~sql
alter table articles add column search_vector tsvector
  generated always as (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(summary, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(body, '')), 'D')
  ) stored;

create index articles_search_idx on articles using gin (search_vector);
~~~

## Querying and ranking

\`websearch_to_tsquery\` accepts what people actually type: quoted phrases, \`or\`, and a minus sign to exclude words.

~~~sql
select id, title,
       ts_rank_cd(search_vector, query) as rank,
       ts_headline('english', summary, query, 'MaxFragments=2') as snippet
from articles, websearch_to_tsquery('english', $1) as query
where search_vector @@ query
order by rank desc
limit 20;
~~~

![Diagram: text is normalised into a tsvector, matched through a GIN index, ranked and highlighted](${figure("postgres-search")})

## Typos and partial words

Full-text search matches whole words. For "did you mean" and prefix matching we add the \`pg_trgm\` extension on short fields such as titles and tags, and fall back to trigram similarity when the full-text query finds nothing.

## How far it goes

| Rows | p95 query time (our benchmark) | Verdict |
| --- | --- | --- |
| 100,000 | 4 ms | Easily enough |
| 1,000,000 | 18 ms | Enough with a GIN index and LIMIT |
| 10,000,000 | 90 ms | Consider a dedicated engine |

These numbers are from a 4-vCPU managed instance with typical article lengths; yours will differ, so measure.

## When to move on

Choose a dedicated engine when you need faceted navigation over many attributes, heavy personalisation, many languages in one index, or search traffic that would compete with your transactional load. Until then, keep it in the database and spend the saved effort on relevance: good weights and good snippets matter more to users than the engine behind them.
`,
  },
  {
    slug: "migrating-a-monolith-to-nextjs-incrementally",
    title: "Migrating a Legacy Web App to Next.js One Route at a Time",
    excerpt:
      "A big-bang rewrite is the riskiest way to modernise a web app. How we move clients to Next.js route by route, behind a proxy, while the old app keeps earning.",
    category: "web-development",
    tags: ["Next.js", "React", "TypeScript", "Architecture"],
    keywords: [
      "next.js migration",
      "strangler fig",
      "incremental migration",
      "legacy modernisation",
    ],
    publish: { on: "2024-03-05T09:00:00Z" },
    author: authors.priya,
    image: cover("migrating-a-monolith-to-nextjs-incrementally"),
    content: md`
Marigold Learning came to us with a nine-year-old PHP application serving 200,000 students. It worked, but every change took weeks and front-end hiring had become nearly impossible. A full rewrite would have frozen features for a year. Instead we migrated it to Next.js one route at a time, and the students never noticed.

## The strangler pattern

The idea is simple: put a proxy in front of the old application, build new pages in the new stack, and route traffic to them one path at a time. The old app shrinks until nothing is left.

![Timeline: proxy first, then marketing pages, course pages, dashboard and finally checkout](${figure("strangler-timeline")})

## Step 1: the proxy

We started with rewrites in the Next.js app itself, so any path it does not handle falls through to the legacy app:

~~~ts
// next.config.ts
import type { NextConfig } from "next";

const config: NextConfig = {
  async rewrites() {
    return {
      fallback: [
        { source: "/:path*", destination: "https://legacy.internal.example/:path*" },
      ],
    };
  },
};

export default config;
~~~

## Step 2: share the session

Users must not log in twice. The legacy app kept issuing the session cookie; the new app validated it through a small internal endpoint until authentication itself was migrated near the end.

## Step 3: choose the order

We ranked routes by value and risk:

| Route group | Traffic | Risk | Order |
| --- | --- | --- | --- |
| Marketing pages | High | Low | 1 |
| Course catalogue | High | Medium | 2 |
| Student dashboard | Medium | Medium | 3 |
| Checkout and billing | Low | High | 4 |

Starting with low-risk, high-traffic pages proved the infrastructure early and gave the team confidence.

## Step 4: keep the look consistent

Half-migrated apps look broken when two design systems meet. We extracted the legacy CSS variables into a shared token file, so old and new pages used the same colours, spacing and type.

## What we measured

- Deploys went from every two weeks to several times a day for migrated routes.
- Largest Contentful Paint on course pages improved from 3.4 s to 1.5 s.
- No planned downtime over the eleven months of the migration.

## Lessons

1. **Migrate behaviour, not code.** Reading old PHP to port it line by line was slower than writing acceptance tests against the live pages and building to pass them.
2. **Delete as you go.** A migrated route's legacy code was removed the same week, or it would have been maintained twice.
3. **Keep the business shipping.** New features were only ever built in the new stack, which made the migration part of delivery rather than a cost next to it.
`,
  },
  {
    slug: "end-to-end-testing-with-playwright",
    title: "End-to-End Tests That Do Not Flake: Our Playwright Setup",
    excerpt:
      "Flaky end-to-end tests teach teams to ignore red builds. The Playwright conventions that keep our suites fast, reliable and worth running on every pull request.",
    category: "web-development",
    tags: ["Playwright", "TypeScript", "CI/CD", "Accessibility"],
    keywords: ["playwright", "e2e testing", "flaky tests", "test automation", "axe"],
    publish: { on: "2026-01-27T09:00:00Z" },
    author: authors.rohan,
    image: cover("end-to-end-testing-with-playwright"),
    content: md`
On one client project we inherited 400 end-to-end tests with a 22% failure rate on main. Nobody looked at red builds any more. Three months later the same suite ran in a third of the time and failed only when something was actually broken. These are the conventions that got it there.

## Locate elements the way users do

Tests that depend on CSS classes break whenever the markup changes. We locate by role, label and text, which also checks that the page is accessible:

~~~ts
import { expect, test } from "@playwright/test";

test("a visitor books a demo", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Work email").fill("ana@example.com");
  await page.getByRole("combobox", { name: "Team size" }).selectOption("11-50");
  await page.getByRole("button", { name: "Book a demo" }).click();
  await expect(page.getByRole("status")).toHaveText(/we will be in touch/i);
});
~~~

## Never sleep, always wait for a state

\`waitForTimeout\` was the cause of most of our flakiness. Playwright's web-first assertions retry until the condition holds, so we assert on what the user would see instead of waiting a fixed time.

## Own your test data

Each test creates the data it needs through an API or database helper and uses unique values, so tests can run in parallel and in any order. Shared fixtures that several tests modify are the second biggest source of flakes.

## Check accessibility on every page

We run axe-core in the same tests. A new violation fails the build with the rule and the element, which is far cheaper than finding it in an audit:

~~~ts
const results = await new AxeBuilder({ page }).analyze();
expect(results.violations).toEqual([]);
~~~

## Keep it fast

| Change | Suite time |
| --- | --- |
| Starting point (serial, sleeps) | 41 min |
| Removed fixed waits | 29 min |
| Parallel workers, isolated data | 14 min |
| Logged-in state reused via storage state | 11 min |
| Sharded across 4 CI machines | 4 min |

![Bar chart: suite time falling from 41 to 4 minutes](${figure("e2e-suite-time")})

## Quarantine, then fix

A test that fails intermittently is tagged and moved to a quarantine job that does not block merges, with an issue assigned the same day. Quarantine has a time limit of one sprint: fix the test or delete it.

## What to test end to end

Not everything. Our rule of thumb: one end-to-end test per critical user journey (sign up, purchase, apply, book), and everything else in faster unit and integration tests. Around 40 well-chosen journeys cover most products.
`,
  },
];
