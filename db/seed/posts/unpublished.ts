import { authors } from "./authors.ts";
import { cover, md, type PostSeed } from "./types.ts";

/** Drafts and a scheduled post: none of them may appear on the site yet. */
export const unpublishedPosts: PostSeed[] = [
  {
    slug: "draft-graphql-federation-notes",
    title: "GraphQL Federation: Notes from Three Migrations",
    excerpt:
      "Draft: what we learned splitting a monolithic GraphQL schema into federated subgraphs for three clients.",
    category: "web-development",
    status: "draft",
    tags: ["GraphQL", "Node.js", "Architecture"],
    keywords: ["graphql federation", "subgraphs", "apollo", "schema design"],
    publish: { on: "2026-11-01T09:00:00Z" },
    author: authors.priya,
    image: cover("draft-graphql-federation-notes"),
    content: md`
These are working notes for a longer article. Do not publish until the benchmark section is finished.

## Why federate at all

Three clients came to us with the same shape of problem: one GraphQL server owned by a platform team, and six product teams queuing to change its schema. Federation lets each team own a subgraph and deploy it on its own schedule, while clients still see one graph.

## What went well

- **Ownership became visible.** Every type has an owning subgraph, written in the schema itself.
- **Deploys decoupled.** Product teams stopped waiting for the platform team's release train.
- **Schema checks in CI** caught breaking changes before they reached the gateway.

## What hurt

### Entity boundaries

The first split is always wrong. We drew subgraph boundaries along the database tables, and ended up with chatty entity references between subgraphs. Boundaries along business capabilities (catalogue, pricing, ordering) worked much better.

### Query planning costs

A query touching four subgraphs pays for four network hops. We added a rule: a page's main query may touch at most two subgraphs on its critical path.

~~~ts
// The pricing subgraph extends Product, owned by the catalogue subgraph.
const typeDefs = gql\`
  extend type Product @key(fields: "id") {
    id: ID! @external
    price(currency: Currency!): Money!
  }
\`;
~~~

## Still to write

1. Benchmarks: gateway latency before and after, p50 and p95.
2. The migration order we recommend, with a diagram.
3. When *not* to federate: small teams with one deploy pipeline rarely need it.
4. Tooling comparison: managed registries versus a schema check in the repository.

## Open questions for reviewers

- Is the Apollo-specific detail too much for a general audience?
- Should the entity-boundary section move to its own post?
- Do we have permission to mention the commerce client's traffic figures, or should they stay anonymous?

Notes end here. The published version should be around 1,500 words, with the benchmark table and the migration diagram added once the client has approved the figures.
`,
  },
  {
    slug: "draft-flutter-state-management",
    title: "Flutter State Management in 2026: Riverpod, Bloc or Signals?",
    excerpt:
      "Draft: a comparison of the state-management approaches our Flutter teams use, with the same feature built three ways.",
    category: "mobile-development",
    status: "draft",
    tags: ["Flutter", "Dart", "Mobile"],
    keywords: ["flutter state management", "riverpod", "bloc", "signals"],
    publish: { on: "2026-11-10T09:00:00Z" },
    author: authors.daniel,
    image: cover("draft-flutter-state-management"),
    content: md`
Outline and first notes. Needs the sample project link and a review by the mobile guild before it goes out.

## The question

Every new Flutter project at Quillstack starts with the same debate: which state-management approach? We built the same feature, a booking screen with filters, optimistic updates and offline support, three ways to compare them fairly.

## The candidates

| Approach | Mental model | Boilerplate | Testability |
| --- | --- | --- | --- |
| Riverpod | Providers with dependencies | Low | High |
| Bloc | Events in, states out | Medium | High |
| Signals | Fine-grained reactive values | Low | Medium |

## Riverpod

Our default for new apps. Providers compose naturally and are easy to override in tests.

~~~dart
final bookingsProvider = FutureProvider.autoDispose<List<Booking>>((ref) async {
  final filters = ref.watch(filtersProvider);
  return ref.watch(bookingApiProvider).search(filters);
});
~~~

## Bloc

Still the best fit when a client's team already uses it, or when an audit trail of events and states is valuable, for example in regulated apps where we log every state transition.

## Signals

Very pleasant for small, highly interactive widgets. We are less sure about large apps: dependencies between signals become hard to follow without discipline.

## Testing the three versions

We wrote the same twelve tests against each version: loading, filtering, an optimistic booking that succeeds, one that fails and rolls back, and offline queueing. Riverpod and Bloc needed no widget tests at all for the logic; the signals version needed two, because some state lived inside widgets.

## Draft conclusions

1. Pick one approach per app and write down the conventions in the repository.
2. Keep business logic in plain Dart classes, whatever the approach, so switching later is possible.
3. Test state, not widgets, for most logic.

## To do before publishing

- Add performance measurements of rebuild counts on the booking screen.
- Add a section on offline sync and conflict handling.
- Link the public sample repository once it is cleaned up.
- Ask the Bloc maintainers' community guidelines team whether our description is fair.

This draft is roughly half of the planned length. The remaining sections will be added after the sample project is reviewed.
`,
  },
  {
    slug: "ai-agents-in-the-enterprise",
    title: "AI Agents in the Enterprise: A Field Guide for 2027",
    excerpt:
      "Where autonomous AI agents are delivering value inside large companies, where they are not yet ready, and the guardrails we put around every deployment.",
    category: "ai-ml",
    tags: ["AI Agents", "LLM", "Machine Learning", "Security"],
    keywords: ["ai agents", "enterprise ai", "agent guardrails", "tool use", "llm agents"],
    publish: { inDays: 30 },
    author: authors.meera,
    image: cover("ai-agents-in-the-enterprise"),
    metaTitle: "AI Agents in the Enterprise: A 2027 Field Guide",
    metaDescription:
      "Where AI agents work in large companies today, where they fail, and the guardrails Quillstack builds around every agent deployment.",
    content: md`
Over the last year our AI teams have built or reviewed agent systems for eleven enterprise clients. Some now handle thousands of tasks a day; others were switched off after a pilot. This guide shares the patterns that separate the two.

## What we mean by an agent

An agent is an LLM that decides which tools to call, observes the results and decides what to do next, in a loop, until a goal is met. That loop is what makes agents useful, and what makes them risky.

## Where agents deliver value today

| Use case | Why it works |
| --- | --- |
| IT helpdesk triage | Narrow tools, reversible actions, clear success criteria |
| Invoice matching | Structured data, human approval for exceptions |
| Internal knowledge search | Read-only tools, citations required |
| Test maintenance | Changes go through code review anyway |

The common thread: **narrow tools, reversible actions and a human at the points that matter**.

## Where they are not ready

- Open-ended tasks with vague goals ("improve our marketing").
- Actions that move money or change customer data without review.
- Processes where nobody can say what a correct outcome looks like.

## Guardrails we build into every agent

1. **Least-privilege tools.** Each tool does one thing, with its own credentials and scopes.
2. **Budgets.** A maximum number of steps, tokens and wall-clock time per task.
3. **Approval gates.** Irreversible actions wait for a human click, with the agent's reasoning shown.
4. **Full traces.** Every step, tool call and result is logged for audit and evaluation.
5. **Evaluation on trajectories.** We test the path the agent took, not only the final answer.

~~~python
@tool(scopes=["tickets:read", "tickets:comment"], reversible=True)
def comment_on_ticket(ticket_id: str, body: str) -> str:
    """Add an internal comment to a helpdesk ticket."""
    return helpdesk.add_comment(ticket_id, body, visibility="internal")
~~~

## Getting started

Pick one workflow with clear inputs and outputs, build the agent with read-only tools first, and measure it against the humans doing the job today. Only then add tools that write.

We will publish the full evaluation framework behind these recommendations in a follow-up post.
`,
  },
];
