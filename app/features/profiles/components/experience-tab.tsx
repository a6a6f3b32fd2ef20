import { Briefcase, Building2, CalendarDays, FolderKanban, Globe, Lock, Users } from "lucide-react";
import { useState } from "react";
import { cn } from "~/lib/utils";
import type { ExperienceItem, ProjectItem } from "../schema";
import { AddEntry, EntryActions } from "./entry-forms";
import { CheckboxField, TextAreaField, TextField } from "./fields";
import { formatPeriod } from "./format";
import { TagInput } from "./tag-input";
import { useFetcherToasts, useProfileForm } from "./use-profile-form";

const action = "/user/profile?tab=experience";
const deleteFetcherKey = "profile-experience-delete";

type Experience = Partial<Omit<ExperienceItem, "projects">>;

function ExperienceFields({
  prefix,
  item,
  errors,
}: {
  prefix: string;
  item: Experience;
  errors: Record<string, string>;
}) {
  const [current, setCurrent] = useState(Boolean(item.current));
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={`${prefix}-company`}
        name="company"
        label="Company"
        required
        maxLength={150}
        defaultValue={item.company}
        error={errors.company}
      />
      <TextField
        id={`${prefix}-position`}
        name="position"
        label="Position"
        required
        maxLength={150}
        defaultValue={item.position}
        error={errors.position}
      />
      <TextField
        id={`${prefix}-start_date`}
        name="start_date"
        type="month"
        label="Start Date"
        placeholder="YYYY-MM"
        defaultValue={item.start_date}
        error={errors.start_date}
      />
      <div className="grid gap-2">
        <TextField
          id={`${prefix}-end_date`}
          name="end_date"
          type="month"
          label="End Date"
          placeholder="YYYY-MM"
          defaultValue={item.end_date}
          disabled={current}
          error={errors.end_date}
        />
        <CheckboxField
          id={`${prefix}-current`}
          name="current"
          label="I currently work here"
          defaultChecked={current}
          onChange={(event) => setCurrent(event.currentTarget.checked)}
        />
      </div>
      <TextAreaField
        id={`${prefix}-description`}
        name="description"
        label="Description"
        rows={4}
        maxLength={4000}
        defaultValue={item.description}
        error={errors.description}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <TagInput
          id={`${prefix}-skills_used`}
          name="skills_used"
          label="Skills Used"
          placeholder="e.g. TypeScript"
          initial={item.skills_used ?? []}
        />
      </div>
    </div>
  );
}

function AddExperience() {
  const form = useProfileForm("experience-add");
  const fields = ["company", "position"] as const;
  const defaults: Experience = {
    company: form.value("company") ?? "",
    position: form.value("position") ?? "",
    start_date: form.value("start_date") ?? "",
    end_date: form.value("end_date") ?? "",
    current: form.value("current") === "on",
    description: form.value("description") ?? "",
    skills_used: form.list("skills_used") ?? [],
  };
  return (
    <div className="rounded-xl border border-dashed border-border p-5">
      <AddEntry
        action={action}
        kind="experience"
        form={form}
        formKey="experience-add"
        summary="Add Experience"
        formLabel="Add experience"
        buttonLabel="Add Experience"
        required={fields}
        requiredHint="Company and position are required."
        initiallyFilled={Boolean(defaults.company && defaults.position)}
      >
        <ExperienceFields prefix="experience-new" item={defaults} errors={form.errors} />
      </AddEntry>
    </div>
  );
}

function ProjectFields({
  prefix,
  project,
  errors,
}: {
  prefix: string;
  project: Partial<ProjectItem>;
  errors: Record<string, string>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={`${prefix}-title`}
        name="title"
        label="Project Title"
        required
        maxLength={150}
        defaultValue={project.title}
        error={errors.title}
      />
      <TextField
        id={`${prefix}-client`}
        name="client"
        label="Client"
        maxLength={150}
        defaultValue={project.client}
        error={errors.client}
      />
      <TextField
        id={`${prefix}-duration_start`}
        name="duration_start"
        type="month"
        label="Start"
        placeholder="YYYY-MM"
        defaultValue={project.duration_start}
        error={errors.duration_start}
      />
      <TextField
        id={`${prefix}-duration_end`}
        name="duration_end"
        type="month"
        label="End"
        placeholder="YYYY-MM"
        defaultValue={project.duration_end}
        error={errors.duration_end}
      />
      <TextField
        id={`${prefix}-role`}
        name="role"
        label="Role"
        required
        maxLength={120}
        defaultValue={project.role}
        error={errors.role}
      />
      <TextField
        id={`${prefix}-team_size`}
        name="team_size"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        label="Team Size"
        defaultValue={project.team_size ? String(project.team_size) : ""}
        error={errors.team_size}
      />
      <div className="sm:col-span-2">
        <TagInput
          id={`${prefix}-technologies`}
          name="technologies"
          label="Technologies"
          placeholder="e.g. PostgreSQL"
          initial={project.technologies ?? []}
        />
      </div>
      <TextAreaField
        id={`${prefix}-overview`}
        name="overview"
        label="Overview"
        required
        rows={4}
        maxLength={4000}
        defaultValue={project.overview}
        error={errors.overview}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <TagInput
          id={`${prefix}-responsibilities`}
          name="responsibilities"
          label="Responsibilities"
          placeholder="e.g. Designed the payment flow"
          multiline
          maxLength={300}
          initial={project.responsibilities ?? []}
        />
      </div>
      <CheckboxField
        id={`${prefix}-is_public`}
        name="is_public"
        label="Public project (recruiters can see it)"
        defaultChecked={project.is_public ?? true}
        className="sm:col-span-2"
      />
    </div>
  );
}

const projectRequired = ["title", "role", "overview"] as const;

function AddProject({ experience }: { experience: ExperienceItem }) {
  const formKey = `project-add:${experience.id}`;
  const form = useProfileForm(formKey);
  const defaults: Partial<ProjectItem> = form.failure
    ? {
        title: form.value("title"),
        client: form.value("client"),
        duration_start: form.value("duration_start"),
        duration_end: form.value("duration_end"),
        role: form.value("role"),
        team_size: Number(form.value("team_size")) || 0,
        overview: form.value("overview"),
        technologies: form.list("technologies"),
        responsibilities: form.list("responsibilities"),
        is_public: form.value("is_public") === "on",
      }
    : {};
  return (
    <AddEntry
      action={action}
      kind="project"
      form={form}
      formKey={formKey}
      hidden={{ experienceId: experience.id }}
      summary={
        <>
          Add Project<span className="sr-only"> to {experience.company}</span>
        </>
      }
      formLabel={`Add project to ${experience.company}`}
      buttonLabel="Add Project"
      required={projectRequired}
      requiredHint="Title, role and overview are required."
      initiallyFilled={Boolean(defaults.title && defaults.role && defaults.overview)}
      formClassName="rounded-lg border border-border bg-muted/50 p-4"
    >
      <ProjectFields
        prefix={`project-new-${experience.id}`}
        project={defaults}
        errors={form.errors}
      />
    </AddEntry>
  );
}

function VisibilitySwitch({
  experienceId,
  project,
}: {
  experienceId: string;
  project: ProjectItem;
}) {
  const formKey = `project-visibility:${project.id}`;
  const form = useProfileForm(formKey);
  const pending = form.fetcher.formData?.get("is_public");
  const isPublic =
    pending === undefined || pending === null ? project.is_public : pending === "true";
  return (
    <form.fetcher.Form method="post" action={action} className="inline-flex">
      <input type="hidden" name="intent" value="project-visibility" />
      <input type="hidden" name="formKey" value={formKey} />
      <input type="hidden" name="experienceId" value={experienceId} />
      <input type="hidden" name="projectId" value={project.id} />
      <input type="hidden" name="is_public" value={String(!isPublic)} />
      <button
        type="submit"
        role="switch"
        aria-checked={isPublic}
        className="group inline-flex items-center gap-2 rounded-full py-1 pr-1 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span
          aria-hidden="true"
          className={cn(
            "relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors motion-reduce:transition-none",
            isPublic ? "bg-primary" : "bg-muted-foreground",
          )}
        >
          <span
            className={cn(
              "inline-block size-4 rounded-full bg-white shadow transition-transform motion-reduce:transition-none",
              isPublic ? "translate-x-4.5" : "translate-x-0.5",
            )}
          />
        </span>
        <span>Public</span>
        <span className="sr-only"> visibility of {project.title}</span>
      </button>
    </form.fetcher.Form>
  );
}

function ProjectCard({
  experience,
  project,
}: {
  experience: ExperienceItem;
  project: ProjectItem;
}) {
  const period = formatPeriod(project.duration_start, project.duration_end, false);
  return (
    <li className="rounded-lg border border-border bg-background p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="flex flex-wrap items-center gap-2 font-semibold">
            <FolderKanban aria-hidden="true" className="size-4 text-muted-foreground" />
            {project.title}
            {project.is_public ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                <Globe aria-hidden="true" className="size-3" />
                Public
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground ring-1 ring-border ring-inset">
                <Lock aria-hidden="true" className="size-3" />
                Private
              </span>
            )}
          </h4>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>{project.role}</span>
            {project.client ? <span>for {project.client}</span> : null}
            {period ? <span>{period}</span> : null}
            {project.team_size > 0 ? (
              <span className="inline-flex items-center gap-1">
                <Users aria-hidden="true" className="size-3.5" />
                Team of {project.team_size}
              </span>
            ) : null}
          </p>
        </div>
        <VisibilitySwitch experienceId={experience.id} project={project} />
      </div>
      <p className="mt-3 text-sm leading-relaxed whitespace-pre-line">{project.overview}</p>
      {project.responsibilities.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {project.responsibilities.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      ) : null}
      {project.technologies.length > 0 ? (
        <ul aria-label="Technologies" className="mt-3 flex flex-wrap gap-1.5">
          {project.technologies.map((entry) => (
            <li key={entry} className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium">
              {entry}
            </li>
          ))}
        </ul>
      ) : null}
      <EntryActions
        className="mt-4 flex flex-wrap items-start gap-3 border-t border-border pt-3"
        action={action}
        kind="project"
        id={project.id}
        hidden={{ experienceId: experience.id, projectId: project.id }}
        label={`project ${project.title}`}
        saveLabel="Save Project"
        deleteDescription="The project is removed from your profile. This cannot be undone."
        deleteFetcherKey={deleteFetcherKey}
      >
        {(errors) => (
          <ProjectFields prefix={`project-${project.id}`} project={project} errors={errors} />
        )}
      </EntryActions>
    </li>
  );
}

function ExperienceCard({ item }: { item: ExperienceItem }) {
  const period = formatPeriod(item.start_date, item.end_date, item.current);
  return (
    <li className="rounded-xl border border-border bg-card p-5 shadow-xs">
      <div className="flex items-start gap-4">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground sm:inline-flex">
          <Building2 aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg leading-snug font-semibold">{item.position}</h3>
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
        </div>
      </div>
      <EntryActions
        className="mt-5 flex flex-wrap items-start gap-3 border-t border-border pt-4"
        action={action}
        kind="experience"
        id={item.id}
        hidden={{ experienceId: item.id }}
        label={`${item.position} at ${item.company}`}
        saveLabel="Save Experience"
        deleteDescription="The experience entry and its projects are removed from your profile. This cannot be undone."
        deleteFetcherKey={deleteFetcherKey}
      >
        {(errors) => (
          <ExperienceFields prefix={`experience-${item.id}`} item={item} errors={errors} />
        )}
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
    </li>
  );
}

export function ExperienceTab({ experience }: { experience: ExperienceItem[] }) {
  useFetcherToasts(deleteFetcherKey);
  return (
    <section aria-labelledby="experience-heading" className="grid gap-6">
      <div>
        <h2 id="experience-heading" className="text-xl font-semibold">
          Experience
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Your jobs and the projects you delivered. Private projects are hidden from recruiters.
        </p>
      </div>
      {experience.length > 0 ? (
        <ul className="grid gap-5">
          {experience.map((item) => (
            <ExperienceCard key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed border-border px-6 py-10 text-center">
          <Briefcase aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
          <p className="mt-3 font-medium">No experience added yet</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Add the jobs you have held, newest first.
          </p>
        </div>
      )}
      <AddExperience />
    </section>
  );
}
