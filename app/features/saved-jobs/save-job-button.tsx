import { Bookmark, BookmarkCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useShellData } from "~/components/root-data";
import { useStaticPageKind } from "~/components/shell/server-parts";
import { toast } from "~/islands/toast";
import { cn } from "~/lib/utils";
import { visitorSlot } from "~/lib/visitor-slots";
import { withSaveIntent } from "./save-intent";
import { type SaveJobResponse, saveJobMessages, saveJobsEndpoint, saveJobTitles } from "./schema";

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-full border border-border bg-background text-muted-foreground transition-colors outline-none hover:border-primary/50 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-pressed:border-primary/40 aria-pressed:bg-accent aria-pressed:text-primary [&_svg]:size-5";
const fullButton =
  "inline-flex h-11 w-full items-center justify-center gap-2 rounded-md border border-border bg-background px-4 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-pressed:border-primary/40 aria-pressed:bg-accent aria-pressed:text-accent-foreground [&_svg]:size-4";

type Variant = "icon" | "full";

const whenSaved = "group-aria-[pressed=false]:hidden";
const whenUnsaved = "group-aria-pressed:hidden";

/**
 * A signed-in visitor's Save toggle: a form that posts to /api/saved-jobs and comes back to
 * `redirectTo` without JavaScript. Plain markup, so that the page cache can put it in a shared
 * page's visitor slot (ADR 097); on a static page `islands/save-job` posts it in the background, on a hydrated
 * one `onSubmit` does.
 */
export function SaveJobForm({
  jobId,
  jobTitle,
  saved,
  variant,
  redirectTo,
  onSubmit,
}: {
  jobId: string;
  jobTitle: string;
  saved: boolean;
  variant: Variant;
  redirectTo: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  // Both states are drawn and the button's aria-pressed shows one: a static page's island flips
  // the attribute alone.
  return (
    <form method="post" action={saveJobsEndpoint} onSubmit={onSubmit} data-save-job="">
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="intent" value={saved ? "unsave" : "save"} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={variant === "icon" ? `Save ${jobTitle}` : undefined}
        title={saved ? saveJobTitles.unsave : saveJobTitles.save}
        className={cn("group", variant === "icon" ? iconButton : fullButton)}
      >
        <Bookmark aria-hidden="true" className={whenUnsaved} />
        <BookmarkCheck aria-hidden="true" className={cn("fill-current/20", whenSaved)} />
        {variant === "full" ? (
          <>
            <span className={whenUnsaved}>Save job</span>
            <span className={whenSaved}>Saved</span>
          </>
        ) : null}
      </button>
    </form>
  );
}

/**
 * Save / unsave toggle for a job. Signed-in visitors get `SaveJobForm`; on a hydrated page a
 * fetcher posts it in the background and the button flips at once (rolled back by the
 * revalidated data if the save fails). Anonymous visitors get a link to the login page that comes
 * back here afterwards and saves the job on signing in (save-intent.ts).
 */
export function SaveJobButton({
  jobId,
  jobTitle,
  saved,
  variant = "icon",
}: {
  jobId: string;
  jobTitle: string;
  saved: boolean;
  variant?: Variant;
}) {
  const { user } = useShellData();
  const hydrated = useStaticPageKind() === "hydrated";
  const location = useLocation();
  const fetcher = useFetcher<SaveJobResponse>();
  const handled = useRef<SaveJobResponse | undefined>(undefined);
  const here = `${location.pathname}${location.search}`;

  const pendingIntent = fetcher.formData?.get("intent");
  const isSaved = pendingIntent === "save" ? true : pendingIntent === "unsave" ? false : saved;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) toast.success(answer.saved ? saveJobMessages.saved : saveJobMessages.removed);
    else toast.error(answer.error);
  }, [fetcher.state, fetcher.data]);

  if (!user) {
    return (
      <Link
        to={`/user/login?${new URLSearchParams({ redirectTo: withSaveIntent(here, jobId) })}`}
        aria-label={`Log in to save ${jobTitle}`}
        title="Log in to save this job"
        className={variant === "icon" ? iconButton : fullButton}
        {...visitorSlot(variant === "icon" ? "save-job" : "save-job-full", jobId)}
      >
        <Bookmark aria-hidden="true" />
        {variant === "full" ? "Save job" : null}
      </Link>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    fetcher.submit(
      { jobId, intent: isSaved ? "unsave" : "save" },
      { method: "post", action: saveJobsEndpoint },
    );
  };

  return (
    <SaveJobForm
      jobId={jobId}
      jobTitle={jobTitle}
      saved={isSaved}
      variant={variant}
      redirectTo={here}
      onSubmit={hydrated ? onSubmit : undefined}
    />
  );
}
