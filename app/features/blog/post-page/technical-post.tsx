import { Code2 } from "lucide-react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { MarkdownContent } from "../components/markdown-content";
import { PostTags } from "../components/post-tags";
import { postBreadcrumbs } from "../post-seo";
import { postPath } from "../post-view";
import { PostCover } from "./cover";
import { PostFooter } from "./post-footer";
import { PostHeader } from "./post-header";
import { RelatedPosts } from "./related-posts";
import { TableOfContents } from "./table-of-contents";
import type { PostTemplateProps } from "./types";

/**
 * The technical template: a reading-progress bar, the body with highlighted code beside a
 * sticky 'On this page' contents and the article's stack (its tags).
 */
export function TechnicalPost({ post, body, toc, url, related }: PostTemplateProps) {
  return (
    <div data-template="technical" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <div
        aria-hidden="true"
        className="post-reading-progress fixed inset-x-0 top-0 z-50 h-1 bg-primary"
      />
      <article>
        <Breadcrumbs
          crumbs={postBreadcrumbs(post)}
          canonical={post.canonicalUrl || postPath(post)}
        />
        <div className="mt-6 grid gap-x-12 gap-y-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <PostHeader post={post} label="Technical guide" className="max-w-4xl" />
          <PostCover post={post} className="lg:col-start-1" />
          <aside aria-label="Article guide" className="lg:col-start-2 lg:row-span-3 lg:row-start-1">
            <div className="space-y-8 lg:sticky lg:top-24">
              <TableOfContents toc={toc} />
              {post.tags.length > 0 ? (
                <div>
                  <h2 className="flex items-center gap-2 text-sm font-semibold">
                    <Code2 aria-hidden="true" className="size-4" />
                    Stack
                  </h2>
                  <PostTags tags={post.tags} className="mt-3" />
                </div>
              ) : null}
            </div>
          </aside>
          <div className="min-w-0 lg:col-start-1">
            <MarkdownContent tree={body} className="max-w-3xl" />
            <PostFooter post={post} url={url} className="mt-12 max-w-3xl" />
          </div>
        </div>
      </article>
      <RelatedPosts related={related} />
    </div>
  );
}
