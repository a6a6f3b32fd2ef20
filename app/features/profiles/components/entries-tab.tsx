import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { $ZodType } from "zod/v4/core";
import { CheckboxField, InputField } from "~/components/ui/field";
import { profileTabs } from "../types";
import { AddEntry } from "./entry-forms";
import type { Fields } from "./profile-form";

/**
 * A profile tab that lists entries (experience, education) as cards, says so when there are
 * none, and ends with the form that adds one. The tabs differ only in what they pass here.
 */
export function EntriesTab<Item extends { id: string }, Input>({
  id,
  description,
  items,
  card,
  empty,
  schema,
  required,
  fields,
}: {
  id: "experience" | "education";
  description: string;
  items: readonly Item[];
  card: (item: Item) => ReactNode;
  empty: { icon: LucideIcon; title: string; hint?: string };
  /** The entry's form: its schema, its fields, and those it needs (with the hint saying so). */
  schema: $ZodType<unknown, Input>;
  required: { names: readonly (keyof Input)[]; hint: string };
  fields: (fields: Fields<Input>) => ReactNode;
}) {
  const EmptyIcon = empty.icon;
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-6">
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {profileTabs.find((tab) => tab.id === id)?.label}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {items.length > 0 ? (
        <ul className="grid gap-5">{items.map((item) => card(item))}</ul>
      ) : (
        <div className="rounded-xl border border-dashed border-border px-6 py-10 text-center">
          <EmptyIcon aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
          <p className="mt-3 font-medium">{empty.title}</p>
          {empty.hint ? <p className="mt-1 text-sm text-muted-foreground">{empty.hint}</p> : null}
        </div>
      )}
      <div className="rounded-xl border border-dashed border-border p-5">
        <AddEntry
          action={`/user/profile?tab=${id}`}
          kind={id}
          schema={schema}
          required={required.names}
          requiredHint={required.hint}
        >
          {fields}
        </AddEntry>
      </div>
    </section>
  );
}

/** An entry's card: its icon, title and details, then its edit and delete forms (`children`). */
export function EntryCard({
  icon: Icon,
  title,
  details,
  children,
}: {
  icon: LucideIcon;
  title: string;
  details: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-border bg-card p-5 shadow-xs">
      <div className="flex items-start gap-4">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground sm:inline-flex">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg leading-snug font-semibold">{title}</h3>
          {details}
        </div>
      </div>
      {children}
    </li>
  );
}

/** From when to when (month inputs); no end while `current` is ticked. */
export function PeriodFields({
  fields,
  currentLabel,
}: {
  fields: Fields<Record<"start_date" | "end_date" | "current", unknown>>;
  currentLabel: string;
}) {
  const dates = { type: "month", placeholder: "YYYY-MM" } as const;
  return (
    <>
      <InputField meta={fields.start_date} label="Start Date" {...dates} />
      <div className="grid gap-2">
        <InputField
          meta={fields.end_date}
          label="End Date"
          disabled={fields.current.value === "on"}
          {...dates}
        />
        <CheckboxField meta={fields.current} label={currentLabel} />
      </div>
    </>
  );
}
