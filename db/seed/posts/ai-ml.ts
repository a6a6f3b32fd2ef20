import { authors } from "./authors.ts";
import { cover, figure, md, type PostSeed } from "./types.ts";

export const aiMlPosts: PostSeed[] = [
  {
    slug: "llm-evaluation-playbook-2026",
    title: "The LLM Evaluation Playbook (2026 Edition)",
    excerpt:
      "How we test LLM features before and after launch: golden datasets, graded rubrics, LLM-as-judge with human calibration, and regression gates in CI.",
    category: "ai-ml",
    tags: ["LLM", "Python", "Machine Learning"],
    keywords: ["llm evaluation", "llm as judge", "rag evaluation", "golden dataset", "evals"],
    publish: { on: "2026-06-18T08:30:00Z" },
    updated: "2026-07-02T12:00:00Z",
    author: authors.meera,
    image: cover("llm-evaluation-playbook-2026"),
    ogImage: cover("llm-evaluation-playbook-2026"),
    canonicalUrl: "/knowledge-center/llm-evaluation-playbook",
    metaTitle: "LLM Evaluation Playbook 2026: Datasets, Judges and CI Gates",
    metaDescription:
      "A practical playbook for evaluating LLM features: building golden datasets, scoring with rubrics, calibrating LLM judges and gating releases.",
    content: md`
Most LLM features we are asked to rescue have the same problem: nobody can say whether the last prompt change made things better or worse. This playbook is how our AI teams answer that question on every project, updated with what changed for us in 2026.

## 1. Decide what "good" means

Before writing any evaluation code, write down the behaviours that matter, as concrete statements a reviewer can check:

- The answer is supported by the retrieved documents (no invented facts).
- The answer cites the document it used.
- The answer declines politely when the documents do not cover the question.
- The tone matches the brand guide; no legal or medical advice.

Each statement becomes a criterion in a rubric with a 1-4 scale and examples of each score.

## 2. Build a golden dataset

A golden dataset is a versioned set of inputs with reference outputs or expected properties. We aim for 150-300 cases for a first release, drawn from three sources:

| Source | Share | Why |
| --- | --- | --- |
| Real user questions (anonymised) | 60% | Reflects actual traffic |
| Edge cases written by domain experts | 25% | Covers rare but costly failures |
| Adversarial prompts | 15% | Jailbreaks, prompt injection, off-topic requests |

Our annotation team labels each case with the expected behaviour, and a second annotator reviews a sample. Agreement below 85% means the rubric is unclear, not that the annotators are wrong.

## 3. Score automatically, calibrate with humans

Exact-match metrics rarely work for generated text. We combine cheap deterministic checks with an LLM judge:

~~~python
from dataclasses import dataclass

@dataclass
class Verdict:
    case_id: str
    grounded: int  # 1-4
    cites_source: bool
    declined_correctly: bool | None

def evaluate(case, answer, judge) -> Verdict:
    cites = any(doc_id in answer.citations for doc_id in case.relevant_docs)
    grounded = judge.score(
        rubric="grounded",
        question=case.question,
        documents=case.documents,
        answer=answer.text,
    )
    declined = None
    if case.should_decline:
        declined = answer.is_refusal
    return Verdict(case.id, grounded, cites, declined)
~~~

The judge is itself a model, so we calibrate it: every month, 100 cases are scored by both the judge and two human reviewers. If the judge's agreement with humans drops below the humans' agreement with each other, we fix the judge prompt before trusting its numbers.

![Diagram: golden dataset, candidate model, deterministic checks and LLM judge feed a report and a CI gate](${figure("llm-eval-pipeline")})

## 4. Gate releases in CI

Evaluations only help if they run on every change. Prompt templates, retrieval settings and model versions live in the repository, and a pull request that touches them runs the suite:

~~~yaml
# .github/workflows/evals.yml
name: llm-evals
on:
  pull_request:
    paths: ["prompts/**", "retrieval/**", "models.yaml"]
jobs:
  evaluate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: pip install -r evals/requirements.txt
      - run: python -m evals.run --dataset golden-v12 --baseline main --fail-under 0.02
~~~

The gate fails when any criterion drops more than two points against the main branch. Improvements are reported but never block.

## 5. Keep evaluating after launch

Offline scores drift away from reality as users find new ways to ask things. In production we:

1. Sample 1% of conversations daily for human review.
2. Track thumbs-down rate and escalation-to-human rate per intent.
3. Add every reviewed failure to the golden dataset, so the next release is tested against it.

## What changed in 2026

- **Judges got cheaper**, so we now run the full suite on every pull request instead of nightly.
- **Multi-step agents** need trajectory evaluation: we score the tool calls and their order, not only the final answer.
- **Cost and latency are criteria too.** A prompt that improves grounding by 1% but doubles the token bill rarely ships.

## A checklist to start tomorrow

- [ ] Write five behaviour statements for your feature.
- [ ] Collect 50 real questions and label them.
- [ ] Score the current version and save the report as your baseline.
- [ ] Run the same script in CI on prompt changes.

You will learn more about your feature in a week of doing this than in a month of trying prompts by hand.
`,
  },
  {
    slug: "rag-in-production-lessons",
    title: "Retrieval-Augmented Generation in Production: Seven Lessons",
    excerpt:
      "Most RAG failures are retrieval failures. Seven lessons from building question-answering systems over company documents for our clients.",
    category: "ai-ml",
    tags: ["LLM", "RAG", "Python", "PostgreSQL"],
    keywords: [
      "rag",
      "retrieval augmented generation",
      "vector search",
      "chunking",
      "hybrid search",
    ],
    publish: { on: "2025-03-18T09:00:00Z" },
    author: authors.meera,
    image: cover("rag-in-production-lessons"),
    ogImage: cover("rag-in-production-lessons"),
    metaTitle: "RAG in Production: 7 Lessons from Real Deployments",
    metaDescription:
      "Chunking, hybrid search, re-ranking, citations and evaluation: what we learned building retrieval-augmented generation systems.",
    content: md`
Retrieval-augmented generation (RAG) looks simple in a demo: split documents, embed them, retrieve the closest chunks and ask a model to answer. In production, with messy documents and real users, most of the work is elsewhere. These are the lessons our AI team keeps relearning.

![Diagram: documents are chunked and indexed; a question retrieves, re-ranks and grounds the answer with citations](${figure("rag-pipeline")})

## 1. Measure retrieval separately

When an answer is wrong, first check whether the right passage was retrieved at all. We track recall at 5 and at 20 on a labelled set of questions. If recall is low, no prompt will fix the answer.

## 2. Chunk by structure, not by character count

Fixed 500-token chunks cut tables in half and separate headings from their text. We split on the document's own structure (sections, list items, table rows) and prefix each chunk with its heading path, such as "Leave policy > Parental leave > Eligibility".

## 3. Use hybrid search

Embeddings miss exact terms: product codes, error numbers, names. Combining keyword search with vector search, and merging the results, fixed a third of our retrieval misses on one project.

~~~python
def hybrid_search(query: str, k: int = 20) -> list[Chunk]:
    keyword = keyword_index.search(query, limit=k)
    semantic = vector_index.search(embed(query), limit=k)
    scores: dict[str, float] = {}
    for results in (keyword, semantic):
        for rank, chunk in enumerate(results):
            scores[chunk.id] = scores.get(chunk.id, 0.0) + 1.0 / (60 + rank)
    best = sorted(scores, key=scores.get, reverse=True)[:k]
    return [chunks[chunk_id] for chunk_id in best]
~~~

This is reciprocal rank fusion: simple, robust and no weights to tune.

## 4. Re-rank before you generate

A cross-encoder re-ranker that reads the question and each candidate together is slower than vector search but far more precise. We retrieve 20 candidates cheaply and re-rank them down to 5.

## 5. Require citations

The prompt asks the model to cite the chunk identifiers it used, and the application checks that every citation exists in the retrieved set. Answers without valid citations are replaced by "I could not find this in the documents."

## 6. Keep the index fresh

Stale answers erode trust faster than wrong ones. Documents are re-indexed when they change, and each chunk stores its source's last-modified date so answers can say how current they are.

## 7. Evaluate continuously

| Metric | Target | What it catches |
| --- | --- | --- |
| Retrieval recall at 5 | > 90% | Chunking and search problems |
| Grounded answers | > 95% | Invented content |
| Correct refusals | > 90% | Answers to questions the documents do not cover |
| p95 latency | < 4 s | Slow re-ranking or generation |

We run these on every change, as described in our evaluation playbook, and review a sample of real conversations every week.

## The takeaway

Treat RAG as a search problem with a language model at the end, not as a language model with some search attached. Teams that invest in retrieval quality get better answers from smaller, cheaper models.
`,
  },
  {
    slug: "data-annotation-quality-at-scale",
    title: "Data Annotation Quality at Scale: How We Keep Labels Trustworthy",
    excerpt:
      "A model is only as good as its labels. The guidelines, review loops and agreement metrics our annotation teams use on projects with millions of items.",
    category: "ai-ml",
    tags: ["Data Annotation", "Machine Learning", "Quality Review", "Python"],
    keywords: ["data annotation", "labelling quality", "inter-annotator agreement", "cohen kappa"],
    publish: { on: "2024-07-09T09:00:00Z" },
    author: authors.meera,
    image: cover("data-annotation-quality-at-scale"),
    content: md`
Our annotation teams label text, images and audio for clients training their own models, from a few thousand items to several million. Speed is easy to buy; consistent quality is not. This is how we keep labels trustworthy as projects grow.

## Start with the guidelines

Every project begins with written guidelines, tested before any volume work:

- A definition of each label, with three clear examples and three borderline ones.
- A decision tree for the cases that confuse people most.
- A list of what to do when unsure: skip, flag, or choose the safest label.

We run a pilot of 200 items with five annotators and the client's domain expert. Every disagreement becomes either a guideline change or a new example.

## Measure agreement, not just accuracy

Accuracy needs a ground truth, which most projects do not have. Agreement between annotators does not. We use Cohen's kappa for pairs and Krippendorff's alpha for larger groups:

~~~python
from sklearn.metrics import cohen_kappa_score

def pairwise_kappa(labels_a: list[str], labels_b: list[str]) -> float:
    """Agreement between two annotators, corrected for chance."""
    return cohen_kappa_score(labels_a, labels_b)

kappa = pairwise_kappa(batch.annotator("A"), batch.annotator("B"))
if kappa < 0.7:
    escalate(batch, reason=f"low agreement: {kappa:.2f}")
~~~

![Bar chart: agreement rising week by week as guidelines improve](${figure("annotation-agreement")})

## The review loop

1. **Overlap**: 10% of items are labelled by two annotators, chosen at random.
2. **Review**: a senior reviewer resolves every disagreement and samples 5% of the rest.
3. **Feedback**: each annotator gets a weekly summary of their corrections with examples.
4. **Calibration**: once a week the whole team labels the same 20 hard items and discusses them.

## What good looks like

| Metric | Healthy | Action needed |
| --- | --- | --- |
| Pairwise kappa | 0.80 or higher | Below 0.70 |
| Reviewer correction rate | Under 3% | Over 6% |
| Items flagged as unsure | 1-4% | Over 8% (guidelines unclear) |
| Guideline changes per week | Falling over time | Rising after week 4 |

## Gold questions

A small set of items with known answers is mixed into every annotator's queue without being marked. They catch drift and fatigue early, and they are the fairest way to compare quality between annotators.

## Scaling up

When a project grows from five annotators to fifty, quality usually drops for two weeks. We grow in steps of ten, pair new annotators with experienced ones for their first 500 items, and keep the calibration sessions even when everyone is busy. The projects that skip these steps spend far longer relabelling later.
`,
  },
  {
    slug: "fraud-detection-with-gradient-boosting",
    title: "Fraud Detection with Gradient Boosting: A Practical Walkthrough",
    excerpt:
      "From an imbalanced transactions table to a model the fraud team trusts: features, validation over time, thresholds chosen with the business, and monitoring.",
    category: "ai-ml",
    tags: ["Machine Learning", "Python", "Fraud Detection", "scikit-learn"],
    keywords: ["fraud detection", "gradient boosting", "imbalanced data", "model monitoring"],
    publish: { on: "2026-04-14T09:00:00Z" },
    author: authors.meera,
    image: cover("fraud-detection-with-gradient-boosting"),
    metaTitle: "Fraud Detection with Gradient Boosting in Python",
    metaDescription:
      "A practical fraud detection walkthrough: behavioural features, time-based validation, cost-based thresholds and monitoring in production.",
    content: md`
Halcyon Ledger, a payments company, asked us to replace a rules engine that flagged 4% of transactions for review and still missed most fraud. Gradient-boosted trees remain our first choice for this kind of tabular problem: fast, accurate and explainable enough for a fraud team to trust. Here is the approach, step by step.

## The data problem

Fraud was 0.3% of transactions. A model that predicts "not fraud" every time is 99.7% accurate and useless, so we never report accuracy. We use precision and recall at the operating threshold, and the area under the precision-recall curve.

## Features that matter

Raw transaction fields are weak on their own. Behaviour over time is where the signal is:

- Amount compared with the customer's median over the last 30 days.
- Number of transactions in the last hour and the last day.
- New device, new country or new merchant category for this customer.
- Time since the account's last password or email change.

~~~python
features = transactions.assign(
    amount_vs_median=lambda df: df.amount / df.customer_median_amount_30d,
    tx_last_hour=lambda df: df.groupby("customer_id")["ts"].transform(
        lambda ts: ts.rolling("1h").count()
    ),
    new_device=lambda df: ~df.device_id.isin(df.known_devices),
)
~~~

## Validate over time, never at random

A random train/test split leaks the future into training. We train on months 1-9, validate on month 10 and test on months 11-12, which is how the model will actually be used.

~~~python
from sklearn.ensemble import HistGradientBoostingClassifier

model = HistGradientBoostingClassifier(
    learning_rate=0.05, max_iter=600, class_weight="balanced", early_stopping=True
)
model.fit(train[feature_columns], train.is_fraud)
~~~

## Choosing the threshold with the business

The threshold is a business decision. A missed fraud cost Halcyon about $180 on average; a manual review cost about $4. We plotted expected cost against threshold and chose the minimum together with the fraud team.

![Bar chart: expected cost per thousand transactions at different thresholds](${figure("fraud-threshold-cost")})

| | Rules engine | Model |
| --- | --- | --- |
| Transactions sent to review | 4.0% | 1.1% |
| Fraud caught (recall) | 38% | 81% |
| Precision of reviews | 3% | 22% |

## Explaining decisions

Reviewers see the top contributing features for each flagged transaction ("amount 9x usual", "new device"). That shortened reviews and, more importantly, made reviewers willing to rely on the model.

## Monitoring

Fraudsters adapt. We monitor the score distribution daily, feature drift weekly and confirmed-fraud recall monthly, and retrain every quarter or when drift crosses an agreed limit. The model is one part of the system; the feedback loop from reviewers is the part that keeps it good.
`,
  },
];
