import { KeyRoundIcon, LoaderCircleIcon } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { FormAlert, FormErrors } from "~/components/ui/form-alert";
import { PasswordField } from "~/components/ui/password-field";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { formatDate } from "~/lib/date-format";
import { useHydrated } from "~/lib/use-hydrated";
import {
  type PasskeyActionData,
  type PasskeyItem,
  passkeyIntents,
  passkeyMessages,
  passkeyNameMaxLength,
  passkeysActionPath,
} from "../passkeys";

/** Runs a passkey ceremony in the browser; its code loads only when a button asks for it. */
async function ceremony(kind: "create" | "get"): Promise<string> {
  const { createPasskey, getPasskeyAnswer } = await import("../passkey-ceremony");
  return kind === "create" ? createPasskey() : getPasskeyAnswer();
}

/** A passkey's date as the staff tables show it; not the tables' module, which this page needs not. */
const When = ({ value }: { value: string }) => (
  <time dateTime={value}>{formatDate(value, "staffDateTime")}</time>
);

const problemText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : passkeyMessages.cancelled;

function RemovePasskey({ passkey }: { passkey: PasskeyItem }) {
  const fetcher = useFetcher<PasskeyActionData>();
  const busy = fetcher.state !== "idle";
  const { form, fields } = serverCheckedForm(
    `passkey-${passkey.id}`,
    ["currentPassword"],
    fetcher.data?.result,
  );
  return (
    <fetcher.Form
      method="post"
      action={passkeysActionPath}
      id={form.id}
      aria-label={`Remove ${passkey.name}`}
      className="space-y-3"
    >
      <input type="hidden" name="intent" value={passkeyIntents.remove} />
      <input type="hidden" name="id" value={passkey.id} />
      <FormErrors errors={form.errors} />
      {fields.currentPassword.errors ? (
        <PasswordField
          meta={fields.currentPassword}
          label="Your password"
          autoComplete="current-password"
          required
        />
      ) : null}
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        {busy ? "Removing..." : "Remove"}
        <span className="sr-only"> {passkey.name}</span>
      </Button>
    </fetcher.Form>
  );
}

function AddPasskey() {
  const fetcher = useFetcher<PasskeyActionData>();
  const hydrated = useHydrated();
  const [problem, setProblem] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const added = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (added) formRef.current?.reset();
  }, [added]);
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    setCreating(true);
    try {
      const response = await ceremony("create");
      const data = new FormData(form);
      data.set("response", response);
      fetcher.submit(data, { method: "post", action: passkeysActionPath });
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setCreating(false);
    }
  }
  const busy = creating || fetcher.state !== "idle";
  const { form, fields } = serverCheckedForm("passkey", ["name"], fetcher.data?.result);
  return (
    <form
      ref={formRef}
      id={form.id}
      onSubmit={add}
      aria-label="Add a passkey"
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={passkeyIntents.add} />
      {problem ? (
        <FormAlert tone="error">{problem}</FormAlert>
      ) : (
        <FormErrors errors={form.errors} />
      )}
      {added ? <FormAlert tone="success">Passkey added.</FormAlert> : null}
      <InputField
        meta={fields.name}
        label="Name of the new passkey"
        description="Where it lives, e.g. Work laptop or Phone."
        required
        maxLength={passkeyNameMaxLength}
        autoComplete="off"
      />
      <Button type="submit" variant="outline" className="w-full" disabled={!hydrated || busy}>
        {busy ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        ) : (
          <KeyRoundIcon aria-hidden="true" />
        )}
        {busy ? "Adding..." : "Add a passkey"}
      </Button>
    </form>
  );
}

/** The security page's passkeys: the list with their use, removal, and adding one (ADR 034). */
export function Passkeys({ passkeys }: { passkeys: PasskeyItem[] }) {
  return (
    <section
      aria-labelledby="passkeys-heading"
      className="mt-8 space-y-4 border-border border-t pt-6"
    >
      <h2 id="passkeys-heading" className="font-semibold text-lg">
        Passkeys
      </h2>
      <p className="text-sm">
        A passkey signs you in without your password or a code: your device asks for your
        fingerprint, face or PIN. Add one on each device you work on.
      </p>
      {passkeys.length === 0 ? (
        <p className="text-muted-foreground text-sm">You have no passkeys yet.</p>
      ) : (
        <ul
          aria-label="Your passkeys"
          className="divide-y divide-border rounded-md border border-border"
        >
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
              <div className="min-w-0 space-y-1 text-sm">
                <p className="break-words font-medium">{passkey.name}</p>
                <p className="text-muted-foreground">
                  Added <When value={passkey.createdAt} />
                </p>
                <p className="text-muted-foreground">
                  {passkey.lastUsedAt ? (
                    <>
                      Last used <When value={passkey.lastUsedAt} />
                    </>
                  ) : (
                    "Not used to sign in yet"
                  )}
                </p>
              </div>
              <RemovePasskey passkey={passkey} />
            </li>
          ))}
        </ul>
      )}
      <AddPasskey />
    </section>
  );
}

/**
 * Signing in with a passkey on the staff sign-in: the device's answer goes to the page's action.
 * The button says "Use a passkey" so that it is not a second "Sign In" button.
 */
export function PasskeySignIn({
  onAnswer,
  busy,
}: {
  onAnswer: (response: string) => void;
  busy: boolean;
}) {
  const hydrated = useHydrated();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  async function signIn() {
    setProblem(null);
    setAsking(true);
    try {
      onAnswer(await ceremony("get"));
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setAsking(false);
    }
  }
  return (
    <div className="space-y-3">
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={!hydrated || busy || asking}
        onClick={signIn}
      >
        {asking ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        ) : (
          <KeyRoundIcon aria-hidden="true" />
        )}
        Use a passkey
      </Button>
    </div>
  );
}
