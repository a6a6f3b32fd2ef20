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
];
