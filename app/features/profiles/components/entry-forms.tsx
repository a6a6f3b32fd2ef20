import { Loader2, Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { ConfirmSubmit } from "./confirm-submit";
import { Disclosure } from "./disclosure";
import { FormNotice } from "./fields";
import { useProfileForm } from "./use-profile-form";

type EntryKind = "experience" | "project" | "education";
type ProfileForm = ReturnType<typeof useProfileForm>;

/** Whether every named field of the form has text (drives the disabled Add buttons). */
function filled(form: HTMLFormElement, names: readonly string[]): boolean {
  return names.every((name) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.value.trim() !== ""
      : false;
  });
}

function useRequiredFields(names: readonly string[], initiallyFilled: boolean, resetKey: number) {
  const hydrated = useHydrated();
  const [ready, setReady] = useState(initiallyFilled);
  // A successful add empties the form: the button is disabled again.
  useEffect(() => {
    if (resetKey > 0) setReady(false);
  }, [resetKey]);
  return {
    /** Disabled only once JavaScript runs; before that the server checks. */
    disabled: hydrated && !ready,
    onInput: (event: FormEvent<HTMLFormElement>) => setReady(filled(event.currentTarget, names)),
  };
}

interface EntryActionsProps {
  /** The profile tab's URL the forms post to. */
  action: string;
  kind: EntryKind;
  /** The entry's id (keys the forms). */
  id: string;
  /** The ids the action needs to find the entry, sent as hidden fields. */
  hidden: Record<string, string>;
  /** Names the entry for assistive technology: 'Edit {label}', 'Delete {label}'. */
  label: string;
  saveLabel: string;
  deleteDescription: string;
  /** The fetcher shared with the tab's toasts, which outlive a deleted entry. */
  deleteFetcherKey: string;
  className?: string;
  /** The entry's fields, given the edit form's field errors. */
  children: (errors: Record<string, string>) => ReactNode;
}

function HiddenFields({
  intent,
  formKey,
  hidden,
}: {
  intent: string;
  formKey: string;
  hidden: Record<string, string>;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formKey" value={formKey} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** An entry's Edit disclosure (with its form) and its confirmed Delete, as on every profile tab. */
export function EntryActions({
  action,
  kind,
  id,
  hidden,
  label,
  saveLabel,
  deleteDescription,
  deleteFetcherKey,
  className,
  children,
}: EntryActionsProps) {
  const editKey = `${kind}-update:${id}`;
  const deleteKey = `${kind}-delete:${id}`;
  const edit = useProfileForm(editKey);
  const remove = useProfileForm(deleteKey, { fetcherKey: deleteFetcherKey, toasts: false });
  const deleteFormId = `${kind}-delete-${id}`;
  return (
    <div className={className}>
      <Disclosure
        className="min-w-0 flex-1"
        summary={
          <>
            <Pencil aria-hidden="true" className="size-3.5" />
            Edit<span className="sr-only"> {label}</span>
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
          aria-label={`Edit ${label}`}
          className="grid gap-5"
        >
          <HiddenFields intent={`${kind}-update`} formKey={editKey} hidden={hidden} />
          {edit.failure ? <FormNotice tone="error">{edit.failure.error}</FormNotice> : null}
          {children(edit.errors)}
          <div className="flex justify-end">
            <Button type="submit" disabled={edit.busy}>
              {saveLabel}
            </Button>
          </div>
        </edit.fetcher.Form>
      </Disclosure>
      <remove.fetcher.Form id={deleteFormId} method="post" action={action}>
        <HiddenFields intent={`${kind}-delete`} formKey={deleteKey} hidden={hidden} />
      </remove.fetcher.Form>
      <ConfirmSubmit
        form={deleteFormId}
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive/80"
        title={`Delete ${label}?`}
        description={deleteDescription}
        disabled={remove.busy}
      >
        <Trash2 aria-hidden="true" />
        Delete<span className="sr-only"> {label}</span>
      </ConfirmSubmit>
    </div>
  );
}

interface AddEntryProps {
  action: string;
  kind: EntryKind;
  /** The caller's useProfileForm(formKey): it reads the refill values from it. */
  form: ProfileForm;
  formKey: string;
  hidden?: Record<string, string>;
  /** What the disclosure's button says after its plus icon. */
  summary: ReactNode;
  formLabel: string;
  buttonLabel: string;
  /** Fields that must have text before Add is enabled, and the hint shown until then. */
  required: readonly string[];
  requiredHint: string;
  /** Whether the refilled values (after a failed post) already fill the required fields. */
  initiallyFilled: boolean;
  formClassName?: string;
  children: ReactNode;
}

/** An 'Add ...' disclosure with its form, as on every profile tab. */
export function AddEntry({
  action,
  kind,
  form,
  formKey,
  hidden = {},
  summary,
  formLabel,
  buttonLabel,
  required: requiredNames,
  requiredHint,
  initiallyFilled,
  formClassName,
  children,
}: AddEntryProps) {
  const required = useRequiredFields(requiredNames, initiallyFilled, form.successes);
  return (
    <Disclosure
      summary={
        <>
          <Plus aria-hidden="true" className="size-4" />
          {summary}
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
        aria-label={formLabel}
        className={cn("grid gap-5", formClassName)}
        onInput={required.onInput}
      >
        <HiddenFields intent={`${kind}-add`} formKey={formKey} hidden={hidden} />
        {form.failure ? <FormNotice tone="error">{form.failure.error}</FormNotice> : null}
        {children}
        <div className="flex items-center justify-end gap-3">
          {required.disabled ? (
            <p className="text-xs text-muted-foreground">{requiredHint}</p>
          ) : null}
          <Button type="submit" disabled={required.disabled || form.busy}>
            {form.busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {buttonLabel}
          </Button>
        </div>
      </form.fetcher.Form>
    </Disclosure>
  );
}
