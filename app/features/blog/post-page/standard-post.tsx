import { Breadcrumbs } from "~/components/breadcrumbs";
import { MarkdownContent } from "../components/markdown-content";
import { postBreadcrumbs } from "../post-seo";
import { postPath } from "../post-view";
import { AuthorAvatar } from "./byline";
import { PostCover } from "./cover";
import { PostFooter } from "./post-footer";
import { PostHeader } from "./post-header";
import { RelatedPosts } from "./related-posts";
import type { PostTemplateProps } from "./types";

/** The standard template: a classic article with a centred header, one column and an author box. */
export function StandardPost({ post, body, url, related }: PostTemplateProps) {
  return (
    <div data-template="standard" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <article>
        <Breadcrumbs
          crumbs={postBreadcrumbs(post)}
          canonical={post.canonicalUrl || postPath(post)}
          className="mx-auto max-w-3xl"
        />
        <PostHeader post={post} centered className="mx-auto mt-10 max-w-3xl" />
        <PostCover post={post} className="mt-10" />
        <div className="mx-auto mt-12 max-w-3xl">
          <MarkdownContent tree={body} />
          <section
            aria-labelledby="about-author"
            className="mt-12 flex gap-4 rounded-2xl border border-border bg-muted p-6"
          >
            <AuthorAvatar post={post} size={56} />
            <div>
              <h2 id="about-author" className="text-sm font-medium text-muted-foreground">
                About the author
              </h2>
              <p className="mt-1 font-semibold">{post.authorName}</p>
              <p className="text-sm text-muted-foreground">{post.authorRole}</p>
            </div>
          </section>
          <PostFooter post={post} url={url} className="mt-10" />
        </div>
      </article>
      <RelatedPosts related={related} />
    </div>
  );
}
