import { Mail, Newspaper } from "lucide-react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { site } from "~/content/site";
import { PostCategoryBadge } from "../components/category-badge";
import { MarkdownContent } from "../components/markdown-content";
import { formatPostDate, isoDate } from "../components/post-format";
import { postBreadcrumbs } from "../post-seo";
import { postPath } from "../post-view";
import { AuthorAvatar } from "./byline";
import { PostCover } from "./cover";
import { PostFooter } from "./post-footer";
import { RelatedPosts } from "./related-posts";
import type { PostTemplateProps } from "./types";

/**
 * The news template, a press release: a compact header, a dateline before the body, the
 * company boilerplate ('About Quillstack') and a media contact after it.
 */
export function NewsPost({ post, body, url, related }: PostTemplateProps) {
  return (
    <div data-template="news" className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <article>
        <Breadcrumbs
          crumbs={postBreadcrumbs(post)}
          canonical={post.canonicalUrl || postPath(post)}
        />
        <header className="mt-6 border-b border-border pb-6">
          <div className="flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wider text-primary uppercase">
              <Newspaper aria-hidden="true" className="size-4" />
              Press release
            </span>
            <PostCategoryBadge category={post.category} />
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {post.title}
          </h1>
          {post.excerpt ? (
            <p className="mt-3 text-lg leading-relaxed font-medium text-pretty text-muted-foreground">
              {post.excerpt}
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
            <AuthorAvatar post={post} size={32} />
            <span>
              By <span className="font-semibold text-foreground">{post.authorName}</span>,{" "}
              {post.authorRole}
            </span>
            <span aria-hidden="true">·</span>
            <span>{post.readTime} min read</span>
          </div>
        </header>
        <PostCover post={post} rounded="rounded-xl" className="mt-8" />
        <p className="mt-8 text-sm font-bold tracking-wide uppercase">
          {site.name} Newsroom,{" "}
          <time dateTime={isoDate(post.publishDate)}>{formatPostDate(post.publishDate)}</time>
        </p>
        <MarkdownContent tree={body} className="mt-4" />
        <section
          aria-labelledby="about-company"
          className="mt-12 rounded-2xl border border-border bg-muted p-6"
        >
          <h2 id="about-company" className="text-lg font-semibold">
            About {site.name}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            {site.legalName}, founded in {site.founded}, offers {site.tagline} to companies
            worldwide.
          </p>
          <p className="mt-4 flex items-center gap-2 text-sm">
            <Mail aria-hidden="true" className="size-4" />
            <span className="font-semibold">Media contact:</span>
            <a
              href={`mailto:${site.email}`}
              className="rounded-sm text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {site.email}
            </a>
          </p>
        </section>
        <PostFooter post={post} url={url} className="mt-10" />
      </article>
      <RelatedPosts related={related} />
    </div>
  );
}
