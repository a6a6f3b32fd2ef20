import {
  Banknote,
  BarChart3,
  Briefcase,
  CalendarClock,
  CalendarDays,
  Globe2,
  MapPin,
  Tag,
} from "lucide-react";
import type { ReactNode } from "react";
import { TagList } from "~/components/tag-list";
import { cn } from "~/lib/utils";
import { formatJobDate, paragraphs } from "../format";
import {
  experienceLevelLabel,
  fallbackCategoryName,
  jobTypeLabel,
  workplaceLabel,
} from "../labels";
import type { JobDetail } from "../types";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2.5">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-foreground/90">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="py-3">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-muted-foreground uppercase [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 pl-6 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** The job page's facts beside the apply button: salary, place, type, level, dates. */
export function JobDetailFacts({ job, className }: { job: JobDetail; className?: string }) {
  const remote = job.workplaceType === "remote";
  return (
    <dl className={cn("divide-y divide-border border-t border-border", className)}>
      <Fact icon={<Banknote />} label="Salary">
        {job.salaryRange ?? "Not disclosed"}
      </Fact>
      <Fact icon={<MapPin />} label="Location">
        {job.location}
      </Fact>
      <Fact icon={<Globe2 />} label="Workplace">
        {workplaceLabel(job.workplaceType)}
        {remote && job.applicantLocations.length > 0 ? (
          <span className="block font-normal text-muted-foreground">
            Open to applicants in {job.applicantLocations.join(", ")}
          </span>
        ) : null}
      </Fact>
      <Fact icon={<Briefcase />} label="Job type">
        {jobTypeLabel(job.jobType)}
      </Fact>
      <Fact icon={<BarChart3 />} label="Experience level">
        {experienceLevelLabel(job.experienceLevel)}
      </Fact>
      <Fact icon={<Tag />} label="Category">
        {job.category?.name ?? fallbackCategoryName}
      </Fact>
      <Fact icon={<CalendarDays />} label="Posted">
        <time dateTime={job.createdAt}>{formatJobDate(job.createdAt)}</time>
      </Fact>
      <Fact icon={<CalendarClock />} label="Apply by">
        {job.applicationDeadline ? (
          <time dateTime={job.applicationDeadline}>{formatJobDate(job.applicationDeadline)}</time>
        ) : (
          "Open until filled"
        )}
      </Fact>
    </dl>
  );
}

/** The job's description, responsibilities, requirements, benefits and tags, each a section. */
export function JobDescription({ job }: { job: JobDetail }) {
  return (
    <>
      <Section title="About the role">
        <div className="space-y-4 leading-relaxed text-foreground/90">
          {paragraphs(job.description).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      {job.responsibilities.length > 0 ? (
        <Section title="Responsibilities">
          <BulletList items={job.responsibilities} />
        </Section>
      ) : null}
      {job.requirements.length > 0 ? (
        <Section title="Requirements">
          <BulletList items={job.requirements} />
        </Section>
      ) : null}
      {job.benefits.length > 0 ? (
        <Section title="Benefits">
          <BulletList items={job.benefits} />
        </Section>
      ) : null}
      {job.tags.length > 0 ? (
        <Section title="Skills and tags">
          <TagList tags={job.tags} label="Skills and tags" />
        </Section>
      ) : null}
    </>
  );
}
