import { authors } from "./authors.ts";
import { cover, figure, md, type PostSeed } from "./types.ts";

export const businessPosts: PostSeed[] = [
  {
    slug: "hiring-remote-developers-in-48-hours",
    title: "Hiring Remote Developers in 48 Hours: How Our Matching Works",
    excerpt:
      "A look behind the promise: how we go from your first call to a shortlist of vetted engineers in two days, and why only the top 3% of applicants make it into our network.",
    category: "business",
    tags: ["Remote Work", "Hiring"],
    keywords: [
      "hire remote developers",
      "48 hour matching",
      "vetted engineers",
      "staff augmentation",
    ],
    publish: { on: "2025-04-08T09:00:00Z" },
    author: authors.aisha,
    image: cover("hiring-remote-developers-in-48-hours"),
    legacyUrl: "/post/hire-remote-developers-fast",
    metaTitle: "Hire Remote Developers in 48 Hours | Quillstack",
    metaDescription:
      "How Quillstack matches clients with pre-vetted remote developers in 48 hours: vetting, matching, trial period and the 30-day guarantee.",
    content: md`
"Can you really have a senior engineer ready in 48 hours?" is the question we hear most from new clients. The honest answer is that the 48 hours are the visible end of a process that starts long before you call us. This post explains that process.

## The work before your call

Quillstack has been building its network since it was founded in 2020. Today it holds 50,000+ professionals, but only the top 3% of applicants are accepted. Every accepted engineer has passed four stages:

1. **Profile screening.** Experience, work history and references are checked, and we run a short language assessment.
2. **Technical assessment.** A practical task in the engineer's main stack, reviewed by a senior engineer, not only an automated grader.
3. **Live interview.** Ninety minutes with one of our principal engineers: system design, code review of their own task, and how they communicate trade-offs.
4. **Trial engagement or references.** New members start on a supervised project or are vouched for by clients they worked with.

Because this happens continuously, we know who is available, what they are good at and how they work, before you need them.

## The 48 hours

![Diagram: discovery call, requirements brief, matching, shortlist and interviews within 48 hours](${figure("matching-timeline")})

### Hours 0-4: the brief

A delivery manager runs a 30-minute discovery call with you. We want to understand the work, not just the keywords: the product, the codebase, the team the engineer joins, time-zone overlap and how you review code.

### Hours 4-24: matching

Our matching combines search over skills and past projects with judgement from people who have worked with the candidates. A typical search for a senior React and Node.js engineer with healthcare experience starts from around 400 profiles and ends with five.

### Hours 24-48: the shortlist

You receive three to five profiles with our interview notes, code samples and availability. Most clients interview two candidates and decide the same week.

## What you can expect

| Step | Typical time |
| --- | --- |
| Discovery call booked | Same day |
| Shortlist delivered | Within 48 hours |
| Client interviews | Days 3-5 |
| Engineer starts | Within 1-2 weeks |

## The safety net

Hiring can go wrong even with good process. Every placement comes with a **30-day guarantee**: if the engineer is not the right fit in the first 30 days, we replace them at no extra cost, or you stop without paying for the trial period.

## What clients say

Our clients rate us **4.9 out of 5 from 150 reviews**. The comment we see most is not about speed but about fit: the engineer understood the product and needed little hand-holding.

## Making remote work, work

A fast start only matters if the engagement lasts. Our advice to clients hiring their first remote engineers:

- Give access to code, tickets and chat on day one.
- Agree on at least three hours of overlap with the core team.
- Pair the new engineer with a buddy for the first two weeks.
- Review the first pull request together, in a call.

If you have a role open today, we are happy to show you what a shortlist looks like.
`,
  },
  {
    slug: "estimating-software-projects-with-monte-carlo",
    title: "Estimating Software Projects with Monte Carlo Simulation",
    excerpt:
      "Single-number estimates are almost always wrong. Here is how we use our teams' own throughput history and a few lines of Python to forecast delivery dates with honest ranges.",
    category: "business",
    template: "technical",
    tags: ["Project Management", "Python"],
    keywords: ["monte carlo", "project estimation", "forecasting", "throughput", "agile"],
    publish: { on: "2025-08-19T08:00:00Z" },
    author: authors.lucas,
    image: cover("estimating-software-projects-with-monte-carlo"),
    metaTitle: "Monte Carlo Forecasting for Software Projects (with Python)",
    metaDescription:
      "Forecast software delivery dates from throughput data with a Monte Carlo simulation in Python, and present ranges instead of single dates.",
    content: md`
"When will it be done?" is the question every client asks, and the one our industry answers worst. Instead of estimating each task in hours and adding them up, our delivery managers forecast with a Monte Carlo simulation built on the team's real throughput. It takes an afternoon to set up and gives answers like "85% likely by 14 March", which is what a client actually needs to plan.

## Why single-number estimates fail

- Task estimates are optimistic on average, and the errors do not cancel out: they add up.
- Work is discovered as the project goes, so the scope in week one is never the final scope.
- Interruptions, reviews and waiting time do not appear in any task estimate.

A forecast based on what the team *actually delivered* in past weeks already includes all of this.

## The data you need

Only two things:

1. **Weekly throughput**: how many work items the team finished each week, for the last 10-20 weeks.
2. **Remaining items**: how many items are left in the backlog for the release.

Items do not need to be the same size. Over a few weeks, the mix of small and large items is already in the throughput numbers.

| Week | Items finished |
| --- | --- |
| 1 | 6 |
| 2 | 9 |
| 3 | 4 |
| 4 | 7 |
| 5 | 8 |
| 6 | 5 |

## The simulation

For each simulated future, we pick a random past week's throughput for every future week until the backlog is empty, and record how many weeks it took. Repeat 10,000 times.

~~~python
import random
from collections import Counter

def forecast_weeks(history: list[int], remaining: int, runs: int = 10_000) -> Counter:
    outcomes = Counter()
    for _ in range(runs):
        done, weeks = 0, 0
        while done < remaining:
            done += random.choice(history)
            weeks += 1
        outcomes[weeks] += 1
    return outcomes

def percentile(outcomes: Counter, p: float) -> int:
    total, seen = sum(outcomes.values()), 0
    for weeks in sorted(outcomes):
        seen += outcomes[weeks]
        if seen / total >= p:
            return weeks
    raise ValueError("empty outcomes")

history = [6, 9, 4, 7, 8, 5, 7, 6, 10, 3]
outcomes = forecast_weeks(history, remaining=64)
for p in (0.5, 0.85, 0.95):
    print(f"{int(p * 100)}% likely within {percentile(outcomes, p)} weeks")
~~~

With this history and 64 items left, the output is roughly:

~~~bash
50% likely within 10 weeks
85% likely within 11 weeks
95% likely within 12 weeks
~~~

![Histogram: most simulated runs finish in 9 to 11 weeks, with a tail to 13](${figure("monte-carlo-histogram")})

## Presenting the forecast

We never give the 50% number alone: it means the project is late half the time. Our status reports show three dates:

- **Optimistic (50%)**: worth aiming for, not worth promising.
- **Commitment (85%)**: the date we plan launches and budgets around.
- **Safe (95%)**: the date for contracts and external deadlines.

## Handling scope growth

Backlogs grow. We track how many new items were added per week and simulate that too, subtracting weekly throughput and adding a randomly chosen week's growth. On most projects this moves the 85% date by one to three weeks, which is exactly the conversation the client should have early, not in the last sprint.

## Pitfalls

- **Too little history.** With fewer than six weeks of data, widen the ranges or borrow data from a similar team.
- **Changed teams.** When people join or leave, old throughput stops being representative. Reset the window.
- **Splitting items to look faster.** Throughput only works if the team's habits of slicing work stay stable.

## Try it

Export the finished items per week from your tracker, paste them into the script and run it. The first forecast is usually a surprise, and a useful one.
`,
  },
  {
    slug: "staff-augmentation-vs-managed-teams",
    title: "Staff Augmentation or a Managed Team? How to Choose",
    excerpt:
      "Adding engineers to your team and handing a whole outcome to ours are different deals. A plain comparison of cost, control and risk, and the questions that decide.",
    category: "business",
    tags: ["Outsourcing", "Remote Work", "Delivery Management", "Hiring"],
    keywords: ["staff augmentation", "managed team", "dedicated team", "outsourcing models"],
    publish: { on: "2024-02-13T09:00:00Z" },
    author: authors.lucas,
    image: cover("staff-augmentation-vs-managed-teams"),
    metaTitle: "Staff Augmentation vs Managed Teams: Cost, Control and Risk",
    metaDescription:
      "Compare staff augmentation and managed software teams: who manages the work, who carries delivery risk, and when each model fits.",
    content: md`
Clients come to us with one of two needs. Some have a working engineering team and need more hands with specific skills. Others have a goal, a product or a platform, and need someone to deliver it. We offer both, and choosing the wrong one is the most common reason an engagement disappoints.

## The two models

**Staff augmentation**: our engineers join your team. You set priorities, run the ceremonies and review the code. We handle hiring, vetting, payroll, equipment and replacement.

**Managed team**: we deliver an agreed outcome with our own squad, including a delivery manager and a technical lead. You set goals and accept the results; we decide how to get there.

![Diagram: in staff augmentation the client manages engineers directly; in a managed team a Quillstack lead manages the squad](${figure("engagement-models")})

## Side by side

| | Staff augmentation | Managed team |
| --- | --- | --- |
| Who manages day-to-day work | You | Quillstack |
| Who carries delivery risk | You | Shared, defined in the contract |
| Speed to start | Days (shortlist within 48 hours) | 1-3 weeks (discovery first) |
| Best for | Extending a working team | New products, clear outcomes |
| Management time you need | High | Low |
| Pricing | Monthly rate per engineer | Per sprint or fixed milestones |

## Questions that decide

1. **Do you have an engineering manager with time to spare?** If not, augmentation will overload them.
2. **Is the goal clear and separable?** A new mobile app or a data platform can be handed over; a change woven through your core system usually cannot.
3. **Do you want to build the capability in-house?** Augmented engineers transfer knowledge by working inside your team every day.
4. **How fixed is the scope?** Managed teams shine when outcomes are clear, even if the details change.

## Mixing models

Many clients start with a managed team for a new product and switch to augmentation once they have hired their own lead, keeping some of the same engineers. The reverse also happens: an augmented engineer proves the value of a project and a managed squad forms around it.

## Cost is not the main difference

Hourly rates are similar. The difference is in hidden costs: management time on your side for augmentation, and discovery and coordination on ours for managed teams. Count both before comparing quotes.

Whichever model fits, every engineer we place is covered by the same 30-day guarantee and comes from the top 3% of our applicants.
`,
  },
  {
    slug: "onboarding-remote-engineers",
    title: "The First Two Weeks: Onboarding Remote Engineers Well",
    excerpt:
      "Most remote engagements that fail, fail in the first fortnight. The onboarding plan we give every client, day by day.",
    category: "business",
    tags: ["Remote Work", "Onboarding", "Engineering Management"],
    keywords: ["remote onboarding", "onboarding checklist", "remote engineers", "first week"],
    publish: { on: "2025-10-07T09:00:00Z" },
    author: authors.aisha,
    image: cover("onboarding-remote-engineers"),
    legacyUrl: "/post/remote-onboarding-checklist",
    content: md`
We have placed engineers with several hundred clients since 2020, and the pattern is clear: engineers who ship something in their first week stay longer and do better work. Engineers who spend their first week waiting for access rarely recover the lost momentum. This is the plan we share with every client before day one.

## Before day one

- Accounts created: email, chat, code hosting, issue tracker, cloud console (read-only to start).
- Laptop policy agreed: client device, or our managed device with the client's security requirements.
- A buddy named: a team member who answers the "silly" questions for two weeks.
- A first task chosen: small, real and shippable within three days.

## The two weeks

![Timeline: access on day 1, first pull request by day 3, first feature by day 10, review on day 14](${figure("onboarding-timeline")})

### Days 1-2: context

- Welcome call with the team lead: product, users, how decisions are made.
- Architecture walkthrough with the buddy, recorded for the next person.
- Local environment running by the end of day one. If it takes longer, that is a finding worth fixing.

### Days 3-5: first contribution

- First pull request merged, however small.
- Join every team ritual: standup, planning, review.
- Pair for at least two hours with different team members.

### Days 6-10: real work

- A first feature from the normal backlog, estimated and delivered like everyone else's.
- Read-write access granted where needed, following the client's approval process.

### Days 11-14: check in

- A 30-minute review with the client lead and our delivery manager: what is working, what is not.
- Any concerns are raised now, well inside the 30-day guarantee.

## Time-zone overlap

| Overlap with the core team | What works |
| --- | --- |
| 4+ hours | Full participation, pairing every day |
| 2-4 hours | Daily standup and review in the overlap, async otherwise |
| Under 2 hours | Needs strong written habits and a local lead |

## Common mistakes

1. **Waiting for the "right" first task.** Any small real task beats a perfect one next week.
2. **Onboarding by documents only.** Documents answer what; people answer why.
3. **Treating remote engineers as a separate team.** Same channels, same rituals, same standards.

Two weeks of deliberate onboarding costs a few hours of the team's time. Skipping it costs months.
`,
  },
  {
    slug: "budgeting-an-mvp",
    title: "How Much Does an MVP Cost? A Realistic Budget Breakdown",
    excerpt:
      "Where the money goes when you build a first product version, what you can safely leave out, and the ranges we quote for typical MVPs.",
    category: "business",
    tags: ["Startups", "Budgeting", "Project Management", "Agile Delivery"],
    keywords: ["mvp cost", "software budget", "startup mvp", "product development cost"],
    publish: { on: "2026-08-11T09:00:00Z" },
    author: authors.lucas,
    image: cover("budgeting-an-mvp"),
    ogImage: cover("budgeting-an-mvp"),
    metaTitle: "MVP Cost in 2026: A Realistic Budget Breakdown",
    metaDescription:
      "What a minimum viable product really costs: the budget split across discovery, design, build, testing and launch, with typical ranges.",
    content: md`
"How much will our MVP cost?" deserves a better answer than "it depends". It does depend, but on a small number of things, and most first products fall into predictable ranges. This is how we break down MVP budgets for founders and product teams.

## What an MVP is for

An MVP exists to test the riskiest assumption about your product with real users, as cheaply as possible. Everything in the budget should serve that test. Features that do not help answer the question can wait.

## Where the money goes

![Bar chart: build takes about half of an MVP budget, with discovery, design, testing and launch sharing the rest](${figure("mvp-budget-split")})

| Phase | Share of budget | What you get |
| --- | --- | --- |
| Discovery | 8-10% | User journeys, scope, risks, architecture |
| Design | 12-15% | Clickable prototype, design system basics |
| Build | 50-55% | The product, with automated tests |
| Testing and hardening | 10-12% | Exploratory testing, performance, security basics |
| Launch and first iteration | 10-15% | Deployment, analytics, fixes from first users |

## Typical ranges

Based on our projects in 2025 and 2026:

- **Simple web app** (one user type, a handful of screens, standard sign-in): 8-12 weeks with a squad of three.
- **Marketplace or two-sided product**: 14-20 weeks with four or five people.
- **Mobile plus web with integrations**: 16-24 weeks, depending mostly on the integrations.

## What drives cost up

1. **Integrations** with systems you do not control: payment providers, health records, logistics APIs.
2. **Roles and permissions** beyond "user" and "admin".
3. **Offline support and real-time features.**
4. **Compliance** requirements such as HIPAA or PCI.

## What you can safely skip

- An admin panel: use the database console or a simple internal tool at first.
- Native apps on both platforms: start with one, or with a responsive web app.
- Custom analytics dashboards: a product analytics tool is enough.

## Protecting the budget

We forecast with the team's real throughput (see our post on Monte Carlo estimation) and review scope every two weeks. When something new comes in, something of equal size goes out, or the date moves, and that trade-off is made explicitly with the founder, not discovered at the end.
`,
  },
];
