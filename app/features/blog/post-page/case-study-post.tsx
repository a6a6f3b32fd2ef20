import { CalendarDays, Clock, Layers, Rocket, Tag, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { EnquiryButton } from "~/features/enquiry/enquiry-dialog";
import { StaticEnquiryDialog } from "~/features/enquiry/static-enquiry-dialog";
import { uncategorizedName } from "../components/category-style";
import { MarkdownContent } from "../components/markdown-content";
import { formatPostDate, isoDate } from "../components/post-format";
import { postBreadcrumbs } from "../post-seo";
import { postPath } from "../post-view";
import { PostCover } from "./cover";
import { PostFooter } from "./post-footer";
import { PostHeader } from "./post-header";
import { RelatedPosts } from "./related-posts";
import type { PostTemplateProps, TocEntry } from "./types";

/** The story arc of a case study, found among the body's h2 headings. */
const storyParts = [
  { label: "Challenge", pattern: /challenge|problem|situation|context/i },
  { label: "Solution", pattern: /solution|approach|architecture|how we/i },
  { label: "Results", pattern: /result|outcome|impact/i },
] as const;

/** Challenge, Solution and Results mapped to the body's sections that tell them. */
export function caseStudyParts(toc: TocEntry[]): Array<{ label: string; id: string }> {
  return storyParts.flatMap((part) => {
    const entry = toc.find((item) => item.depth === 2 && part.pattern.test(item.text));
    return entry ? [{ label: part.label, id: entry.id }] : [];
  });
}

/** One key fact: an icon tile beside the label over the value. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-14 py-3 pl-11">
      <dt className="text-xs text-muted-foreground">
        <span
          aria-hidden="true"
          className="absolute top-3 left-0 inline-flex size-8 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-4"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * The case-study template: challenge / solution / results navigation over the body, and a key
 * facts sidebar (sector, technologies, author, date) with a 'Start Your Project' call to action
 * that opens the enquiry dialog.
 */
export function CaseStudyPost({ post, body, toc, url, related }: PostTemplateProps) {
  const parts = caseStudyParts(toc);
  return (
    <div data-template="case-study" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <article>
        <Breadcrumbs
          crumbs={postBreadcrumbs(post)}
          canonical={post.canonicalUrl || postPath(post)}
        />
        <div className="mt-6 rounded-3xl border border-border bg-muted px-6 py-8 sm:px-10 sm:py-12">
          <PostHeader post={post} label="Case Study" className="max-w-4xl" />
        </div>
        <div className="mt-10 grid gap-x-12 gap-y-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <PostCover post={post} />
            {parts.length > 0 ? (
              <nav aria-label="Case study sections" className="mt-8">
                <ol className="grid gap-3 sm:grid-cols-3">
                  {parts.map((part, index) => (
                    <li key={part.id}>
                      <a
                        href={`#${part.id}`}
                        className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 font-semibold outline-none transition-colors hover:border-primary/50 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring motion-reduce:transition-none"
                      >
                        <span
                          aria-hidden="true"
                          className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-sm text-primary-foreground"
                        >
                          {index + 1}
                        </span>
                        {part.label}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            <MarkdownContent tree={body} className="mt-10 max-w-3xl" />
            <PostFooter post={post} url={url} className="mt-12 max-w-3xl" />
          </div>
          <aside aria-labelledby="key-facts" className="lg:col-start-2 lg:row-start-1">
            <div className="rounded-2xl border border-border bg-card p-5 shadow-sm lg:sticky lg:top-24">
              <h2 id="key-facts" className="text-lg font-semibold">
                Key facts
              </h2>
              <dl className="mt-2 divide-y divide-border">
                <Fact icon={<Tag />} label="Category">
                  {post.category?.name ?? uncategorizedName}
                </Fact>
                {post.tags.length > 0 ? (
                  <Fact icon={<Layers />} label="Technologies">
                    {post.tags.join(", ")}
                  </Fact>
                ) : null}
                <Fact icon={<UserRound />} label="Written by">
                  {post.authorName}
                  <span className="block font-normal text-muted-foreground">{post.authorRole}</span>
                </Fact>
                <Fact icon={<CalendarDays />} label="Published">
                  <time dateTime={isoDate(post.publishDate)}>
                    {formatPostDate(post.publishDate)}
                  </time>
                </Fact>
                <Fact icon={<Clock />} label="Read time">
                  {post.readTime} min read
                </Fact>
              </dl>
              <div className="mt-4 border-t border-border pt-5">
                <p className="font-semibold">Have a similar challenge?</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  Tell us about it: we reply within 24 hours.
                </p>
                <EnquiryButton
                  pageType="outsource-project"
                  defaultService="outsourcing"
                  className="mt-4 w-full"
                >
                  <Rocket aria-hidden="true" />
                  Start Your Project
                </EnquiryButton>
              </div>
            </div>
          </aside>
        </div>
      </article>
      <RelatedPosts related={related} />
      <StaticEnquiryDialog pageType="outsource-project" defaultService="outsourcing" />
    </div>
  );
}
