import { Banknote, BarChart3, Briefcase, Building2, Globe2, MapPin } from "lucide-react";
import { cn } from "~/lib/utils";
import { experienceLevelLabel, jobTypeLabel, workplaceLabel } from "../labels";
import type { JobSummary } from "../types";

/** Location, type, level and salary of a job as a compact description list. */
export function JobFacts({
  job,
  className,
  size = "gap-x-4 text-sm",
  showWorkplace = false,
}: {
  job: Pick<
    JobSummary,
    "location" | "jobType" | "experienceLevel" | "salaryRange" | "workplaceType"
  >;
  className?: string;
  /** The gap between facts and their text size. */
  size?: string;
  showWorkplace?: boolean;
}) {
  const WorkplaceIcon = job.workplaceType === "remote" ? Globe2 : Building2;
  const facts = [
    { label: "Location", value: job.location, Icon: MapPin },
    ...(showWorkplace
      ? [{ label: "Workplace", value: workplaceLabel(job.workplaceType), Icon: WorkplaceIcon }]
      : []),
    { label: "Job type", value: jobTypeLabel(job.jobType), Icon: Briefcase },
    {
      label: "Experience level",
      value: experienceLevelLabel(job.experienceLevel),
      Icon: BarChart3,
    },
    ...(job.salaryRange ? [{ label: "Salary", value: job.salaryRange, Icon: Banknote }] : []),
  ];
  return (
    <dl className={cn("flex min-w-0 flex-wrap gap-y-2 text-muted-foreground", size, className)}>
      {facts.map(({ label, value, Icon }) => (
        <div key={label} className="flex max-w-full min-w-0 items-center gap-1.5">
          <dt className="sr-only">{label}</dt>
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <dd className="truncate">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
