import { Pencil, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { $ZodType } from "zod/v4/core";
import { ConfirmSubmit } from "~/components/ui/confirm-submit";
import { SubmitButton } from "~/components/ui/submit-button";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import type { ProfileIntent } from "../types";
import { Disclosure } from "./disclosure";
import { useAnswer, usePending } from "./profile-answers";
import { ActionForm, type Fields, ProfileForm } from "./profile-form";

type EntryKind = "experience" | "project" | "education";
interface EntryFormProps<Input> {
  /** The profile tab's address the forms post to. */
  action: string;
  kind: EntryKind;
  /** The ids the action needs to find the entry (or its experience, for a new project). */
  hidden?: Record<string, string>;
  schema: $ZodType<unknown, Input>;
  /** The entry's fields. */
  children: (fields: Fields<Input>) => ReactNode;
}

const submitClass = "w-auto";

/** An entry's Edit disclosure (with its form) and its confirmed Delete, as on every profile tab. */
export function EntryActions<Input>({
  action,
  kind,
  id,
  hidden,
  schema,
  entry,
  label,
  saveLabel,
  deleteDescription,
  className,
  children,
}: EntryFormProps<Input> & {
  /** The entry's id (names its forms). */
  id: string;
  /** The entry as saved: the edit form's values. */
  entry: object;
  /** Names the entry for assistive technology: 'Edit {label}', 'Delete {label}'. */
  label: string;
  saveLabel: string;
  deleteDescription: string;
  className?: string;
}) {
  const editKey = `${kind}-update-${id}`;
  const deleteKey = `${kind}-delete-${id}`;
  const edited = useAnswer(editKey);
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
        defaultOpen={edited?.ok === false}
        closeOn={edited?.ok ? edited : undefined}
        summaryClassName="h-9"
      >
        <ProfileForm
          formKey={editKey}
          intent={`${kind}-update`}
          action={action}
          hidden={hidden}
          schema={schema}
          defaultValue={entry}
          label={`Edit ${label}`}
          className="grid gap-5"
        >
          {(fields, pending) => (
            <>
              {children(fields)}
              <div className="flex justify-end">
                <SubmitButton
                  pending={pending}
                  pendingLabel="Saving..."
                  size="default"
                  className={submitClass}
                >
                  {saveLabel}
                </SubmitButton>
              </div>
            </>
          )}
        </ProfileForm>
      </Disclosure>
      <ActionForm
        id={deleteKey}
        formKey={deleteKey}
        intent={`${kind}-delete`}
        action={action}
        hidden={hidden}
      />
      <ConfirmSubmit
        form={deleteKey}
        variant="destructiveGhost"
        size="sm"
        title={`Delete ${label}?`}
        description={deleteDescription}
        disabled={usePending(deleteKey)}
      >
        <Trash2 aria-hidden="true" />
        Delete<span className="sr-only"> {label}</span>
      </ConfirmSubmit>
    </div>
  );
}

/** An 'Add ...' disclosure with its form, as on every profile tab. */
export function AddEntry<Input>({
  action,
  kind,
  hidden,
  schema,
  defaultValue,
  parent,
  required,
  requiredHint,
  className,
  children,
}: EntryFormProps<Input> & {
  /** The values of a new entry. */
  defaultValue?: object;
  /** What the entry is added to (a project: its company), named with the form. */
  parent?: string;
  /** Fields that must have text before Add is enabled, and the hint shown until then. */
  required: readonly (keyof Input)[];
  requiredHint: string;
  className?: string;
}) {
  const intent: ProfileIntent = `${kind}-add`;
  const buttonLabel = `Add ${kind[0]?.toUpperCase()}${kind.slice(1)}`;
  const to = parent ? ` to ${parent}` : "";
  const formKey = hidden ? `${intent}-${Object.values(hidden).join("-")}` : intent;
  const added = useAnswer(formKey);
  const hydrated = useHydrated();
  return (
    <Disclosure
      summary={
        <>
          <Plus aria-hidden="true" className="size-4" />
          {buttonLabel}
          {to ? <span className="sr-only">{to}</span> : null}
        </>
      }
      defaultOpen={added?.ok === false}
      closeOn={added?.ok ? added : undefined}
      summaryClassName="text-primary"
    >
      <ProfileForm
        formKey={formKey}
        intent={intent}
        action={action}
        hidden={hidden}
        schema={schema}
        defaultValue={defaultValue}
        label={`Add ${kind}${to}`}
        className={cn("grid gap-5", className)}
      >
        {(fields, pending) => {
          // Disabled only once JavaScript runs; before that the server checks.
          const missing =
            hydrated && required.some((name) => !String(fields[name]?.value ?? "").trim());
          return (
            <>
              {children(fields)}
              <div className="flex items-center justify-end gap-3">
                {missing ? <p className="text-xs text-muted-foreground">{requiredHint}</p> : null}
                <SubmitButton
                  pending={pending}
                  pendingLabel={buttonLabel}
                  disabled={missing || pending}
                  size="default"
                  className={submitClass}
                >
                  {buttonLabel}
                </SubmitButton>
              </div>
            </>
          );
        }}
      </ProfileForm>
    </Disclosure>
  );
}
