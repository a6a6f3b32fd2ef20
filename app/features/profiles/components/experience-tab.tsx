import { Briefcase, Building2, CalendarDays } from "lucide-react";
import { InputField, TextareaField } from "~/components/ui/field";
import { type ExperienceItem, experienceSchema } from "../schema";
import { EntriesTab, EntryCard, PeriodFields } from "./entries-tab";
import { EntryActions } from "./entry-forms";
import { formatPeriod } from "./format";
import type { FieldsOf } from "./profile-form";
import { AddProject, ProjectCard } from "./project-entries";
import { TagInput } from "./tag-input";

const action = "/user/profile?tab=experience";

function experienceFields(fields: FieldsOf<typeof experienceSchema>) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField meta={fields.company} label="Company" required maxLength={150} />
      <InputField meta={fields.position} label="Position" required maxLength={150} />
      <PeriodFields fields={fields} currentLabel="I currently work here" />
      <TextareaField
        meta={fields.description}
        label="Description"
        rows={4}
        maxLength={4000}
        className="sm:col-span-2"
      />
      <TagInput
        meta={fields.skills_used}
        label="Skills Used"
        placeholder="e.g. TypeScript"
        className="sm:col-span-2"
      />
    </div>
  );
}

function ExperienceCard({ item }: { item: ExperienceItem }) {
  const period = formatPeriod(item.start_date, item.end_date, item.current);
  return (
    <EntryCard
      icon={Building2}
      title={item.position}
      details={
        <>
          <p className="text-muted-foreground">{item.company}</p>
          {period ? (
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {period}
              {item.current ? (
                <span className="ml-1 rounded-full bg-success-subtle px-2 py-0.5 text-xs font-medium text-success">
                  Current
                </span>
              ) : null}
            </p>
          ) : null}
          {item.description ? (
            <p className="mt-3 text-sm leading-relaxed whitespace-pre-line">{item.description}</p>
          ) : null}
          {item.skills_used.length > 0 ? (
            <ul aria-label="Skills used" className="mt-3 flex flex-wrap gap-1.5">
              {item.skills_used.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground"
                >
                  {skill}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      }
    >
      <EntryActions
        className="mt-5 flex flex-wrap items-start gap-3 border-t border-border pt-4"
        action={action}
        kind="experience"
        id={item.id}
        hidden={{ experienceId: item.id }}
        schema={experienceSchema}
        entry={item}
        label={`${item.position} at ${item.company}`}
        saveLabel="Save Experience"
        deleteDescription="The experience entry and its projects are removed from your profile. This cannot be undone."
      >
        {experienceFields}
      </EntryActions>
      <div className="mt-5 border-t border-border pt-4">
        <h4 className="text-sm font-semibold">
          Projects{" "}
          <span className="font-normal text-muted-foreground">({item.projects.length})</span>
        </h4>
        {item.projects.length > 0 ? (
          <ul className="mt-3 grid gap-3">
            {item.projects.map((project) => (
              <ProjectCard key={project.id} experience={item} project={project} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">
            No projects yet. Projects show recruiters what you built here.
          </p>
        )}
        <div className="mt-4">
          <AddProject experience={item} />
        </div>
      </div>
    </EntryCard>
  );
}

export function ExperienceTab({ experience }: { experience: ExperienceItem[] }) {
  return (
    <EntriesTab
      id="experience"
      description="Your jobs and the projects you delivered. Private projects are hidden from recruiters."
      items={experience}
      card={(item) => <ExperienceCard key={item.id} item={item} />}
      empty={{
        icon: Briefcase,
        title: "No experience added yet",
        hint: "Add the jobs you have held, newest first.",
      }}
      schema={experienceSchema}
      required={{ names: ["company", "position"], hint: "Company and position are required." }}
      fields={experienceFields}
    />
  );
}
