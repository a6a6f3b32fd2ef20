import { authors } from "./authors.ts";
import { cover, figure, md, type PostSeed } from "./types.ts";

export const caseStudyPosts: PostSeed[] = [
  {
    slug: "logistics-data-platform-case-study",
    title: "Case Study: A Real-Time Data Platform for Tidewater Freight",
    excerpt:
      "How a four-person Quillstack squad replaced nightly batch jobs with a streaming platform on AWS, cutting shipment-status delays from 24 hours to under a minute.",
    category: "case-studies",
    tags: ["Data Engineering", "Apache Kafka", "AWS"],
    keywords: ["logistics data platform", "streaming", "kafka", "aws", "case study"],
    publish: { on: "2025-11-12T09:00:00Z" },
    author: authors.tomasz,
    image: cover("logistics-data-platform-case-study"),
    ogImage: cover("logistics-data-platform-case-study"),
    legacyUrl: "/post/logistics-data-platform",
    metaTitle: "Logistics Data Platform Case Study: Kafka and AWS at Tidewater Freight",
    metaDescription:
      "From nightly batches to real-time shipment tracking: the architecture, timeline and results of a streaming data platform built by Quillstack.",
    content: md`
Tidewater Freight moves around 38,000 shipments a week across North America. Until 2025, its customers learned where a shipment was the next morning: status updates from carriers, warehouses and drivers' phones landed in files that a batch job loaded into the warehouse overnight. This case study describes how we replaced that with a streaming platform in five months.

## The challenge

- **Stale data.** Shipment status was up to 24 hours old, so customer-service agents phoned carriers to answer "where is my truck?".
- **Fragile pipelines.** Forty-one cron jobs, each with its own parsing code, failed silently about twice a week.
- **No single truth.** Finance, operations and the customer portal each had their own copy of the shipment table, and they disagreed.

Tidewater's goal was simple to state: every status change visible to customers within one minute, with one trusted data model behind every report.

## The team

We matched a squad within 48 hours of the first call: a staff data engineer as technical lead, two data engineers and a part-time cloud engineer, working alongside Tidewater's two in-house analysts.

## The approach

### Events first

We modelled the business as events (\`ShipmentBooked\`, \`PickedUp\`, \`ArrivedAtHub\`, \`Delivered\`, \`ExceptionRaised\`) with schemas in a registry, so every producer and consumer agreed on the shape of the data.

![Diagram: carrier APIs, driver app and warehouse scanners publish events to Kafka; stream processing updates the shipment store and the warehouse](${figure("logistics-platform")})

### Architecture

- **Ingestion:** carrier webhooks and the driver app publish to Amazon MSK (managed Apache Kafka); legacy file drops are converted to events by a small adapter.
- **Processing:** a stream job keeps the current state of each shipment and detects exceptions such as a missed hub scan.
- **Serving:** current state goes to PostgreSQL for the customer portal; the full event history lands in S3 as Parquet for analytics.
- **Infrastructure:** everything in Terraform, deployed through GitHub Actions.

~~~sql
-- The portal reads one row per shipment, kept current by the stream job.
select shipment_id, status, last_location, eta, updated_at
from shipment_current
where customer_id = $1
order by updated_at desc
limit 50;
~~~

### Migrating without a big bang

We ran the old and new pipelines side by side for six weeks and compared their outputs every night. Differences went to a review queue; most turned out to be bugs in the old jobs.

## Results

| Measure | Before | After |
| --- | --- | --- |
| Status delay (p95) | 24 hours | 42 seconds |
| Failed pipeline runs per month | ~8 | 0 unnoticed (all alerted) |
| "Where is my shipment?" calls | 100% baseline | -61% |
| Cost of data infrastructure | 100% baseline | -18% |

Customer-service calls fell most sharply, because customers could now see exceptions in the portal before they called.

## What made it work

1. **One owner per event type.** Each event schema has a named team that approves changes.
2. **Boring technology where possible.** Managed Kafka and PostgreSQL instead of a bespoke stack.
3. **Parallel running.** Six weeks of comparison caught problems no test would have.
4. **Handover from day one.** Tidewater's analysts paired with our engineers, and now run the platform themselves.

> "We went from arguing about whose numbers were right to arguing about what to do with them." - Head of Operations, Tidewater Freight

Tidewater Freight is one of several logistics companies we have helped move from batch to streaming. If your data arrives a day late, the fix is usually smaller than it looks.
`,
  },
  {
    slug: "corvane-health-patient-portal-case-study",
    title: "Case Study: An Accessible Patient Portal for Corvane Health",
    excerpt:
      "Rebuilding a hospital group's patient portal in React and Node.js: WCAG 2.2 AA compliance, appointment booking in three taps, and 40% fewer calls to the front desk.",
    category: "case-studies",
    tags: ["React", "Node.js", "Accessibility", "Healthcare"],
    keywords: ["patient portal", "healthcare software", "wcag", "case study"],
    publish: { on: "2025-01-22T09:00:00Z" },
    author: authors.priya,
    image: cover("corvane-health-patient-portal-case-study"),
    metaTitle: "Patient Portal Case Study: Corvane Health",
    metaDescription:
      "How Quillstack rebuilt Corvane Health's patient portal: accessible React front end, secure Node.js services, and measurable results.",
    content: md`
Corvane Health runs eleven clinics and two hospitals. Its patient portal was the main way patients booked appointments and read test results, and one of the main reasons they phoned the front desk instead. We rebuilt it in seven months with a squad of five.

## The challenge

- Booking an appointment took eleven steps and failed on small phones.
- An accessibility audit found 140 issues, 23 of them critical.
- Front-desk staff spent a third of their day on calls the portal should have answered.
- Patient data had to stay in Corvane's own cloud account, under strict access logging.

## The approach

### Research first

We spent the first three weeks with patients, including older patients and people using screen readers and magnifiers. The most common task, rebooking a follow-up, became the design's centre.

### Architecture

- React front end, server-rendered, with a small component library built to WCAG 2.2 AA.
- Node.js services in front of the hospital's scheduling and records systems.
- Every access to patient data logged with who, what and why.

![Timeline: research, design system, booking, results, launch and follow-up over seven months](${figure("corvane-timeline")})

### Accessibility in the process

Accessibility was part of the definition of done: automated axe checks in CI, a keyboard and screen-reader pass for every feature, and two rounds of testing with disabled patients before launch.

## Results

| Measure | Before | Six months after |
| --- | --- | --- |
| Steps to book an appointment | 11 | 3 |
| Critical accessibility issues | 23 | 0 |
| Calls to the front desk | 100% baseline | -40% |
| Patients using the portal monthly | 31% | 58% |
| App-store style rating in surveys | 2.9 / 5 | 4.6 / 5 |

## What made it work

1. **Designing for the hardest cases first.** A booking flow that works with a screen reader at 200% zoom works for everyone.
2. **A thin layer over legacy systems.** We did not replace the scheduling system; we put a clean, tested API in front of it.
3. **Clinicians in the room.** A nurse lead joined every sprint review and stopped two features that would have confused patients.

Corvane's own team now maintains the portal, with one of our engineers still embedded for new features.
`,
  },
  {
    slug: "kestrel-commerce-checkout-rebuild",
    title: "Case Study: Kestrel Commerce Rebuilds Its Checkout",
    excerpt:
      "A faster, simpler checkout for a fashion retailer: a headless Next.js storefront on Shopify, 1.2 seconds faster pages and a 14% lift in completed orders.",
    category: "case-studies",
    tags: ["E-commerce", "Next.js", "Shopify", "Performance"],
    keywords: ["headless commerce", "checkout optimisation", "shopify", "next.js", "case study"],
    publish: { on: "2026-07-08T09:00:00Z" },
    author: authors.lucas,
    image: cover("kestrel-commerce-checkout-rebuild"),
    ogImage: cover("kestrel-commerce-checkout-rebuild"),
    content: md`
Kestrel Commerce sells fashion in nine countries. Its storefront had grown plugin by plugin until product pages loaded 4 MB of scripts and a third of mobile shoppers abandoned their cart at checkout. Over five months a squad of four rebuilt the storefront as a headless Next.js app on top of Shopify.

## The challenge

- Product pages took 4.8 seconds to become usable on mobile.
- Checkout asked for the same address twice and offered only card payment in some countries.
- Every new campaign needed a developer, because pages were hard-coded.

## The approach

### Headless, not a new platform

Shopify stayed the system of record for products, stock and orders. We replaced only the storefront, using Shopify's storefront API from a server-rendered Next.js app. That kept the migration risk low and let Kestrel's operations team keep their tools.

### Performance budget

Every page had a budget: 170 KB of JavaScript and a Largest Contentful Paint under 2.5 seconds on a mid-range phone. The build failed when a change broke the budget. Third-party scripts went through a review, and half of them were removed.

### A shorter checkout

1. Address entered once, with autocomplete.
2. Local payment methods in each country, including wallets and bank transfers.
3. Guest checkout as the default, account creation offered after the order.

![Bar chart: checkout completion before and after, by device](${figure("kestrel-conversion")})

### Campaigns without developers

Marketing pages are built from content blocks in a headless CMS. The team launched 30 campaign pages in the first quarter without a single engineering ticket.

## Results

| Measure | Before | After |
| --- | --- | --- |
| Mobile LCP (p75) | 4.8 s | 2.1 s |
| JavaScript on product pages | 1.9 MB | 160 KB |
| Checkout completion | 100% baseline | +14% |
| Campaign launch time | ~2 weeks | 2 days |

## Lessons

- **Measure on real devices.** Desktop lab scores hid most of the problem.
- **Move the smallest thing that fixes the problem.** Keeping Shopify as the back end cut months from the plan.
- **Give marketing their own tools.** The biggest business gain was speed of campaigns, not page speed.
`,
  },
];
