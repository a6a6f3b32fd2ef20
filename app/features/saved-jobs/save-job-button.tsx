import { Bookmark, BookmarkCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useShellData } from "~/components/root-data";
import { toast } from "~/islands/toast";
import { cn } from "~/lib/utils";
import { withSaveIntent } from "./save-intent";
import { type SaveJobResponse, saveJobMessages } from "./schema";

export const saveJobsEndpoint = "/api/saved-jobs";

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-full border border-border bg-background text-muted-foreground transition-colors outline-none hover:border-primary/50 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-pressed:border-primary/40 aria-pressed:bg-accent aria-pressed:text-primary [&_svg]:size-5";
const fullButton =
  "inline-flex h-11 w-full items-center justify-center gap-2 rounded-md border border-border bg-background px-4 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-pressed:border-primary/40 aria-pressed:bg-accent aria-pressed:text-accent-foreground [&_svg]:size-4";

/**
 * Save / unsave toggle for a job. Signed-in visitors get a form that posts to /api/saved-jobs:
 * without JavaScript the endpoint redirects back here; with it, a fetcher posts in the background
 * and the button flips at once (rolled back by the revalidated data if the save fails).
 * Anonymous visitors get a link to the login page that comes back here afterwards and saves the
 * job on signing in (save-intent.ts).
 */
export function SaveJobButton({
  jobId,
  jobTitle,
  saved,
  variant = "icon",
  className,
}: {
  jobId: string;
  jobTitle: string;
  saved: boolean;
  variant?: "icon" | "full";
  className?: string;
}) {
  const { user } = useShellData();
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

  const label = `Save ${jobTitle}`;
  const Icon = isSaved ? BookmarkCheck : Bookmark;
  const text = isSaved ? "Saved" : "Save job";

  if (!user) {
    return (
      <Link
        to={`/user/login?${new URLSearchParams({ redirectTo: withSaveIntent(here, jobId) })}`}
        aria-label={`Log in to save ${jobTitle}`}
        title="Log in to save this job"
        className={cn(variant === "icon" ? iconButton : fullButton, className)}
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
    <form method="post" action={saveJobsEndpoint} onSubmit={onSubmit} className={className}>
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="intent" value={isSaved ? "unsave" : "save"} />
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        aria-pressed={isSaved}
        aria-label={variant === "icon" ? label : undefined}
        title={isSaved ? "Remove from saved jobs" : "Save this job"}
        className={variant === "icon" ? iconButton : fullButton}
      >
        <Icon aria-hidden="true" className={cn(isSaved && "fill-current/20")} />
        {variant === "full" ? text : null}
      </button>
    </form>
  );
}
