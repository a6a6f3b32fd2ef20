import { authors } from "./authors.ts";
import { cover, figure, md, type PostSeed } from "./types.ts";

export const dataEngineeringPosts: PostSeed[] = [
  {
    slug: "dbt-project-structure-that-scales",
    title: "A dbt Project Structure That Scales Past 500 Models",
    excerpt:
      "Staging, intermediate and mart layers, naming rules, tests on every model and ownership per domain: how we keep dbt projects readable as they grow.",
    category: "data-engineering",
    tags: ["dbt", "SQL", "Snowflake", "Data Engineering"],
    keywords: ["dbt project structure", "data modelling", "analytics engineering", "data tests"],
    publish: { on: "2025-09-09T09:00:00Z" },
    author: authors.tomasz,
    image: cover("dbt-project-structure-that-scales"),
    ogImage: cover("dbt-project-structure-that-scales"),
    metaTitle: "dbt Project Structure: Layers, Naming and Tests That Scale",
    metaDescription:
      "How Quillstack structures dbt projects with staging, intermediate and mart layers, naming conventions, tests and domain ownership.",
    content: md`
dbt makes it easy to write a model, and just as easy to end up with 800 models nobody understands. We have restructured several client projects that reached that point. The structure below is what we now start with, and it has held up past 500 models.

## Three layers

![Diagram: sources feed staging models, which feed intermediate models, which feed marts used by dashboards](${figure("dbt-layers")})

- **Staging**: one model per source table. Rename columns, cast types, nothing else.
- **Intermediate**: joins and business logic that several marts share.
- **Marts**: the tables people query, organised by business domain (finance, operations, marketing).

~~~bash
models/
  staging/
    shop/
      stg_shop__orders.sql
      stg_shop__customers.sql
  intermediate/
    int_orders_enriched.sql
  marts/
    finance/
      fct_revenue_daily.sql
    operations/
      fct_shipments.sql
~~~

## A staging model

~~~sql
-- models/staging/shop/stg_shop__orders.sql
select
    id as order_id,
    customer_id,
    cast(created_at as timestamp) as ordered_at,
    total_cents / 100.0 as order_total,
    lower(status) as status
from {{ source('shop', 'orders') }}
~~~

## Naming rules

| Prefix | Layer | Example |
| --- | --- | --- |
| stg_ | Staging | stg_shop__orders |
| int_ | Intermediate | int_orders_enriched |
| fct_ | Mart, one row per event | fct_revenue_daily |
| dim_ | Mart, one row per entity | dim_customers |

Names say where a model sits and what a row means, which answers half the questions new team members ask.

## Tests on every model

Every model has at least a unique and not-null test on its key. Marts also get tests for business rules, such as "revenue is never negative". Failing tests block the deployment, not just send a message.

## Ownership by domain

Each mart folder has an owner in the project's YAML, and that team reviews changes to it. When the finance numbers look wrong, everybody knows who to ask.

## Keeping it fast

1. Incremental models for large fact tables, with a full refresh weekly.
2. Slim CI: only modified models and their children run on pull requests.
3. A monthly review of the slowest models, which usually finds a missing filter or an unnecessary join.

Structure does not make a project good on its own, but it makes problems easy to find, and that is most of the battle.
`,
  },
  {
    slug: "reliable-pipelines-with-apache-airflow",
    title: "Reliable Data Pipelines with Apache Airflow: Our House Rules",
    excerpt:
      "Idempotent tasks, data-aware scheduling, small DAGs and alerts that reach a person: the rules that keep our clients' Airflow deployments boring in the best way.",
    category: "data-engineering",
    tags: ["Apache Airflow", "Python", "Data Engineering", "AWS"],
    keywords: ["apache airflow", "data pipelines", "idempotent tasks", "dag best practices"],
    publish: { on: "2024-06-11T09:00:00Z" },
    author: authors.tomasz,
    image: cover("reliable-pipelines-with-apache-airflow"),
    content: md`
Apache Airflow runs the nightly and hourly pipelines of many of our clients. It is flexible enough to let teams build very fragile systems. Over the years our data engineers have settled on a short list of house rules that keep pipelines reliable and easy to operate.

## 1. Every task is idempotent

Running a task twice for the same interval must give the same result. Tasks write to a partition for their interval and replace it, never append:

~~~python
from airflow.decorators import dag, task
import pendulum

@dag(schedule="@daily", start_date=pendulum.datetime(2024, 1, 1, tz="UTC"), catchup=False)
def orders_daily():
    @task(retries=3, retry_exponential_backoff=True)
    def load_orders(data_interval_start=None, data_interval_end=None):
        partition = data_interval_start.strftime("%Y-%m-%d")
        rows = extract_orders(data_interval_start, data_interval_end)
        replace_partition("analytics.orders", partition, rows)

    load_orders()

orders_daily()
~~~

With idempotent tasks, retries and backfills are safe, and recovering from a failure is a button press.

## 2. Airflow orchestrates, it does not compute

Heavy work runs in the warehouse, in Spark, or in containers. Airflow workers only start jobs and wait. This keeps the scheduler healthy and makes each step testable outside Airflow.

![Diagram: Airflow triggers extraction, warehouse transformations and quality checks, then publishes datasets](${figure("airflow-orchestration")})

## 3. Small DAGs, connected by data

One DAG per data product, not one giant DAG for everything. DAGs that depend on each other use dataset-aware scheduling: the downstream DAG runs when its input dataset is updated, not at a guessed time.

## 4. Check data, not just tasks

A task can succeed and load nothing. After each load we check row counts, freshness and key constraints, and fail the run when they are off.

| Check | Example rule |
| --- | --- |
| Volume | Today's rows within 50% of the 7-day average |
| Freshness | Newest record less than 2 hours old |
| Uniqueness | order_id unique per partition |
| Completeness | customer_id never null |

## 5. Alerts reach a person

Failures go to the owning team's channel with a link to the log and the run's parameters. Every DAG has an owner in its tags, and an alert nobody owns is a bug.

## 6. Everything in code review

DAGs, connections (without secrets) and variables live in the repository. A DAG cannot reach production without a pull request and a passing test that loads it.

## The payoff

On one client's platform these rules took on-call pages from several a week to about one a month. The pipelines did not get more clever; they got more predictable.
`,
  },
];
