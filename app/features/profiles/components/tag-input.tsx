import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import type { Meta } from "~/components/ui/field";
import { controlClass } from "~/components/ui/input";
import { labelClass } from "~/components/ui/label";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { addToList, listLimits } from "../lists";

/**
 * A list of short entries (skills, technologies, responsibilities). With JavaScript: chips with a
 * remove button, and a text box that adds its entry on Enter or with the Add button (trimmed,
 * non-empty, no duplicates). Without: a checkbox per entry (untick to remove) and a text box for
 * new entries separated by commas (or lines for responsibilities). Both post `name` once per
 * entry and `name_new` for the text box. It starts again from the field's value when its form
 * is reset (after a save).
 */
export function TagInput(props: TagInputProps) {
  return <Tags key={props.meta.key} {...props} />;
}

interface TagInputProps {
  /** The list's field: its name, id and saved (or sent back) entries. */
  meta: Meta;
  label: string;
  placeholder?: string;
  /** Responsibilities are sentences: one per line without JavaScript, and shown as a list. */
  multiline?: boolean;
  maxLength?: number;
  className?: string;
}

function Tags({
  meta,
  label,
  placeholder,
  multiline = false,
  maxLength = listLimits.tagLength,
  className,
}: TagInputProps) {
  const { id, name } = meta;
  const initial = [meta.initialValue ?? []].flat().filter((value) => typeof value === "string");
  const hydrated = useHydrated();
  const [values, setValues] = useState<string[]>(initial);
  const [draft, setDraft] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const hintId = useId();
  const singular = label.replace(/ies$/, "y").replace(/s$/, "").toLowerCase();

  const add = () => {
    const entry = draft.trim();
    if (!entry) return;
    const next = addToList(values, entry, maxLength);
    if (next.length === values.length) {
      setAnnouncement(`${entry} is already in the list`);
    } else {
      setValues(next);
      setAnnouncement(`Added ${entry}`);
    }
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };

  if (!hydrated) {
    return (
      <fieldset className={cn("min-w-0", className)}>
        <legend className={labelClass}>{label}</legend>
        {initial.length > 0 ? (
          <ul className="mb-2 flex flex-wrap gap-2">
            {initial.map((value, index) => (
              <li key={value}>
                <label className="inline-flex items-center gap-1.5 rounded-full border border-border bg-muted px-3 py-1 text-sm">
                  <input
                    type="checkbox"
                    name={name}
                    value={value}
                    defaultChecked
                    id={`${id}-${index}`}
                    className="accent-primary"
                  />
                  {value}
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        <label htmlFor={id} className="sr-only">
          Add {label.toLowerCase()}
        </label>
        {multiline ? (
          <textarea
            id={id}
            name={`${name}_new`}
            rows={3}
            placeholder={placeholder}
            aria-describedby={hintId}
            className={controlClass}
          />
        ) : (
          <input
            id={id}
            name={`${name}_new`}
            type="text"
            placeholder={placeholder}
            aria-describedby={hintId}
            className={controlClass}
          />
        )}
        <p id={hintId} className="mt-1.5 text-xs text-muted-foreground">
          {initial.length > 0 ? "Untick an entry to remove it. " : ""}
          {multiline ? "Add one per line." : "Separate several with commas."}
        </p>
      </fieldset>
    );
  }

  return (
    <fieldset className={cn("min-w-0", className)}>
      <legend className={labelClass}>{label}</legend>
      {values.map((value) => (
        <input key={value} type="hidden" name={name} value={value} />
      ))}
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          Add {singular}
        </label>
        <input
          id={id}
          name={`${name}_new`}
          type="text"
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={hintId}
          className={controlClass}
          autoComplete="off"
        />
        <button
          type="button"
          onClick={add}
          disabled={!draft.trim()}
          className="inline-flex h-9 shrink-0 items-center gap-1 self-center rounded-md border border-border bg-background px-3 text-sm font-medium outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Plus aria-hidden="true" className="size-4" />
          Add<span className="sr-only"> {singular}</span>
        </button>
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-muted-foreground">
        Press Enter or Add to add {multiline ? "a responsibility" : `a ${singular}`}.
      </p>
      {values.length > 0 ? (
        <ul
          aria-label={label}
          className={cn("mt-3", multiline ? "grid gap-1.5" : "flex flex-wrap gap-2")}
        >
          {values.map((value) => (
            <li
              key={value}
              className={cn(
                "inline-flex items-center gap-1 border border-border bg-muted text-sm",
                multiline
                  ? "justify-between rounded-md py-1 pr-1 pl-3"
                  : "rounded-full py-0.5 pr-1 pl-3",
              )}
            >
              <span className="min-w-0 break-words">{value}</span>
              <button
                type="button"
                onClick={() => {
                  setValues(values.filter((entry) => entry !== value));
                  setAnnouncement(`Removed ${value}`);
                }}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden="true" className="size-3.5" />
                <span className="sr-only">Remove {value}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
