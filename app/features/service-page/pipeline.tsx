import { ArrowRightIcon, CheckIcon } from "lucide-react";
import { HeadedSection } from "~/components/marketing-blocks";
import type { DataPipelineFlow, PipelineUseCase } from "~/content/service-pages/types";
import { type Tone, tones } from "~/content/tones";
import { cn } from "~/lib/utils";
import { ServiceIcon } from "./icons";

/** A step's colour name as the site's tone (a tone Tailwind knows), indigo when unknown. */
export function stepTone(color: string) {
  return Object.hasOwn(tones, color) ? tones[color as Tone] : tones.indigo;
}

/** Labelled lists side by side: a pipeline's layers or a use case's architecture. */
function LayerColumns({
  layers,
  className,
}: {
  layers: ReadonlyArray<{ label: string; items: readonly string[] }>;
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-4 sm:grid-cols-3", className)}>
      {layers.map((layer) => (
        <div key={layer.label} className="rounded-2xl border border-border bg-background p-5">
          <dt className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
            {layer.label}
          </dt>
          {layer.items.map((item) => (
            <dd key={item} className="mt-2 text-sm">
              {item}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

/** The data pipeline flow: ordered steps, then the architecture layers. */
export function PipelineFlow({ flow }: { flow: DataPipelineFlow | undefined }) {
  if (!flow || flow.steps.length === 0) return null;
  const { dataSources, processing, analytics } = flow.architectureLayers;
  return (
    <HeadedSection
      id="pipeline"
      headingId="service-pipeline-title"
      eyebrow="Data pipeline"
      title={flow.title}
      intro={flow.subtitle}
    >
      <ol className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {flow.steps.map((step, index) => {
          const tone = stepTone(step.color);
          return (
            <li key={step.name} className="relative rounded-3xl border border-border bg-card p-6">
              <div className="flex items-center gap-3">
                <span className={cn("grid size-11 place-items-center rounded-xl", tone.soft)}>
                  <ServiceIcon name={step.icon} />
                </span>
                <span className={cn("text-sm font-semibold", tone.text)}>Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold">{step.name}</h3>
              <p className="mt-2 text-sm text-pretty text-muted-foreground">{step.description}</p>
              <ul className="mt-4 space-y-2 text-sm">
                {step.details.map((detail) => (
                  <li key={detail} className="flex gap-2">
                    <ArrowRightIcon
                      className={cn("mt-0.5 size-4 shrink-0", tone.text)}
                      aria-hidden="true"
                    />
                    {detail}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      <h3 className="mt-14 text-center text-xl font-semibold">Architecture Layers</h3>
      <LayerColumns
        className="mt-6"
        layers={[
          { label: "Data sources", items: dataSources },
          { label: "Processing", items: processing },
          { label: "Analytics", items: analytics },
        ]}
      />
    </HeadedSection>
  );
}

/** Pipeline use cases: what each pipeline reads, does and produces, and what it brings. */
export function PipelineUseCases({
  useCases,
}: {
  useCases: readonly PipelineUseCase[] | undefined;
}) {
  if (!useCases || useCases.length === 0) return null;
  return (
    <HeadedSection
      id="pipeline-use-cases"
      headingId="service-pipeline-use-cases-title"
      eyebrow="In practice"
      title="Pipeline Use Cases"
    >
      <ul className="mt-12 grid gap-6 lg:grid-cols-2">
        {useCases.map((useCase) => (
          <li key={useCase.title} className="rounded-3xl border border-border bg-card p-8">
            <h3 className="text-xl font-semibold">{useCase.title}</h3>
            <p className="mt-3 text-sm text-pretty text-muted-foreground">{useCase.description}</p>
            <LayerColumns
              className="mt-6"
              layers={[
                { label: "Data sources", items: useCase.architecture.dataSources },
                { label: "Processing", items: useCase.architecture.processing },
                { label: "Outputs", items: useCase.architecture.outputs },
              ]}
            />
            <h4 className="mt-6 text-sm font-semibold">Benefits</h4>
            <ul className="mt-3 space-y-2 text-sm">
              {useCase.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2">
                  <CheckIcon
                    className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                    aria-hidden="true"
                  />
                  {benefit}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
