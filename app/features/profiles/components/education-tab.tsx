import { CalendarDays, GraduationCap } from "lucide-react";
import { useState } from "react";
import type { EducationItem } from "../schema";
import { AddEntry, EntryActions } from "./entry-forms";
import { CheckboxField, TextField } from "./fields";
import { formatPeriod } from "./format";
import { useFetcherToasts, useProfileForm } from "./use-profile-form";

const action = "/user/profile?tab=education";
const deleteFetcherKey = "profile-education-delete";

function EducationFields({
  prefix,
  item,
  errors,
}: {
  prefix: string;
  item: Partial<EducationItem>;
  errors: Record<string, string>;
}) {
  const [current, setCurrent] = useState(Boolean(item.current));
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={`${prefix}-institution`}
        name="institution"
        label="Institution"
        required
        maxLength={200}
        defaultValue={item.institution}
        error={errors.institution}
      />
      <TextField
        id={`${prefix}-degree`}
        name="degree"
        label="Degree"
        required
        maxLength={150}
        placeholder="e.g. BSc"
        defaultValue={item.degree}
        error={errors.degree}
      />
      <TextField
        id={`${prefix}-field_of_study`}
        name="field_of_study"
        label="Field of Study"
        maxLength={150}
        defaultValue={item.field_of_study}
        error={errors.field_of_study}
      />
      <TextField
        id={`${prefix}-gpa`}
        name="gpa"
        label="GPA"
        maxLength={20}
        placeholder="e.g. 3.8 / 4.0"
        defaultValue={item.gpa}
        error={errors.gpa}
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
          disabled={current}
          defaultValue={item.end_date}
          error={errors.end_date}
        />
        <CheckboxField
          id={`${prefix}-current`}
          name="current"
          label="I currently study here"
          defaultChecked={current}
          onChange={(event) => setCurrent(event.currentTarget.checked)}
        />
      </div>
    </div>
  );
}

const educationRequired = ["institution", "degree"] as const;

function AddEducation() {
  const form = useProfileForm("education-add");
  const defaults: Partial<EducationItem> = form.failure
    ? {
        institution: form.value("institution"),
        degree: form.value("degree"),
        field_of_study: form.value("field_of_study"),
        start_date: form.value("start_date"),
        end_date: form.value("end_date"),
        current: form.value("current") === "on",
        gpa: form.value("gpa"),
      }
    : {};
  return (
    <div className="rounded-xl border border-dashed border-border p-5">
      <AddEntry
        action={action}
        kind="education"
        form={form}
        formKey="education-add"
        summary="Add Education"
        formLabel="Add education"
        buttonLabel="Add Education"
        required={educationRequired}
        requiredHint="Institution and degree are required."
        initiallyFilled={Boolean(defaults.institution && defaults.degree)}
      >
        <EducationFields prefix="education-new" item={defaults} errors={form.errors} />
      </AddEntry>
    </div>
  );
}

function EducationCard({ item }: { item: EducationItem }) {
  const period = formatPeriod(item.start_date, item.end_date, item.current);
  return (
    <li className="rounded-xl border border-border bg-card p-5 shadow-xs">
      <div className="flex items-start gap-4">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground sm:inline-flex">
          <GraduationCap aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg leading-snug font-semibold">{item.institution}</h3>
          <p className="text-muted-foreground">
            {item.degree}
            {item.field_of_study ? `, ${item.field_of_study}` : ""}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {period ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-3.5" />
                {period}
              </span>
            ) : null}
            {item.gpa ? <span>GPA {item.gpa}</span> : null}
          </p>
        </div>
      </div>
      <EntryActions
        className="mt-4 flex flex-wrap items-start gap-3 border-t border-border pt-4"
        action={action}
        kind="education"
        id={item.id}
        hidden={{ educationId: item.id }}
        label={item.institution}
        saveLabel="Save Education"
        deleteDescription="The education entry is removed from your profile. This cannot be undone."
        deleteFetcherKey={deleteFetcherKey}
      >
        {(errors) => (
          <EducationFields prefix={`education-${item.id}`} item={item} errors={errors} />
        )}
      </EntryActions>
    </li>
  );
}

export function EducationTab({ education }: { education: EducationItem[] }) {
  useFetcherToasts(deleteFetcherKey);
  return (
    <section aria-labelledby="education-heading" className="grid gap-6">
      <div>
        <h2 id="education-heading" className="text-xl font-semibold">
          Education
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Degrees, diplomas and certificates.</p>
      </div>
      {education.length > 0 ? (
        <ul className="grid gap-5">
          {education.map((item) => (
            <EducationCard key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed border-border px-6 py-10 text-center">
          <GraduationCap aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
          <p className="mt-3 font-medium">No education added yet</p>
        </div>
      )}
      <AddEducation />
    </section>
  );
}
