import { ChevronLeftIcon, ChevronRightIcon, TrendingUpIcon } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "~/components/marketing-blocks";
import { buttonVariants } from "~/components/ui/button";
import type { AiUseCase } from "~/content/ai-use-cases";
import { EnquiryButton } from "~/features/enquiry/enquiry-dialog";
import { ServiceIcon } from "~/features/service-page/icons";
import { ComplexityBadge } from "./complexity-badge";
import { SelectControl } from "./select-control";
import { detailSectionId, nextIndex, positionLabel, previousIndex } from "./selection";

export const aiPageType = "ai-data-services";

/** The id of a use case's title in the detail section. */
function titleId(useCase: AiUseCase): string {
  return `use-case-detail-title-${useCase.id}`;
}

/**
 * The selected use case in full, with Previous / Next (wrapping) and a dot per use case. Every
 * use case's panel is in the HTML, all but the selected one hidden: islands/ai-use-cases.ts
 * switches them in place, handles the arrow keys and fills the polite live region.
 */
export function UseCaseDetail({
  useCases,
  index,
}: {
  useCases: readonly AiUseCase[];
  index: number;
}) {
  const useCase = useCases[index];
  if (!useCase) return null;
  const count = useCases.length;

  return (
    <section
      id={detailSectionId}
      aria-labelledby={titleId(useCase)}
      tabIndex={-1}
      data-use-case-detail=""
      className="scroll-mt-20 rounded-3xl border border-border bg-card shadow-xl shadow-indigo-950/5 outline-none dark:shadow-black/30"
    >
      {useCases.map((panel, panelIndex) => (
        <UseCasePanel
          key={panel.id}
          useCase={panel}
          position={positionLabel(panelIndex, count)}
          hidden={panelIndex !== index}
        />
      ))}
      <DetailNavigation useCases={useCases} index={index} />
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-use-case-announcement="" />
    </section>
  );
}

function UseCasePanel({
  useCase,
  position,
  hidden,
}: {
  useCase: AiUseCase;
  position: string;
  hidden: boolean;
}) {
  return (
    <div
      hidden={hidden}
      data-use-case-panel={useCase.id}
      className="grid gap-10 p-6 sm:p-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]"
    >
      <div>
        <p
          data-use-case-position=""
          className="text-sm font-semibold tracking-widest text-primary uppercase"
        >
          {position}
        </p>
        <div className="mt-4 flex items-start gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-linear-to-br from-indigo-500 to-violet-600 text-white">
            <ServiceIcon name={useCase.icon} className="size-7" />
          </span>
          <div>
            <h2
              id={titleId(useCase)}
              className="text-2xl font-bold tracking-tight text-balance sm:text-3xl"
            >
              {useCase.title}
            </h2>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium text-primary">{useCase.industry}</span>
              <ComplexityBadge complexity={useCase.complexity} />
            </div>
          </div>
        </div>
        <p className="mt-6 text-lg text-pretty text-muted-foreground">{useCase.description}</p>

        <h3 className="mt-8 text-lg font-semibold">Key features</h3>
        <CheckList items={useCase.features} grid="gap-3 sm:grid-cols-2" className="mt-4 text-sm" />
      </div>

      <div className="flex flex-col gap-8">
        <div>
          <h3 className="text-lg font-semibold">Technologies</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {useCase.technologies.map((technology) => (
              <li key={technology}>
                <Link
                  // The spec links use-case technologies to /tags/{technology}, URL-encoded.
                  to={`/tags/${encodeURIComponent(technology)}`}
                  className="inline-flex rounded-full border border-border bg-background px-3 py-1 text-sm font-medium hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {technology}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-linear-to-br from-indigo-50 to-violet-50 p-5 dark:from-indigo-950/60 dark:to-violet-950/60">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <TrendingUpIcon className="size-5 text-primary" aria-hidden="true" />
            Business value
          </h3>
          <p className="mt-2 text-pretty">{useCase.businessValue}</p>
        </div>
        <EnquiryButton
          pageType={aiPageType}
          defaultService={aiPageType}
          size="lg"
          className="self-start"
        >
          Implement This Solution
        </EnquiryButton>
      </div>
    </div>
  );
}

const stepButton = buttonVariants({ variant: "outline", gap: "tight" });

function DetailNavigation({ useCases, index }: { useCases: readonly AiUseCase[]; index: number }) {
  const count = useCases.length;
  const previous = previousIndex(index, count);
  const next = nextIndex(index, count);
  return (
    <nav
      aria-label="Browse use cases"
      className="flex flex-wrap items-center justify-between gap-4 border-t border-border px-6 py-5 sm:px-10"
    >
      <SelectControl index={previous} step={-1} className={stepButton}>
        <ChevronLeftIcon aria-hidden="true" />
        Previous
      </SelectControl>
      <ol className="order-last flex w-full flex-wrap justify-center sm:order-none sm:w-auto">
        {useCases.map((useCase, dot) => (
          <li key={useCase.id}>
            <SelectControl
              index={dot}
              current={dot === index}
              label={`Use case ${dot + 1}: ${useCase.title}`}
              className="group grid size-6 place-items-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {/* Styled from the control's aria-current, which the static page's island sets. */}
              <span
                aria-hidden="true"
                className="block size-2.5 rounded-full bg-muted-foreground/40 transition-all group-hover:bg-muted-foreground group-aria-[current=true]:w-5 group-aria-[current=true]:bg-primary motion-reduce:transition-none"
              />
            </SelectControl>
          </li>
        ))}
      </ol>
      <SelectControl index={next} step={1} className={stepButton}>
        Next
        <ChevronRightIcon aria-hidden="true" />
      </SelectControl>
    </nav>
  );
}
