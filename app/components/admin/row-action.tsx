import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/** True while this row's form with this intent is being sent. */
export function useRowBusy(id: string, intent: string) {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("id") === id &&
    navigation.formData?.get("intent") === intent
  );
}

/** A one-button form that does one thing to one table row (resend, activate, retry...). */
export function RowAction({
  id,
  intent,
  label,
  target,
}: {
  id: string;
  intent: string;
  label: string;
  /** Names the row for screen readers after the label, e.g. "the email to ada@example.org". */
  target: string;
}) {
  const busy = useRowBusy(id, intent);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        {label}
        <span className="sr-only"> {target}</span>
      </Button>
    </Form>
  );
}
