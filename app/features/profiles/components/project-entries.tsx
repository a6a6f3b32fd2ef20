import { Globe } from "lucide-react";
import { useNavigation } from "react-router";
import { CheckboxField, InputField, TextareaField } from "~/components/ui/field";
import { cn } from "~/lib/utils";
import { type ExperienceItem, type ProjectItem, projectSchema } from "../schema";
import { AddEntry, EntryActions } from "./entry-forms";
import type { FieldsOf } from "./profile-form";
import { ActionForm } from "./profile-form";
import { ProjectFacts } from "./project-facts";
import { TagInput } from "./tag-input";

const action = "/user/profile?tab=experience";
const wide = "sm:col-span-2";

function projectFields(fields: FieldsOf<typeof projectSchema>) {
  const months = { type: "month", placeholder: "YYYY-MM" } as const;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField meta={fields.title} label="Project Title" required maxLength={150} />
      <InputField meta={fields.client} label="Client" maxLength={150} />
      <InputField meta={fields.duration_start} label="Start" {...months} />
      <InputField meta={fields.duration_end} label="End" {...months} />
      <InputField meta={fields.role} label="Role" required maxLength={120} />
      <InputField
        meta={fields.team_size}
        label="Team Size"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
      />
      <TagInput
        meta={fields.technologies}
        label="Technologies"
        placeholder="e.g. PostgreSQL"
        className={wide}
      />
      <TextareaField
        meta={fields.overview}
        label="Overview"
        required
        rows={4}
        maxLength={4000}
        className={wide}
      />
      <TagInput
        meta={fields.responsibilities}
        label="Responsibilities"
        placeholder="e.g. Designed the payment flow"
        multiline
        maxLength={300}
        className={wide}
      />
      <CheckboxField
        meta={fields.is_public}
        label="Public project (recruiters can see it)"
        className={wide}
      />
    </div>
  );
}

export function AddProject({ experience }: { experience: ExperienceItem }) {
  return (
    <AddEntry
      action={action}
      kind="project"
      hidden={{ experienceId: experience.id }}
      schema={projectSchema}
      defaultValue={{ is_public: true }}
      parent={experience.company}
      required={["title", "role", "overview"]}
      requiredHint="Title, role and overview are required."
      className="rounded-lg border border-border bg-muted/50 p-4"
    >
      {projectFields}
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
  const formKey = `project-visibility-${project.id}`;
  const navigation = useNavigation();
  // While the change is sent, the switch shows it.
  const sending = navigation.formData?.get("formKey") === formKey;
  const isPublic = sending ? navigation.formData?.get("is_public") === "true" : project.is_public;
  return (
    <ActionForm
      formKey={formKey}
      intent="project-visibility"
      action={action}
      hidden={{ experienceId, projectId: project.id, is_public: String(!isPublic) }}
      className="inline-flex"
    >
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
    </ActionForm>
  );
}

export function ProjectCard({
  experience,
  project,
}: {
  experience: ExperienceItem;
  project: ProjectItem;
}) {
  return (
    <li className="rounded-lg border border-border bg-background p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <ProjectFacts
            project={project}
            badge={
              project.is_public ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                  <Globe aria-hidden="true" className="size-3" />
                  Public
                </span>
              ) : undefined
            }
          />
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
        schema={projectSchema}
        entry={project}
        label={`project ${project.title}`}
        saveLabel="Save Project"
        deleteDescription="The project is removed from your profile. This cannot be undone."
      >
        {projectFields}
      </EntryActions>
    </li>
  );
}
