import { ArrowRightIcon } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { Await, Link } from "react-router";
import { container, SectionHeader } from "~/components/marketing-blocks";
import { PostCard } from "~/features/blog/components/post-card";
import { PostCardSkeletons } from "~/features/blog/components/post-card-skeletons";
import type { PostSummary } from "~/features/blog/types";
import { RelatedJobList, RelatedJobsSkeleton } from "~/features/jobs/components/related-jobs";
import type { JobSummary } from "~/features/jobs/types";
import { cn } from "~/lib/utils";

/** Spec: up to 3 of each, and as many skeletons while they load. */
export const relatedBlockLimit = 3;

function RelatedFrame({
  id,
  title,
  intro,
  more,
  busy = false,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  more: { to: string; label: string };
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
      className={cn(container, "scroll-mt-20 py-16 sm:py-20")}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeader id={`${id}-title`} title={title} align="start">
          {intro}
        </SectionHeader>
        <Link
          to={more.to}
          className="inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {more.label}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="mt-10">{children}</div>
    </section>
  );
}

/**
 * A streamed block: its frame with skeletons while the promise is pending, then the items; hidden
 * (nothing rendered) when the promise gives null (an error, logged on the server) or no items.
 */
function StreamedBlock<T>({
  frame,
  items,
  skeleton,
  render,
}: {
  frame: Omit<Parameters<typeof RelatedFrame>[0], "children" | "busy">;
  items: Promise<T[] | null>;
  skeleton: ReactNode;
  render: (items: T[]) => ReactNode;
}) {
  return (
    <Suspense
      fallback={
        <RelatedFrame {...frame} busy>
          {skeleton}
        </RelatedFrame>
      }
    >
      <Await resolve={items} errorElement={null}>
        {(loaded) =>
          loaded && loaded.length > 0 ? (
            <RelatedFrame {...frame}>{render(loaded.slice(0, relatedBlockLimit))}</RelatedFrame>
          ) : null
        }
      </Await>
    </Suspense>
  );
}

/** Up to 3 published articles in the page's blog categories (cards show 2 tags). */
export function RelatedArticles({
  articles,
  intro,
  more,
}: {
  articles: Promise<PostSummary[] | null>;
  intro: string;
  /** Where the block's link leads, and what it says. */
  more: { to: string; label: string };
}) {
  return (
    <StreamedBlock
      frame={{
        id: "related-articles",
        title: "Related Articles",
        intro,
        more,
      }}
      items={articles}
      skeleton={<PostCardSkeletons count={relatedBlockLimit} />}
      render={(posts) => (
        <ul className="grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} maxTags={2} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}

/** Up to 3 open jobs in the page's job categories (cards show 4 tags then '+N more'). */
export function RelatedJobs({ jobs }: { jobs: Promise<JobSummary[] | null> }) {
  return (
    <StreamedBlock
      frame={{
        id: "related-jobs",
        title: "Join Our Team",
        intro:
          "Open positions for engineers and designers who want to work on projects like these.",
        more: { to: "/careers", label: "View all jobs" },
      }}
      items={jobs}
      skeleton={<RelatedJobsSkeleton />}
      render={(list) => <RelatedJobList jobs={list} />}
    />
  );
}
