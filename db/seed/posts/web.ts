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
];
