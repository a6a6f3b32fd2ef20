import type { SubmissionResult } from "@conform-to/react";
import { FileText } from "lucide-react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { ErrorList, InputField, TextareaField } from "~/components/ui/field";
import { FormAlert, FormErrors } from "~/components/ui/form-alert";
import { Label } from "~/components/ui/label";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { SubmitButton, useIsSubmitting } from "~/components/ui/submit-button";
import { checkResumeName, resumeAccept, resumeCheckMessages } from "~/features/resumes/sniff";
import { resumeFileField } from "../messages";

/**
 * The application form: a plain POST to the page's action, so it works without JavaScript.
 * Checked on the server only (with the schema's messages, no form state in the browser: ADR
 * 042); with JavaScript the first field in error takes the focus when the answer arrives. A
 * resume can be uploaded from here, so nobody leaves a half-written cover letter to upload one.
 */
export function ApplyForm({
  prefill,
  profileResume,
  accountEmail,
  lastResult,
  onSubmitStart,
}: {
  prefill: { full_name: string; email: string; phone: string };
  /** The account's verified address, where every mail about the application goes. */
  accountEmail: string;
  /** The name of the profile's current resume file, or null when there is none. */
  profileResume: string | null;
  lastResult?: SubmissionResult<string[]>;
  onSubmitStart?: () => void;
}) {
  const { form, fields } = serverCheckedForm(
    "apply",
    ["full_name", "email", "phone", "cover_letter", "resume_url", resumeFileField],
    lastResult ?? { initialValue: prefill },
  );
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const names = Object.keys(lastResult?.error ?? {});
    const first = [...(formRef.current?.elements ?? [])].find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLElement && names.includes(element.getAttribute("name") ?? ""),
    );
    first?.focus();
  }, [lastResult]);
  const pending = useIsSubmitting();
  const [fileError, setFileError] = useState<string | null>(null);
  const file = fields[resumeFileField];
  const fileErrors = fileError ? [fileError] : file.errors;
  const hasFieldErrors = Object.keys(lastResult?.error ?? {}).some((name) => name !== "");

  /** Refuses a file the server would refuse (type by name, size) before anything is sent. */
  const checkFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    const check = chosen ? checkResumeName(chosen.name, chosen.size) : null;
    setFileError(check && !check.ok ? resumeCheckMessages[check.reason] : null);
    if (check && !check.ok) event.currentTarget.value = "";
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      id={form.id}
      ref={formRef}
      noValidate
      onSubmit={() => onSubmitStart?.()}
      aria-label="Job application"
      className="grid gap-5"
    >
      {hasFieldErrors ? (
        // The first field in error takes the focus; the summary is read out as an alert.
        form.errors?.length ? (
          <FormAlert tone="error">{form.errors.join(" ")}</FormAlert>
        ) : null
      ) : (
        <FormErrors errors={form.errors} />
      )}
      <p className="text-sm text-muted-foreground">
        Fields marked with <span className="text-destructive">*</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          meta={fields.full_name}
          label="Full Name"
          required
          autoComplete="name"
          maxLength={150}
        />
        <InputField
          meta={fields.email}
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          description={
            <>
              For our hiring team. We email you about this application at your account address,{" "}
              <span className="break-all">{accountEmail}</span>.
            </>
          }
        />
      </div>
      <InputField
        meta={fields.phone}
        label="Phone"
        type="tel"
        required={false}
        autoComplete="tel"
        maxLength={40}
        controlClassName="sm:max-w-xs"
      />
      <TextareaField
        meta={fields.cover_letter}
        label="Cover Letter"
        required
        rows={6}
        maxLength={10_000}
        placeholder="Tell us why you're a great fit for this role..."
        controlClassName="resize-y leading-relaxed"
      />
      <InputField
        meta={fields.resume_url}
        label="Resume URL"
        type="url"
        required={false}
        inputMode="url"
        maxLength={500}
        placeholder="https://"
        description={
          <span className="flex items-start gap-2">
            <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {profileResume ? (
              <span>
                Leave this blank to use your profile resume,{" "}
                <span className="font-medium break-all text-foreground">{profileResume}</span>, or
                upload a new one below.
              </span>
            ) : (
              "Leave this blank to use the resume on your profile. You have not uploaded one yet: upload it below."
            )}
          </span>
        }
      />
      <div>
        <Label htmlFor={file.id}>
          {profileResume ? "Upload a new resume" : "Upload a resume"}
          <span className="font-normal text-muted-foreground"> (optional)</span>
        </Label>
        <input
          id={file.id}
          name={file.name}
          type="file"
          aria-invalid={fileErrors?.length ? true : undefined}
          aria-describedby={[fileErrors?.length ? file.errorId : null, file.descriptionId]
            .filter(Boolean)
            .join(" ")}
          accept={resumeAccept}
          onChange={checkFile}
          className="mt-1.5 block w-full max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        <ErrorList id={file.errorId} errors={fileErrors} />
        <p id={file.descriptionId} className="mt-1.5 text-sm text-muted-foreground">
          PDF, DOC or DOCX, up to 10 MB. It becomes your profile resume and is sent with this
          application.
        </p>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          We reply to every application within 48 hours.
        </p>
        <SubmitButton
          pending={pending}
          pendingLabel="Submitting Application..."
          className="w-full sm:w-auto"
        >
          Submit Application
        </SubmitButton>
      </div>
    </Form>
  );
}
