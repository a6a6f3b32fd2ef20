import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import { secondaryLinkClass } from "~/components/list-states";
import { ReloadButton } from "~/components/reload-button";

export const jobNotFoundCopy = {
  title: "Job Not Found",
  fallback: "The job you're looking for doesn't exist or has been removed.",
  invalidSlug: "Invalid job slug provided",
  noJob: (slug: string) => `No job found with slug: ${slug}`,
} as const;

/** The job page's error screen: the reason, then Back to Careers and Try Again (reloads). */
export function JobNotFound({
  message,
  title = jobNotFoundCopy.title,
  description = jobNotFoundCopy.fallback,
}: {
  message?: string;
  title?: string;
  description?: string;
}) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="max-w-lg text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
        {message ? <p className="mt-3 font-medium break-words text-foreground">{message}</p> : null}
        <p className="mt-2 text-muted-foreground">{description}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <Link to="/careers" className={secondaryLinkClass}>
            <ArrowLeft aria-hidden="true" />
            Back to Careers
          </Link>
          <ReloadButton />
        </div>
      </div>
    </div>
  );
}
