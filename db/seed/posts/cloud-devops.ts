import { authors } from "./authors.ts";
import { cover, figure, md, type PostSeed } from "./types.ts";

export const cloudDevopsPosts: PostSeed[] = [
  {
    slug: "terraform-module-patterns",
    title: "Terraform Module Patterns We Reuse Across Clients",
    excerpt:
      "Small modules, thin environments and state split by blast radius: the Terraform layout our platform team starts every AWS project with.",
    category: "cloud-devops",
    tags: ["Terraform", "AWS", "Infrastructure as Code", "GitHub Actions"],
    keywords: ["terraform modules", "infrastructure as code", "terraform state", "aws"],
    publish: { on: "2024-04-16T09:00:00Z" },
    author: authors.rohan,
    image: cover("terraform-module-patterns"),
    metaTitle: "Terraform Module Patterns for AWS Projects",
    metaDescription:
      "The Terraform repository layout, module design and state strategy Quillstack's platform team uses on AWS projects.",
    content: md`
Our platform team sets up cloud infrastructure for a new client almost every month. Starting from the same proven layout saves weeks and avoids the mistakes that make Terraform painful a year later. Here is that layout.

## Repository layout

~~~bash
infrastructure/
  modules/
    network/        # VPC, subnets, NAT, flow logs
    service/        # ECS or EKS service, IAM role, alarms
    database/       # RDS PostgreSQL, parameter group, backups
  environments/
    staging/
      main.tf       # composes modules, nothing else
    production/
      main.tf
~~~

Modules hold the logic. Environments only compose modules with different inputs, so staging and production cannot drift apart in structure.

![Diagram: environments compose network, service and database modules; each layer has its own state](${figure("terraform-layers")})

## Small modules with clear inputs

A module should do one thing and expose only the decisions a user must make:

~~~hcl
module "orders_api" {
  source        = "../../modules/service"
  name          = "orders-api"
  image         = var.orders_api_image
  cpu           = 512
  memory        = 1024
  desired_count = 3
  alarm_topic   = module.alerts.topic_arn
}
~~~

Defaults are safe (encryption on, public access off). Anything dangerous needs an explicit input.

## Split state by blast radius

One state file for everything means a typo in a dashboard can touch the database. We split state into layers that change at different speeds:

| Layer | Changes | Who can apply |
| --- | --- | --- |
| Foundation (accounts, network, DNS) | Rarely | Platform team |
| Data (databases, buckets, queues) | Occasionally | Platform team with review |
| Services (compute, alarms, dashboards) | Daily | Any engineer via CI |

## Plans in pull requests

No one runs \`terraform apply\` from a laptop. A pull request runs \`plan\` and posts the output as a comment; merging applies it. Reviewers read the plan, not just the code.

## Checks before apply

1. \`terraform fmt\` and \`validate\` on every change.
2. A policy check that blocks public buckets, open security groups and unencrypted volumes.
3. A cost estimate in the pull request, so a change that doubles the bill is noticed before it lands.

## What we avoid

- **Deeply nested modules**: three levels is the limit, or nobody can follow a change.
- **Workspaces for environments**: separate directories are easier to read and review.
- **Hand-made changes in the console**: a nightly drift check reports them.

The layout is deliberately boring. Boring infrastructure is what lets product teams move fast on top of it.
`,
  },
  {
    slug: "kubernetes-cost-optimisation-checklist",
    title: "Kubernetes Cost Optimisation: The Checklist That Cut a Bill by 38%",
    excerpt:
      "Right-sizing requests, autoscaling that actually scales down, spot capacity and visibility per team: the checklist we run on every Kubernetes cluster we take over.",
    category: "cloud-devops",
    tags: ["Kubernetes", "AWS", "Cost Optimisation", "Helm"],
    keywords: ["kubernetes cost", "finops", "right sizing", "cluster autoscaler", "spot instances"],
    publish: { on: "2025-05-20T09:00:00Z" },
    author: authors.rohan,
    image: cover("kubernetes-cost-optimisation-checklist"),
    ogImage: cover("kubernetes-cost-optimisation-checklist"),
    legacyUrl: "/post/k8s-cost-savings",
    metaTitle: "Kubernetes Cost Optimisation Checklist",
    metaDescription:
      "A practical checklist for cutting Kubernetes costs: resource requests, autoscaling, spot nodes, idle environments and cost visibility.",
    content: md`
When we take over a Kubernetes platform, the cloud bill is usually 30-50% higher than it needs to be. The savings rarely come from clever tricks; they come from a handful of basics applied consistently. This is the checklist, with the results from one client, a logistics company running three EKS clusters.

## 1. Right-size resource requests

Requests decide how many nodes you pay for. Most teams set them once, generously, and never revisit them. We compare requests with actual usage over two weeks:

~~~bash
kubectl top pods --all-namespaces --sort-by=cpu | head -20
~~~

Then we set requests near the 90th percentile of real usage and limits for memory only. On this client, average CPU requests were four times actual usage.

## 2. Make autoscaling scale down

Autoscalers that only scale up are common. Check that:

- Horizontal pod autoscalers have sensible minimums (two, not ten).
- The node autoscaler can remove nodes: pods without disruption budgets or with local storage often block it.
- Nightly and weekend traffic is actually reflected in node counts.

## 3. Use spot capacity for what can be interrupted

Stateless services with several replicas, CI runners and batch jobs run well on spot instances with a mix of instance types. Databases and single-replica services stay on on-demand capacity.

~~~yaml
affinity:
  nodeAffinity:
    preferredDuringSchedulingIgnoredDuringExecution:
      - weight: 80
        preference:
          matchExpressions:
            - key: capacity-type
              operator: In
              values: ["spot"]
~~~

## 4. Turn off what nobody uses

Preview environments from merged branches, old load-test namespaces, forgotten volumes. A weekly report of namespaces with no traffic for seven days, sent to their owners, removed 60 of them in a month.

## 5. Show each team its cost

Labels for team and service on every workload, and a monthly cost report per team. Visibility alone changed behaviour: teams started asking for smaller requests themselves.

## The result

![Bar chart: monthly cluster cost falling over five months as each step was applied](${figure("k8s-cost")})

| Step | Monthly saving |
| --- | --- |
| Right-sized requests | 17% |
| Scale-down fixed | 8% |
| Spot for stateless services and CI | 9% |
| Idle environments removed | 4% |
| **Total** | **38%** |

None of these steps changed application code, and reliability improved: right-sized, well-spread workloads survive node failures better than overprovisioned ones packed onto a few large machines.
`,
  },
  {
    slug: "fast-ci-pipelines-with-github-actions",
    title: "Keeping CI Under Ten Minutes with GitHub Actions",
    excerpt:
      "Slow pipelines make developers batch changes and skip tests. Caching, parallel jobs and running only what changed keep our clients' CI fast as their codebases grow.",
    category: "cloud-devops",
    tags: ["GitHub Actions", "CI/CD", "Docker", "TypeScript"],
    keywords: ["github actions", "ci speed", "build cache", "monorepo ci", "docker layer caching"],
    publish: { on: "2026-02-17T09:00:00Z" },
    author: authors.rohan,
    image: cover("fast-ci-pipelines-with-github-actions"),
    content: md`
A continuous integration pipeline that takes 40 minutes changes how a team works: people stack changes, context-switch while they wait and merge without waiting for green. We aim for under ten minutes from push to result. These are the techniques that get most projects there.

## Measure first

Before optimising, we export a month of workflow runs and look at where time goes: queueing, dependency installation, builds, tests. On a typical project the picture looks like this:

| Stage | Share of pipeline time |
| --- | --- |
| Installing dependencies | 22% |
| Building | 18% |
| Unit and integration tests | 35% |
| End-to-end tests | 20% |
| Queueing | 5% |

## Cache dependencies and builds

~~~yaml
- uses: actions/setup-node@v4
  with:
    node-version: 24
    cache: npm
- run: npm ci
- uses: actions/cache@v4
  with:
    path: .build-cache
    key: build-\${{ runner.os }}-\${{ hashFiles('package-lock.json', 'src/**') }}
    restore-keys: build-\${{ runner.os }}-
~~~

For Docker images, build with layer caching stored in the registry, and order the Dockerfile so dependencies install before source code is copied.

## Run jobs in parallel

Lint, type check, unit tests and the build do not depend on each other. Running them as separate jobs turns a sum into a maximum. Long test suites are split into shards by timing data, so every shard takes about the same time.

![Diagram: a push fans out into lint, type check, test shards and build, which join before deployment](${figure("ci-fan-out")})

## Only run what changed

In monorepos, a change to the documentation should not run the mobile app's tests. Path filters on workflows, or a task runner that knows the dependency graph, cut the average pipeline on one client's monorepo from 26 to 7 minutes.

## Make flaky tests visible

A retried flaky test hides a slow failure. We report every retry, and tests that need retries go to a quarantine list with an owner.

## Keep runners warm

For large suites, self-hosted runners with warm caches or larger hosted runners often pay for themselves in developer time. Ten engineers waiting fifteen minutes, several times a day, cost far more than a bigger machine.

## The results we usually see

1. Dependency caching: 2-4 minutes saved per run.
2. Parallel jobs and sharding: pipeline time roughly halved.
3. Change detection in monorepos: most runs skip most jobs.

Fast CI is not a luxury. It is what makes small, frequent, safe changes possible.
`,
  },
];
