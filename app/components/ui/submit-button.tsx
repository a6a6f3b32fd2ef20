import { LoaderCircleIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { useFormAction, useNavigation } from "react-router";
import { Button } from "./button";

/**
 * True while this route's own form is being sent (or its answer loaded); with `intent`, only
 * the form whose `intent` field has that value (a page with several forms).
 */
export function useIsSubmitting(intent?: string) {
  const navigation = useNavigation();
  const action = useFormAction();
  if (navigation.state === "idle" || navigation.formAction !== action) return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}

/** A form's full-width send button: disabled with a spinner and `pendingLabel` while it is sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  ...props
}: ComponentProps<typeof Button> & { pending: boolean; pendingLabel: string }) {
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full"
      disabled={pending}
      aria-disabled={pending}
      {...props}
    >
      {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}
