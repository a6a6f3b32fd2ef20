import { Suspense } from "react";
import { Await } from "react-router";
import { PostCard } from "../components/post-card";
import type { PostSummary } from "../types";

/** The spec: related articles limit 3, one skeleton per article while they load. */
export const relatedPostsLimit = 3;

function RelatedPostsSkeleton() {
  return (
    <div aria-hidden="true" data-testid="related-skeleton" className="grid gap-6 md:grid-cols-3">
      {Array.from({ length: relatedPostsLimit }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={index} className="overflow-hidden rounded-xl border border-border bg-card">
          <div className="aspect-video animate-pulse bg-border motion-reduce:animate-none" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-24 animate-pulse rounded-full bg-border motion-reduce:animate-none" />
            <div className="h-5 w-5/6 animate-pulse rounded bg-border motion-reduce:animate-none" />
            <div className="h-3 animate-pulse rounded bg-border motion-reduce:animate-none" />
            <div className="h-3 w-4/6 animate-pulse rounded bg-border motion-reduce:animate-none" />
          </div>
        </div>
      ))}
    </div>
  );
}

function Frame({ children, busy = false }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <section
      aria-labelledby="related-articles"
      aria-busy={busy || undefined}
      className="mt-16 border-t border-border pt-10"
    >
      <h2 id="related-articles" className="text-2xl font-semibold tracking-tight">
        Related Articles
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function RelatedPostList({ posts }: { posts: PostSummary[] | null }) {
  // Spec: the block is hidden on error (null) or when there is nothing to show.
  if (!posts || posts.length === 0) return null;
  return (
    <Frame>
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.slice(0, relatedPostsLimit).map((post) => (
          <li key={post.id}>
            <PostCard post={post} maxTags={2} />
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/** Up to 3 articles of the same category, streamed after the page with skeletons meanwhile. */
export function RelatedPosts({ related }: { related: Promise<PostSummary[] | null> }) {
  return (
    <Suspense
      fallback={
        <Frame busy>
          <RelatedPostsSkeleton />
        </Frame>
      }
    >
      <Await resolve={related} errorElement={null}>
        {(posts) => <RelatedPostList posts={posts} />}
      </Await>
    </Suspense>
  );
}
