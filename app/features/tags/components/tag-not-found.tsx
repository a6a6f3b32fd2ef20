import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import { secondaryLinkClass } from "~/components/list-states";
import type { CloudEntry } from "../cloud";
import { ExploreMore } from "./explore-more";
import { TagCloud } from "./tag-cloud";

export const tagNotFoundCopy = {
  title: "Tag Not Found",
  description: (tag: string) =>
    `We have no articles, jobs or services tagged “${tag}”. Pick another tag below.`,
} as const;

/** An unknown tag (served with HTTP 404): what was asked for, and the cloud to pick another. */
export function TagNotFound({
  input,
  cloud,
  expanded = false,
}: {
  input: string;
  cloud: CloudEntry[];
  expanded?: boolean;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:py-16">
      <div>
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <SearchX aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">
          {tagNotFoundCopy.title}
        </h1>
        <p className="mt-3 max-w-2xl break-words text-muted-foreground">
          {tagNotFoundCopy.description(input)}
        </p>
        <Link to="/tags" className={`${secondaryLinkClass} mt-6`}>
          <ArrowLeft aria-hidden="true" />
          All tags
        </Link>
        {cloud.length > 0 ? (
          <section aria-labelledby="popular-tags" className="mt-10">
            <h2 id="popular-tags" className="text-xl font-semibold tracking-tight">
              Popular tags
            </h2>
            <div className="mt-4">
              <TagCloud
                entries={cloud}
                label="Popular tags"
                expanded={expanded}
                moreHref="?all=1"
                lessHref="?"
              />
            </div>
          </section>
        ) : null}
      </div>
      <aside>
        <ExploreMore />
      </aside>
    </div>
  );
}
