import { getInputProps } from "@conform-to/react";
import { EyeIcon, EyeOffIcon } from "lucide-react";
import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { describedBy, Field, type FieldOptions, splitFieldProps } from "./field";
import { Input } from "./input";

// Loaded by the first field that shows it: pages that ask only for a current password (sign-in,
// the staff pages' confirmations) do not carry it.
const PasswordStrengthMeter = lazy(() =>
  import("./password-strength-meter").then((module) => ({
    default: module.PasswordStrengthMeter,
  })),
);

const formEvents = ["submit", "reset"] as const;

type PasswordFieldProps = Omit<FieldOptions, "label"> &
  Omit<ComponentProps<"input">, "id" | "name" | "type" | "required" | "className"> & {
    label: string;
    /** A new password: a strength meter under it, against its `minLength`. */
    strengthMeter?: boolean;
  };

/**
 * A password field, never refilled from a submission. Once JavaScript runs it has a show/hide
 * button (ASVS 2.1.12): pressing it keeps the focus and the caret where they were, and sending
 * the form hides the password again. A new password can have a strength meter (2.1.8).
 */
export function PasswordField({ strengthMeter = false, onChange, ...props }: PasswordFieldProps) {
  const [field, { className, ...inputProps }] = splitFieldProps(props);
  const hydrated = useHydrated();
  const [revealed, setRevealed] = useState(false);
  const [typed, setTyped] = useState("");
  const input = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    // Sending the form hides the password again; emptying the form empties the meter too.
    const onFormEvent = (event: Event) => {
      setRevealed(false);
      if (event.type === "reset") setTyped("");
    };
    for (const type of formEvents) form.addEventListener(type, onFormEvent);
    return () => {
      for (const type of formEvents) form.removeEventListener(type, onFormEvent);
    };
  }, []);

  function toggleRevealed() {
    setRevealed((value) => !value);
    const field = input.current;
    const { selectionStart: start, selectionEnd: end } = field ?? {};
    if (!field || field !== document.activeElement || start == null || end == null) return;
    // Changing the input's type moves the caret to the start: back where it was, once changed.
    requestAnimationFrame(() => field.setSelectionRange(start, end));
  }

  const { meta, label } = props;
  const control = getInputProps(meta, { type: "password", value: false, ...describedBy(field) });
  return (
    <Field {...field}>
      <div className="relative">
        <Input
          {...control}
          ref={input}
          type={revealed ? "text" : "password"}
          className={cn(hydrated && "pr-11", className)}
          onChange={(event) => {
            if (strengthMeter) setTyped(event.target.value);
            onChange?.(event);
          }}
          {...inputProps}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={toggleRevealed}
            // A pointer press leaves the focus (and the caret) in the field.
            onMouseDown={(event) => event.preventDefault()}
            // A toggle keeps its name; aria-pressed tells whether the password is shown.
            aria-label={`Show ${label.toLowerCase()}`}
            title={`Show ${label.toLowerCase()}`}
            aria-controls={meta.id}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {revealed ? (
              <EyeOffIcon className="size-4" aria-hidden="true" />
            ) : (
              <EyeIcon className="size-4" aria-hidden="true" />
            )}
          </button>
        ) : null}
      </div>
      {strengthMeter && hydrated ? (
        <Suspense fallback={null}>
          <PasswordStrengthMeter
            id={`${meta.id}-strength`}
            password={typed}
            minLength={inputProps.minLength ?? 0}
          />
        </Suspense>
      ) : null}
    </Field>
  );
}
