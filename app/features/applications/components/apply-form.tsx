import { CircleAlert, FileText, Loader2 } from "lucide-react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldErrorClass, inputClass, labelClass } from "~/features/forms/styles";
import { checkResumeName, resumeAccept, resumeCheckMessages } from "~/features/resumes/sniff";
import { cn } from "~/lib/utils";

export interface ApplyFormValues {
  full_name: string;
  email: string;
  phone: string;
  cover_letter: string;
  resume_url: string;
}

/** The form's optional resume file: stored as the profile's resume, then the application uses it. */
export const resumeFileField = "resume_file";

type ApplyField = keyof ApplyFormValues | typeof resumeFileField;

export interface ApplyFormError {
  error: string;
  fieldErrors?: Partial<Record<ApplyField, string>>;
  values?: Partial<ApplyFormValues>;
}

/**
 * The application form: a plain POST to the page's action, so it works without JavaScript;
 * with it, the button reads 'Submitting Application...' while the request runs and the first
 * invalid field is focused when the server refuses. A resume can be uploaded from here, so
 * nobody leaves a half-written cover letter to upload one on the profile.
 */
export function ApplyForm({
  prefill,
  profileResume,
  accountEmail,
  failure,
  onSubmitStart,
}: {
  prefill: ApplyFormValues;
  /** The account's verified address, where every mail about the application goes. */
  accountEmail: string;
  /** The name of the profile's current resume file, or null when there is none. */
  profileResume: string | null;
  failure?: ApplyFormError;
  onSubmitStart?: () => void;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const errorRef = useRef<HTMLDivElement>(null);
  const values = { ...prefill, ...failure?.values };
  const [fileError, setFileError] = useState<string | null>(null);
  const errors: Partial<Record<ApplyField, string>> = {
    ...failure?.fieldErrors,
    ...(fileError ? { [resumeFileField]: fileError } : {}),
  };

  /** Refuses a file the server would refuse (type by name, size) before anything is sent. */
  const checkFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    const check = file ? checkResumeName(file.name, file.size) : null;
    if (check && !check.ok) {
      setFileError(resumeCheckMessages[check.reason]);
      event.currentTarget.value = "";
    } else {
      setFileError(null);
    }
  };

  useEffect(() => {
    if (!failure) return;
    const first = (
      ["full_name", "email", "phone", "cover_letter", "resume_url", resumeFileField] as const
    ).find((field) => failure.fieldErrors?.[field]);
    if (first) document.getElementById(`apply-${first}`)?.focus();
    else errorRef.current?.focus();
  }, [failure]);

  const describedBy = (field: ApplyField, hint?: string) =>
    [errors[field] ? `apply-${field}-error` : null, hint].filter(Boolean).join(" ") || undefined;
  const error = (field: ApplyField) =>
    errors[field] ? (
      <p id={`apply-${field}-error`} className={fieldErrorClass}>
        {errors[field]}
      </p>
    ) : null;
  const required = (
    <span aria-hidden="true" className="text-destructive">
      {" "}
      *
    </span>
  );

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      aria-label="Job application"
      className="grid gap-5"
      onSubmit={() => onSubmitStart?.()}
    >
      {failure ? (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="flex gap-3 rounded-md border border-destructive-border bg-destructive-subtle p-4 text-sm text-destructive outline-none"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{failure.error}</p>
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Fields marked with <span className="text-destructive">*</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="apply-full_name" className={labelClass}>
            Full Name{required}
          </label>
          <input
            id="apply-full_name"
            name="full_name"
            type="text"
            autoComplete="name"
            required
            maxLength={150}
            defaultValue={values.full_name}
            aria-invalid={errors.full_name ? true : undefined}
            aria-describedby={describedBy("full_name")}
            className={inputClass}
          />
          {error("full_name")}
        </div>
        <div>
          <label htmlFor="apply-email" className={labelClass}>
            Email{required}
          </label>
          <input
            id="apply-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email", "apply-email-hint")}
            className={inputClass}
          />
          <p id="apply-email-hint" className="mt-1.5 text-sm text-muted-foreground">
            For our hiring team. We email you about this application at your account address,{" "}
            <span className="break-all">{accountEmail}</span>.
          </p>
          {error("email")}
        </div>
      </div>
      <div>
        <label htmlFor="apply-phone" className={labelClass}>
          Phone <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <input
          id="apply-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          defaultValue={values.phone}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy("phone")}
          className={cn(inputClass, "sm:max-w-xs")}
        />
        {error("phone")}
      </div>
      <div>
        <label htmlFor="apply-cover_letter" className={labelClass}>
          Cover Letter{required}
        </label>
        <textarea
          id="apply-cover_letter"
          name="cover_letter"
          rows={6}
          required
          maxLength={10_000}
          defaultValue={values.cover_letter}
          placeholder="Tell us why you're a great fit for this role..."
          aria-invalid={errors.cover_letter ? true : undefined}
          aria-describedby={describedBy("cover_letter")}
          className={cn(inputClass, "resize-y leading-relaxed")}
        />
        {error("cover_letter")}
      </div>
      <div>
        <label htmlFor="apply-resume_url" className={labelClass}>
          Resume URL <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <input
          id="apply-resume_url"
          name="resume_url"
          type="url"
          inputMode="url"
          maxLength={500}
          placeholder="https://"
          defaultValue={values.resume_url}
          aria-invalid={errors.resume_url ? true : undefined}
          aria-describedby={describedBy("resume_url", "apply-resume-fallback")}
          className={inputClass}
        />
        {error("resume_url")}
        <div
          id="apply-resume-fallback"
          className="mt-2 flex items-start gap-2 rounded-md bg-muted px-3 py-2.5 text-sm text-muted-foreground"
        >
          <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {profileResume ? (
            <p>
              Leave this blank to use your profile resume,{" "}
              <span className="font-medium break-all text-foreground">{profileResume}</span>, or
              upload a new one below.
            </p>
          ) : (
            <p>
              Leave this blank to use the resume on your profile. You have not uploaded one yet:
              upload it below.
            </p>
          )}
        </div>
      </div>
      <div>
        <label htmlFor="apply-resume_file" className={labelClass}>
          {profileResume ? "Upload a new resume" : "Upload a resume"}{" "}
          <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <input
          id="apply-resume_file"
          name={resumeFileField}
          type="file"
          accept={resumeAccept}
          onChange={checkFile}
          aria-invalid={errors.resume_file ? true : undefined}
          aria-describedby={describedBy(resumeFileField, "apply-resume_file-hint")}
          className="mt-1.5 block w-full max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        <p id="apply-resume_file-hint" className="mt-1.5 text-sm text-muted-foreground">
          PDF, DOC or DOCX, up to 10 MB. It becomes your profile resume and is sent with this
          application.
        </p>
        {error(resumeFileField)}
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          We reply to every application within 48 hours.
        </p>
        <Button type="submit" size="lg" disabled={submitting} aria-disabled={submitting}>
          {submitting ? (
            <>
              <Loader2 aria-hidden="true" className="animate-spin" />
              Submitting Application...
            </>
          ) : (
            "Submit Application"
          )}
        </Button>
      </div>
    </Form>
  );
}
