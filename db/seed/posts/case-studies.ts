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
];
