import { HeadedSection } from "~/components/marketing-blocks";
import { timeline } from "~/content/about/our-story";

function Tags({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <div className="mt-3 flex flex-wrap items-baseline gap-2 text-sm">
      <dt className="font-medium text-muted-foreground">{label}:</dt>
      {items.map((item) => (
        <dd
          key={item}
          className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium"
        >
          {item}
        </dd>
      ))}
    </div>
  );
}

/** The milestones from 2020 to November 2024, oldest first, on a vertical line. */
export function Timeline() {
  return (
    <HeadedSection
      id="timeline"
      headingId="story-timeline-title"
      eyebrow="Timeline"
      title={`Our journey since ${timeline[0]?.year}`}
    >
      <ol className="relative mx-auto mt-14 max-w-3xl border-l-2 border-indigo-200 pl-8 dark:border-indigo-900">
        {timeline.map((milestone) => (
          <li key={milestone.year} className="relative pb-12 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[2.6rem] size-4 rounded-full border-4 border-background bg-indigo-600 dark:bg-indigo-400"
            />
            <p className="text-sm font-bold tracking-wide text-primary uppercase">
              {milestone.year}
            </p>
            <h3 className="mt-1 text-xl font-semibold">{milestone.title}</h3>
            <p className="mt-2 text-pretty text-muted-foreground">{milestone.description}</p>
            <dl>
              <Tags label="Industries" items={milestone.industries} />
              <Tags label="Project types" items={milestone.projectTypes} />
            </dl>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
