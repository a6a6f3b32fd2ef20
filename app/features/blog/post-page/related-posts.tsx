import { Suspense } from "react";
import { Await } from "react-router";
import { PostCard } from "../components/post-card";
import { PostCardSkeletons } from "../components/post-card-skeletons";
import type { PostSummary } from "../types";

/** The spec: related articles limit 3, one skeleton per article while they load. */
export const relatedPostsLimit = 3;

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
          <PostCardSkeletons count={relatedPostsLimit} />
        </Frame>
      }
    >
      <Await resolve={related} errorElement={null}>
        {(posts) => <RelatedPostList posts={posts} />}
      </Await>
    </Suspense>
  );
}
