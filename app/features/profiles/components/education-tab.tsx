import { CalendarDays, GraduationCap, Loader2, Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import type { EducationItem } from "../schema";
import { ConfirmSubmit } from "./confirm-submit";
import { Disclosure } from "./disclosure";
import { CheckboxField, FormNotice, TextField } from "./fields";
import { formatPeriod } from "./format";
import { useFetcherToasts, useProfileForm } from "./use-profile-form";

const action = "/user/profile?tab=education";
const deleteOptions = { fetcherKey: "profile-education-delete", toasts: false };

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

function AddEducation() {
  const form = useProfileForm("education-add");
  const hydrated = useHydrated();
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
  const [ready, setReady] = useState(Boolean(defaults.institution && defaults.degree));
  // A successful add empties the form: the button is disabled again.
  useEffect(() => {
    if (form.successes > 0) setReady(false);
  }, [form.successes]);
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const elements = event.currentTarget.elements;
    const text = (name: string) =>
      (elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? "";
    setReady(Boolean(text("institution") && text("degree")));
  };
  const disabled = hydrated && !ready;
  return (
    <div className="rounded-xl border border-dashed border-border p-5">
      <Disclosure
        summary={
          <>
            <Plus aria-hidden="true" className="size-4" />
            Add Education
          </>
        }
        defaultOpen={Boolean(form.failure)}
        closeSignal={form.successes}
        summaryClassName="text-primary"
      >
        <form.fetcher.Form
          key={form.successes}
          method="post"
          action={action}
          noValidate
          aria-label="Add education"
          className="grid gap-5"
          onInput={onInput}
        >
          <input type="hidden" name="intent" value="education-add" />
          <input type="hidden" name="formKey" value="education-add" />
          {form.failure ? <FormNotice tone="error">{form.failure.error}</FormNotice> : null}
          <EducationFields prefix="education-new" item={defaults} errors={form.errors} />
          <div className="flex items-center justify-end gap-3">
            {disabled ? (
              <p className="text-xs text-muted-foreground">Institution and degree are required.</p>
            ) : null}
            <Button type="submit" disabled={disabled || form.busy}>
              {form.busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              Add Education
            </Button>
          </div>
        </form.fetcher.Form>
      </Disclosure>
    </div>
  );
}

function EducationCard({ item }: { item: EducationItem }) {
  const editKey = `education-update:${item.id}`;
  const edit = useProfileForm(editKey);
  const remove = useProfileForm(`education-delete:${item.id}`, deleteOptions);
  const deleteFormId = `education-delete-${item.id}`;
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
      <div className="mt-4 flex flex-wrap items-start gap-3 border-t border-border pt-4">
        <Disclosure
          className="min-w-0 flex-1"
          summary={
            <>
              <Pencil aria-hidden="true" className="size-3.5" />
              Edit<span className="sr-only"> {item.institution}</span>
            </>
          }
          defaultOpen={Boolean(edit.failure)}
          closeSignal={edit.successes}
          summaryClassName="h-9"
        >
          <edit.fetcher.Form
            method="post"
            action={action}
            noValidate
            aria-label={`Edit ${item.institution}`}
            className="grid gap-5"
          >
            <input type="hidden" name="intent" value="education-update" />
            <input type="hidden" name="formKey" value={editKey} />
            <input type="hidden" name="educationId" value={item.id} />
            {edit.failure ? <FormNotice tone="error">{edit.failure.error}</FormNotice> : null}
            <EducationFields prefix={`education-${item.id}`} item={item} errors={edit.errors} />
            <div className="flex justify-end">
              <Button type="submit" disabled={edit.busy}>
                Save Education
              </Button>
            </div>
          </edit.fetcher.Form>
        </Disclosure>
        <remove.fetcher.Form id={deleteFormId} method="post" action={action}>
          <input type="hidden" name="intent" value="education-delete" />
          <input type="hidden" name="formKey" value={`education-delete:${item.id}`} />
          <input type="hidden" name="educationId" value={item.id} />
        </remove.fetcher.Form>
        <ConfirmSubmit
          form={deleteFormId}
          variant="ghost"
          size="sm"
          className="text-red-700 hover:text-red-800 dark:text-red-400 dark:hover:text-red-300"
          title={`Delete ${item.institution}?`}
          description="The education entry is removed from your profile. This cannot be undone."
          disabled={remove.busy}
        >
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {item.institution}</span>
        </ConfirmSubmit>
      </div>
    </li>
  );
}

export function EducationTab({ education }: { education: EducationItem[] }) {
  useFetcherToasts(deleteOptions.fetcherKey);
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
