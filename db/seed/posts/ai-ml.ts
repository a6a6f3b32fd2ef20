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
];
