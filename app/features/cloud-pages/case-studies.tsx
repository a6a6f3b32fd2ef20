import { HeadedSection } from "~/components/marketing-blocks";
import type { CloudProviderPage } from "~/content/cloud";

/** "40% cost reduction" -> ["40%", "cost reduction"]: the figure is shown large. */
export function splitMetric(metric: string): [figure: string, label: string] {
  const space = metric.indexOf(" ");
  if (space < 0 || !/\d/.test(metric.slice(0, space))) return ["", metric];
  return [metric.slice(0, space), metric.slice(space + 1)];
}

/** Three of our own client projects (clients anonymised), each with its measured results. */
export function CaseStudies({ page }: { page: CloudProviderPage }) {
  return (
    <HeadedSection
      id="case-studies"
      headingId="cloud-case-studies-title"
      eyebrow="Case studies"
      title={`Results on ${page.shortName}`}
      intro={page.intros.caseStudies}
    >
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {page.caseStudies.map((study) => (
          <li key={study.title}>
            <article className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-xs">
              <p className="inline-flex self-start rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
                {study.industry}
              </p>
              <h3 className="mt-4 text-lg font-semibold text-balance">{study.title}</h3>
              <p className="mt-2 flex-1 text-sm text-pretty text-muted-foreground">
                {study.description}
              </p>
              <ul aria-label="Results" className="mt-6 grid grid-cols-2 gap-3">
                {study.metrics.map((metric) => {
                  const [figure, label] = splitMetric(metric);
                  return (
                    <li
                      key={metric}
                      data-metric={metric}
                      className="rounded-xl bg-muted px-3 py-3 text-sm text-muted-foreground"
                    >
                      {figure ? (
                        <>
                          <span className="block text-2xl font-bold text-foreground">{figure}</span>{" "}
                          {label}
                        </>
                      ) : (
                        <span className="font-semibold text-foreground">{label}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
