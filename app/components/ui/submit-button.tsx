import { LoaderCircleIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { useFormAction, useNavigation } from "react-router";
import { Button } from "./button";

/** True while this route's own form is being sent (or its answer loaded). */
export function useIsSubmitting() {
  const navigation = useNavigation();
  const action = useFormAction();
  return navigation.state !== "idle" && navigation.formAction === action;
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
