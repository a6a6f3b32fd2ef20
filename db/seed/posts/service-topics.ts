import { authors } from "./authors.ts";
import { cover, md, type PostSeed } from "./types.ts";

/**
 * Posts on the services that had none of their own (blockchain, XR, RPA, serverless, AI
 * assistants, APIs, load testing), so each service page's related articles are on its topic.
 */
export const serviceTopicPosts: PostSeed[] = [
  {
    slug: "smart-contract-review-before-mainnet",
    title: "Before Mainnet: The Smart Contract Review We Run on Every Release",
    excerpt:
      "Invariant tests, a fork rehearsal and a two-person review of every privileged function: the checklist our blockchain team runs before a contract holds real money.",
    category: "web-development",
    tags: ["Blockchain", "Solidity", "Smart Contracts", "Security"],
    keywords: ["smart contract audit", "solidity security", "foundry invariant testing"],
    publish: { on: "2025-12-02T09:00:00Z" },
    author: authors.arjun,
    image: cover("smart-contract-review-before-mainnet"),
    content: md`
A deployed contract cannot be patched the way a web app can. When a release holds client funds, we would rather spend a week on review than a year explaining a loss. This is the checklist every Solidity release at Quillstack goes through before mainnet, whether or not an external audit follows.

## 1. Write down what must never happen

Before reading code, the reviewers list the invariants in plain words: "the sum of balances equals the token's total supply", "only the vesting schedule can release locked tokens", "a paused contract moves no funds". Each sentence becomes a Foundry invariant test that runs thousands of random call sequences:

~~~solidity
function invariant_balancesMatchSupply() public view {
    assertEq(handler.sumOfBalances(), token.totalSupply());
}
~~~

If an invariant cannot be written as a test, the design is usually not clear enough yet.

## 2. Read every privileged function twice

Owner, admin and upgrader roles are where most losses start. Two engineers who did not write the code walk through each function guarded by a role and answer three questions: who can call it, what is the worst thing it can do, and how would we notice. Upgrades go behind a timelock, and the multisig that holds the role needs at least three of five signers.

## 3. Rehearse on a fork

We deploy the release to a fork of mainnet with the real tokens, oracles and routers it will talk to, then replay the launch script step by step. Forks catch what unit tests miss: a token that charges a transfer fee, an oracle that reports with eight decimals instead of eighteen, a router whose address changed.

## 4. Run the tools, then read their output

Slither and a gas report run in CI on every pull request. Their findings are triaged in the pull request itself: fixed, or explained in a comment that a reviewer signs off. A tool with a hundred ignored warnings protects no one.

## 5. Plan for the bad day

Every release ships with a runbook: how to pause, who holds the keys, which monitoring alert fires first and what we tell users. We practise the pause on the fork as well.

None of this replaces an independent audit for a large protocol. It does mean the auditors spend their time on the hard questions rather than on findings we could have caught ourselves.
`,
  },
  {
    slug: "webxr-product-viewers-without-an-app",
    title: "WebXR Product Viewers: Augmented Reality Without an App Install",
    excerpt:
      "A shopper will not install an app to see a sofa in their living room. How we build AR product viewers that open from a product page, and what they cost to run.",
    category: "web-development",
    tags: ["WebXR", "Three.js", "Augmented Reality", "E-commerce"],
    keywords: ["webxr", "ar product viewer", "model-viewer", "usdz glb"],
    publish: { on: "2026-03-24T09:00:00Z" },
    author: authors.daniel,
    image: cover("webxr-product-viewers-without-an-app"),
    content: md`
Most augmented reality projects we are asked about start with "we want an app". Most of them should not. A furniture or eyewear shopper who taps "View in your room" on a product page will try AR; very few will install an app first. Here is how we build AR viewers that run from the browser.

## One model, two formats

Android's Scene Viewer and WebXR read glTF binaries (GLB); iPhones open Quick Look with USDZ. We keep one source model in Blender and export both in the same pipeline, so a product is never visible on one platform and missing on the other.

| Target | Format | Budget we aim for |
| --- | --- | --- |
| Android, WebXR | GLB with Draco compression | under 3 MB, under 60,000 triangles |
| iPhone, iPad | USDZ | under 5 MB |

Textures are baked at 2048 pixels and compressed; a sofa does not need 8K fabric to look right at arm's length.

## The viewer

On the product page a Three.js viewer shows the model in 3D, with the same lighting as the product photos. The "View in your room" button hands over to the platform's AR mode. Where WebXR is available we place the model ourselves, which lets us add a scale checker: the viewer shows the real width and warns when the sofa will not fit between the walls it detected.

## What it takes to keep running

The real cost is not the viewer but the catalogue. Every new product needs a model, and a model that looks wrong does more harm than a missing one. Our clients budget a review step in which someone compares the model with the physical product under daylight, and we automate the rest: file size, triangle count and scale checks run before a model is published.

## Measure it

The viewer reports when AR starts and how long it stays open. On one furniture catalogue, visitors who opened AR added to cart 1.6 times as often as those who did not. That number, not the novelty, is what keeps the budget for the next hundred models.
`,
  },
  {
    slug: "vr-training-on-standalone-headsets",
    title: "VR Training on Standalone Headsets: Keeping 72 Frames per Second",
    excerpt:
      "Standalone headsets run on a phone chip. The performance budget, scene rules and testing routine we use to keep VR training smooth, so trainees learn instead of feeling sick.",
    category: "mobile-development",
    tags: ["Virtual Reality", "Unity", "OpenXR", "Performance"],
    keywords: ["vr training", "unity openxr performance", "standalone vr headset"],
    publish: { on: "2025-08-05T09:00:00Z" },
    author: authors.daniel,
    image: cover("vr-training-on-standalone-headsets"),
    content: md`
A dropped frame on a phone is a stutter. A dropped frame in a headset can make a trainee feel ill, and a trainee who feels ill stops learning. When we build VR training for standalone headsets, the frame rate is the first requirement, not the last.

## The budget

A standalone headset renders two views, 72 or 90 times a second, on a mobile chip. We set the budget before the first scene is built and check it on the device every week:

- **Frame time:** under 13.9 ms at 72 Hz, with 2 ms to spare for the moments a trainee looks at the busiest part of the room.
- **Draw calls:** under 100 per eye; static props are batched, and a forklift is one mesh, not forty.
- **Triangles:** under 750,000 in view.
- **Lights:** baked wherever the light does not move; one real-time light at most.

## Scene rules that keep us inside it

Training scenes tend to grow: one more tool on the bench, one more poster on the wall. Every asset gets a level of detail chain, textures share atlases, and transparency is rare because it is expensive on mobile GPUs. Text that trainees must read is rendered as a crisp overlay rather than a texture in the scene.

## Comfort is a feature

We move trainees by teleport by default and offer smooth movement as an option. Nothing accelerates the camera that the trainee did not ask for. Menus follow the head slowly rather than sticking to it, and a seated mode is always available.

## Testing on the device

The editor lies about performance. Every build goes onto a headset in CI, runs a scripted walkthrough of each scene and records frame timings through OpenXR. A scene that misses its budget fails the build, the same way a failing unit test would.

The result is less exciting to demo than a photorealistic showroom, but trainees finish the module, and the client's completion numbers are what decide whether the programme grows.
`,
  },
  {
    slug: "invoice-automation-roi-with-rpa",
    title: "Invoice Automation with RPA: What the Return Really Looks Like",
    excerpt:
      "Bots that read invoices and post them to the ERP pay for themselves, but not for the reasons in the brochure. The numbers from a typical accounts-payable automation, exceptions included.",
    category: "business",
    tags: ["RPA", "UiPath", "Document Processing", "Process Automation"],
    keywords: ["invoice automation", "rpa roi", "uipath document understanding"],
    publish: { on: "2025-03-11T09:00:00Z" },
    author: authors.lucas,
    image: cover("invoice-automation-roi-with-rpa"),
    content: md`
Accounts payable is the process clients most often ask us to automate first, and for good reason: invoices arrive every day, the rules for posting them are written down, and mistakes are expensive. But the return on an invoice bot is rarely where the first estimate puts it. Here is what we measure before and after.

## Start with the process as it is

Before any bot is built we spend a week with the team that does the work. We count invoices per month, time each step and, most importantly, count the exceptions: invoices without a purchase order, prices that do not match, suppliers missing from the ERP. In a typical mid-sized company we see something like this:

| Step | Minutes per invoice by hand |
| --- | --- |
| Open the email, save the PDF | 1 |
| Key header and lines into the ERP | 6 |
| Match against the purchase order and goods receipt | 4 |
| Chase a mismatch | 25, for about one invoice in six |

## What the bot does

A UiPath robot collects invoices from the shared mailbox, reads them with document understanding (OCR plus a model trained on the client's suppliers), matches them against purchase orders and posts the clean ones. Anything uncertain goes to a person in a review queue with the fields the model was unsure of highlighted.

## Where the return comes from

Keying disappears almost entirely. Matching becomes a check of the bot's proposal. Exceptions do not go away; they arrive sooner, with the evidence attached. On a volume of 4,000 invoices a month, the team typically wins back around 600 hours a month, and the savings cover the cost of the build well within the first year.

The less visible gain matters as much: invoices are posted within a day, so early-payment discounts stop being missed.

## What we tell clients up front

Suppliers change their invoice layouts, so the model needs a few hours of retraining each quarter. Bots break when the ERP's screens change, so we monitor every run and fix failures within a working day. We include both in the estimate. A return calculated without maintenance is a sales number, not a business case.
`,
  },
  {
    slug: "aws-lambda-cold-starts-what-helps",
    title: "AWS Lambda Cold Starts: What Actually Helps",
    excerpt:
      "Smaller bundles, fewer SDK clients and provisioned concurrency only where a person waits. Measurements from tuning TypeScript functions behind an API.",
    category: "cloud-devops",
    tags: ["Serverless", "AWS Lambda", "TypeScript", "Performance"],
    keywords: ["aws lambda cold start", "serverless performance", "provisioned concurrency"],
    publish: { on: "2026-06-30T09:00:00Z" },
    author: authors.rohan,
    image: cover("aws-lambda-cold-starts-what-helps"),
    content: md`
Cold starts are the complaint we hear most about serverless APIs. They are real, but they are usually smaller than feared and cheaper to fix than to over-provision. These are the changes that moved the numbers on a recent TypeScript API of about forty functions.

## Measure first

We turned on structured logs with the init duration Lambda reports, then looked at the 99th percentile per function for a week. Only six functions ever sat in front of a waiting person; the rest handled queues and schedules, where a 700 ms start costs nothing.

## Ship less code

The biggest win was the bundle. Each function had been deployed with the whole monorepo's dependencies, 14 MB unzipped. Bundling each handler with esbuild, tree-shaking and marking the AWS SDK as external brought most functions under 400 KB:

| Change | p99 init duration |
| --- | --- |
| Before | 1,450 ms |
| One bundle per handler | 610 ms |
| SDK v3 clients created once, outside the handler | 480 ms |
| Arm64 and 1,024 MB memory | 350 ms |

More memory also means more CPU, and for these functions it made each request cheaper overall because they finished sooner.

## Do less at start-up

Reading secrets, opening database connections and loading configuration all happened before the first request. We moved secrets to the Lambda extension's cache, used RDS Proxy so connections are reused, and loaded rarely used modules lazily inside the code paths that need them.

## Pay for warmth only where it matters

For the two endpoints on the checkout path we set provisioned concurrency to cover the weekday peak, scheduled down at night. That removed cold starts for customers at a cost of a few dollars a day, instead of keeping all forty functions warm.

## What we did not do

Ping-based warmers keep one instance warm and give false comfort under load. We removed them. The dashboards now show cold starts per endpoint, and a budget alarm tells us when a deployment makes them worse.
`,
  },
  {
    slug: "inbox-triage-assistant-your-team-trusts",
    title: "Building an Inbox Triage Assistant Your Team Will Trust",
    excerpt:
      "An assistant that sorts a shared inbox and drafts replies saves hours only if people trust it. The permissions, review steps and measures we build in from the first week.",
    category: "ai-ml",
    tags: ["AI Assistants", "LLM", "Microsoft Graph", "Privacy"],
    keywords: ["ai email assistant", "inbox triage", "llm assistant privacy"],
    publish: { on: "2026-09-15T09:00:00Z" },
    author: authors.meera,
    image: cover("inbox-triage-assistant-your-team-trusts"),
    content: md`
A shared inbox for support, sales or accounts can take a person half their day to sort. A language model can read and route those messages in seconds. The hard part is not the model; it is building something the team relies on after the first wrong answer. This is how we build inbox assistants for clients.

## Narrow permissions from day one

The assistant reads one shared mailbox through Microsoft Graph or the Gmail API with an application permission scoped to that mailbox only, never the whole tenant. It can label, move and draft. It cannot send. Every draft waits in the drafts folder for a person to read, edit and send it.

## Route first, draft later

We start with routing alone: the assistant labels each message with a category, an urgency and the person or team it belongs to. For two weeks it runs in shadow mode, labelling messages without moving them, and the team marks each label right or wrong with one click. Only when routing is right more than 95% of the time on the client's own mail do we let it move messages, and only then do we add drafted replies.

## Ground replies in the client's own answers

Drafts are built from the team's previous replies and the client's help articles, retrieved for each message, rather than from the model's general knowledge. Each draft lists the sources it used, so the person reviewing it can check them in a click.

## Keep data where it belongs

Messages are processed in the client's cloud region, through a model deployment with data retention switched off. Personal data in the logs is masked, and nothing is used to train a model. We write this down in the data protection agreement, not only in a slide.

## Measure the hours

We report three numbers every week: messages routed without correction, drafts sent with no or small edits, and the median time from arrival to first reply. In the first months on a typical support inbox, the time to first reply falls by half. That number is what convinces the team; the model's benchmark score never does.
`,
  },
  {
    slug: "evolving-rest-apis-without-breaking-clients",
    title: "Evolving REST APIs Without Breaking Clients",
    excerpt:
      "Additive changes, contract tests in CI and a deprecation calendar: how we change APIs that mobile apps and partners depend on without forcing anyone to upgrade overnight.",
    category: "web-development",
    tags: ["API Design", "OpenAPI", "Node.js", "Contract Testing"],
    keywords: ["api versioning", "openapi breaking changes", "api deprecation"],
    publish: { on: "2026-08-25T09:00:00Z" },
    author: authors.priya,
    image: cover("evolving-rest-apis-without-breaking-clients"),
    content: md`
An API used by your own web app can change with every deployment. An API used by a mobile app that some customers never update, or by a partner with a quarterly release cycle, cannot. These are the rules we follow on the APIs we build and maintain for clients.

## Additive by default

Most changes do not need a new version. Adding an optional field, a new endpoint or a new value that clients are told to expect is safe. Removing a field, renaming it, making an optional input required or changing a type is not. We publish that list in each API's guide, so partners know what "compatible" means before they build.

## The OpenAPI document is the contract

Every API has an OpenAPI description in the repository, reviewed like code. CI compares each pull request's description with the one in production and fails on a breaking change:

~~~bash
npx oasdiff breaking openapi.prod.yaml openapi.yaml --fail-on ERR
~~~

The same document generates request validation on the server and the client SDKs, so the three cannot drift apart.

## Test what clients really send

Consumer-driven contract tests record the requests each known client makes and the fields it reads. A change that passes our own tests but breaks the partner's integration fails in our pipeline, not in theirs.

## When a breaking change is worth it

Sometimes a model was wrong and must change. Then we add a new version alongside the old one, mark the old one with \`Deprecation\` and \`Sunset\` headers, and email the owners of every API key that called it in the last 90 days. Usage is tracked per key, and we switch an old version off only when its traffic is zero or the sunset date, announced at least six months ahead, has passed.

## Keep versions few

Two live versions is normal, three is a warning sign. Each extra version doubles the tests and the chances of a security fix being applied to one and not the other.
`,
  },
  {
    slug: "load-testing-with-k6-before-peak-season",
    title: "Load Testing with k6 Before Peak Season",
    excerpt:
      "A realistic traffic model, tests that run in CI and a rehearsal a month before the sale: how we find the bottleneck in an online store before its customers do.",
    category: "web-development",
    tags: ["Load Testing", "k6", "E-commerce", "Test Automation"],
    keywords: ["k6 load testing", "peak season performance", "ecommerce load test"],
    publish: { on: "2025-10-21T09:00:00Z" },
    author: authors.elena,
    image: cover("load-testing-with-k6-before-peak-season"),
    content: md`
Every online store has a bottleneck. The only question is whether it is found in October by a test or in November by customers. This is the load testing routine our QA automation team runs for e-commerce clients before their biggest sales.

## Model the traffic, not a single page

A test that requests the home page 10,000 times proves very little. We take a week of real analytics and turn it into a journey mix: most visitors browse categories and search, fewer open product pages, a smaller share adds to cart, and only a few check out. Checkout is where the database, the payment provider and the stock service meet, so it gets its own scenario.

~~~javascript
export const options = {
  scenarios: {
    browse: { executor: "ramping-arrival-rate", startRate: 50, stages: [{ target: 600, duration: "20m" }], preAllocatedVUs: 400, exec: "browse" },
    checkout: { executor: "constant-arrival-rate", rate: 20, duration: "20m", preAllocatedVUs: 100, exec: "checkout" },
  },
  thresholds: { "http_req_duration{scenario:checkout}": ["p(95)<800"] },
};
~~~

Arrival-rate executors matter: real customers do not wait for the previous one to finish.

## Small tests in CI, big tests on a schedule

A five-minute smoke load runs in CI against staging on every merge to the main branch, with thresholds that fail the build when a change makes checkout slower. The full peak test, at three times last year's busiest hour, runs on a production-sized environment a month before the sale and again a week before.

## Find the first thing that breaks

During the peak test we watch the database, the cache hit rate and every third-party call. On one store the first failure was neither the servers nor the database, but the tax service's rate limit at 40 requests per second. It took a week to agree a higher limit with the provider; finding it in November would have closed the checkout.

## Write the results down

Each run ends with a one-page report: the traffic it reached, the first limit hit and what was changed. Next year's test starts from that page.
`,
  },
];
