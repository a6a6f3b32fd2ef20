import { Download, FileText, Loader2, Trash2, Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Form, useActionData, useNavigation, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmSubmit } from "~/components/ui/confirm-submit";
import { FormAlert } from "~/components/ui/form-alert";
import { answerFor, profileMessages } from "~/features/profiles/types";
import { toast } from "~/islands/toast";
import { formatDate } from "~/lib/date-format";
import { formatFileSize } from "~/lib/file-size";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { checkResumeName, maxResumeBytes, resumeAccept, resumeCheckMessages } from "../sniff";
import type { ResumeEntry } from "../types";

export const resumeUploadEndpoint = "/api/resumes";

type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number }
  | { phase: "done"; message: string }
  | { phase: "failed"; message: string };

/** Sends the form with XMLHttpRequest, which reports upload progress (fetch cannot). */
function sendWithProgress(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: { ok?: boolean; message?: string; error?: string } }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", resumeUploadEndpoint);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () =>
      resolve({ status: request.status, body: (request.response ?? {}) as never }),
    );
    request.addEventListener("error", () =>
      resolve({
        status: 0,
        body: { error: profileMessages.uploadFailed("Network error. Please try again.") },
      }),
    );
    request.send(form);
  });
}

function UploadForm({ hasResume }: { hasResume: boolean }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  // A post without JavaScript: the page's answer.
  const sent = answerFor(useActionData(), "resume-upload");
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const [fileName, setFileName] = useState("");
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const serverFailure = sent?.ok === false ? sent.error : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (state.phase === "uploading") return;
    const file = inputRef.current?.files?.[0];
    const early = checkResumeName(file?.name ?? "", file?.size ?? 0);
    if (!file || early) {
      const message = profileMessages.uploadFailed(
        resumeCheckMessages[early && !early.ok ? early.reason : "missing"],
      );
      setState({ phase: "failed", message });
      toast.error(message);
      inputRef.current?.focus();
      return;
    }
    setState({ phase: "uploading", percent: 0 });
    const { body } = await sendWithProgress(new FormData(formElement), (percent) =>
      setState({ phase: "uploading", percent }),
    );
    if (body.ok) {
      const message = body.message ?? profileMessages.uploaded;
      setState({ phase: "done", message });
      toast.success(message);
      formElement.reset();
      setFileName("");
      revalidator.revalidate();
    } else {
      const message = body.error ?? profileMessages.uploadFailed("Please try again.");
      setState({ phase: "failed", message });
      toast.error(message);
    }
  }

  const uploading = state.phase === "uploading";
  const error = state.phase === "failed" ? state.message : serverFailure;
  return (
    <form
      method="post"
      action="/user/profile?tab=resume"
      encType="multipart/form-data"
      noValidate
      aria-labelledby="resume-upload-heading"
      onSubmit={hydrated ? onSubmit : undefined}
      className="grid grid-cols-1 gap-4 rounded-xl border border-border bg-card p-5 shadow-xs"
    >
      <input type="hidden" name="intent" value="resume-upload" />
      <input type="hidden" name="formKey" value="resume-upload" />
      <div>
        <h3 id="resume-upload-heading" className="font-semibold">
          {hasResume ? "Replace your resume" : "Upload your resume"}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          PDF, DOC or DOCX, up to {formatFileSize(maxResumeBytes).replace(".00", "")}. We keep one
          resume: a new upload replaces the current one.
        </p>
      </div>
      <label
        htmlFor="resume-file"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const input = inputRef.current;
          if (!input || event.dataTransfer.files.length === 0) return;
          input.files = event.dataTransfer.files;
          setFileName(event.dataTransfer.files[0]?.name ?? "");
          if (state.phase !== "uploading") setState({ phase: "idle" });
        }}
        className={cn(
          "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors hover:border-primary/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
          dragging ? "border-primary bg-accent" : "border-border bg-muted/50",
        )}
      >
        <Upload aria-hidden="true" className="size-7 text-muted-foreground" />
        <span className="text-sm font-medium [overflow-wrap:anywhere]">
          {fileName ? fileName : hydrated ? "Choose a file or drop it here" : "Resume file"}
        </span>
        <span className="text-xs text-muted-foreground">.pdf, .doc or .docx, up to 10 MB</span>
        <input
          ref={inputRef}
          id="resume-file"
          name="resume"
          type="file"
          accept={resumeAccept}
          aria-describedby={error ? "resume-upload-error" : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setFileName(event.currentTarget.files?.[0]?.name ?? "");
            if (state.phase !== "uploading") setState({ phase: "idle" });
          }}
          className={
            hydrated
              ? "sr-only"
              : "mt-2 max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
          }
        />
      </label>
      {uploading ? (
        <div className="grid gap-1.5">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
              style={{ width: `${state.percent}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            Uploading... {state.percent}%
          </p>
        </div>
      ) : null}
      {error ? (
        <div id="resume-upload-error">
          <FormAlert tone="error">{error}</FormAlert>
        </div>
      ) : null}
      {state.phase === "done" ? <FormAlert tone="success">{state.message}</FormAlert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={uploading}>
          {uploading ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Upload aria-hidden="true" />
          )}
          {uploading ? "Uploading..." : "Upload Resume"}
        </Button>
      </div>
    </form>
  );
}

function ResumeRow({ resume }: { resume: ResumeEntry }) {
  const formKey = `resume-delete-${resume.id}`;
  const removed = answerFor(useActionData(), formKey);
  const deleting = useNavigation().formData?.get("formKey") === formKey;
  return (
    <li className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium [overflow-wrap:anywhere]">
            {resume.fileName}
            {resume.current ? (
              <span className="ml-2 rounded-full bg-success-subtle px-2 py-0.5 align-middle text-xs font-medium text-success">
                Current
              </span>
            ) : null}
          </p>
          <p className="mt-0.5 text-sm text-muted-foreground">
            Uploaded{" "}
            <time dateTime={resume.uploadedAt}>{formatDate(resume.uploadedAt, "dateTime")}</time>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, size </span>
            {formatFileSize(resume.fileSize)}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2 sm:shrink-0">
        <Button asChild variant="outline" size="sm">
          <a href={resume.fileUrl} download={resume.fileName}>
            <Download aria-hidden="true" />
            Download<span className="sr-only"> {resume.fileName}</span>
          </a>
        </Button>
        <Form id={formKey} method="post" action="/user/profile?tab=resume" preventScrollReset>
          <input type="hidden" name="intent" value="resume-delete" />
          <input type="hidden" name="formKey" value={formKey} />
          <input type="hidden" name="resumeId" value={resume.id} />
        </Form>
        <ConfirmSubmit
          form={formKey}
          variant="destructiveGhost"
          size="sm"
          title="Delete your resume?"
          description="Applications that rely on your profile resume will have none until you upload a new one."
          disabled={deleting}
        >
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {resume.fileName}</span>
        </ConfirmSubmit>
      </div>
      {removed?.ok === false ? (
        <FormAlert tone="error" className="basis-full">
          {removed.error}
        </FormAlert>
      ) : null}
    </li>
  );
}

export function ResumeTab({ resumes }: { resumes: ResumeEntry[] }) {
  const current = resumes.find((resume) => resume.current);
  return (
    <section aria-labelledby="resume-heading" className="grid grid-cols-1 gap-6">
      <div>
        <h2 id="resume-heading" className="text-xl font-semibold">
          Resume
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Your resume is private: only you and our hiring team can download it. Applications use it
          unless you give another link, and each keeps a copy of the file it was sent with.
        </p>
      </div>
      <UploadForm hasResume={Boolean(current)} />
      <div>
        <h3 className="font-semibold">Resume History</h3>
        {resumes.length > 0 ? (
          <ul className="mt-3 grid grid-cols-1 gap-3">
            {resumes.map((resume) => (
              <ResumeRow key={resume.id} resume={resume} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">No resume uploaded yet.</p>
        )}
      </div>
    </section>
  );
}
