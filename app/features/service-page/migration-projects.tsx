import { HeadedSection } from "~/components/marketing-blocks";
import type { MigrationProject } from "~/content/service-pages/types";

/** Migration projects: from, to, duration and outcomes. */
export function MigrationProjects({
  projects,
}: {
  projects: readonly MigrationProject[] | undefined;
}) {
  if (!projects || projects.length === 0) return null;
  return (
    <HeadedSection
      id="migrations"
      headingId="service-migrations-title"
      eyebrow="Migrations"
      title="Migration Projects"
    >
      <ul className="mt-12 grid gap-6 lg:grid-cols-2">
        {projects.map((project) => (
          <li key={project.title} className="rounded-3xl border border-border bg-card p-8">
            <h3 className="text-xl font-semibold">{project.title}</h3>
            <p className="mt-3 text-sm text-pretty text-muted-foreground">{project.description}</p>
            <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-3">
              <div>
                <dt className="font-semibold">From</dt>
                <dd className="mt-1 text-muted-foreground">{project.from}</dd>
              </div>
              <div>
                <dt className="font-semibold">To</dt>
                <dd className="mt-1 text-muted-foreground">{project.to}</dd>
              </div>
              <div>
                <dt className="font-semibold">Duration</dt>
                <dd className="mt-1 text-muted-foreground">{project.duration}</dd>
              </div>
            </dl>
            <h4 className="mt-6 text-sm font-semibold">Outcomes</h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {project.outcomes.map((outcome) => (
                <li key={outcome}>{outcome}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
