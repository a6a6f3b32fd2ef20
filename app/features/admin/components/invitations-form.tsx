import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorList, InputField, TextareaField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-alert";
import { labelClass } from "~/components/ui/label";
import { roleLabel, roleNames } from "~/features/access/permissions";
import { ReauthenticationField } from "~/features/access/reauthentication-field";

interface InvitationFields {
  email: string;
  expiresInDays: string;
  roles: string[];
  message: string;
  currentPassword: string;
}

/**
 * The invite form: a plain POST that works without JavaScript, checked on the server; its field
 * errors show next to their fields and the first invalid field gets the focus.
 */
export function InvitationsForm({ result }: { result?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const [form, fields] = useForm<InvitationFields>({
    id: "invitation",
    lastResult: result,
    defaultValue: { expiresInDays: "7" },
  });
  const formRef = useRef<HTMLFormElement>(null);
  // Mounted with an answer already there, Conform moves no focus: the first field in error gets it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>(":is(input, textarea)[aria-invalid=true]")?.focus();
  }, []);
  const chosenRoles = [fields.roles.initialValue ?? []].flat();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "create";

  return (
    <section aria-labelledby="invite-heading" className="rounded-lg border border-border p-6">
      <h2 id="invite-heading" className="mb-4 text-lg font-semibold">
        Invite a staff member
      </h2>
      <Form
        ref={formRef}
        method="post"
        {...getFormProps(form)}
        aria-labelledby="invite-heading"
        className="grid gap-5 md:grid-cols-2"
      >
        <input type="hidden" name="intent" value="create" />
        <FormErrors errors={form.errors} className="md:col-span-2" />
        <InputField meta={fields.email} type="email" label="Email" autoComplete="off" />
        <InputField
          meta={fields.expiresInDays}
          type="number"
          min={1}
          max={30}
          label="Expires after (days)"
          description="From 1 to 30 days."
        />
        <fieldset
          className="md:col-span-2"
          aria-describedby={fields.roles.errors ? fields.roles.errorId : undefined}
          aria-invalid={fields.roles.errors ? true : undefined}
        >
          <legend className={labelClass}>Roles</legend>
          <div className="flex flex-wrap gap-4">
            {roleNames.map((role) => (
              <label key={role} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={fields.roles.name}
                  value={role}
                  defaultChecked={chosenRoles.includes(role)}
                  className="size-4 accent-primary"
                />
                {roleLabel(role)}
              </label>
            ))}
          </div>
          <ErrorList id={fields.roles.errorId} errors={fields.roles.errors} />
        </fieldset>
        <TextareaField
          meta={fields.message}
          label="Message"
          required={false}
          rows={3}
          maxLength={2000}
          className="md:col-span-2"
        />
        <ReauthenticationField
          meta={fields.currentPassword}
          description="Needed to invite an administrator when you signed in more than 10 minutes ago."
        />
        <div className="md:col-span-2">
          <Button type="submit" disabled={sending}>
            {sending ? "Sending..." : "Send invitation"}
          </Button>
        </div>
      </Form>
    </section>
  );
}
