import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from "lucide-react";
import { type ReactNode, type Ref, useEffect, useRef } from "react";
import { cn } from "~/lib/utils";

const tones = {
  success: "border-success-border bg-success-subtle text-success",
  error: "border-destructive-border bg-destructive-subtle text-destructive",
  info: "border-border bg-muted text-foreground",
} as const;

const icons = { success: CircleCheckIcon, error: CircleAlertIcon, info: InfoIcon } as const;

/**
 * A message about a whole form. Errors are announced at once (role="alert"); success and
 * information politely (role="status"). Focusable so the page can move focus to it.
 */
export function FormAlert({
  tone,
  children,
  className,
  alertRef,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
  alertRef?: Ref<HTMLDivElement>;
}) {
  const Icon = icons[tone];
  return (
    <div
      ref={alertRef}
      role={tone === "error" ? "alert" : "status"}
      tabIndex={-1}
      className={cn(
        "flex items-start gap-3 rounded-lg border px-4 py-3 text-sm outline-none",
        tones[tone],
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/**
 * A form's own errors (`submission.reply({ formErrors })`, read from `form.errors`), focused when
 * a submission brings them so they are read out at once, unless a field is in error too: Conform
 * gives the focus to the first of those.
 */
export function FormErrors({
  errors,
  className,
  children,
}: {
  errors?: string[];
  className?: string;
  /** Shown after the messages, e.g. a link to what to do instead. */
  children?: ReactNode;
}) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!errors?.length) return;
    if (alert.current?.closest("form")?.querySelector("[aria-invalid=true]")) return;
    alert.current?.focus();
  }, [errors]);
  if (!errors?.length) return null;
  return (
    <FormAlert tone="error" alertRef={alert} className={className}>
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
      {children}
    </FormAlert>
  );
}
