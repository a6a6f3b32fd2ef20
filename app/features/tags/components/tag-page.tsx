import { ChevronRight } from "lucide-react";
import { Link, useNavigation } from "react-router";
import type { CloudEntry } from "../cloud";
import { type TagQuery, tagSearch } from "../query";
import type { TagService } from "../services";
import { ExploreMore } from "./explore-more";
import { TagCloud, tagHref } from "./tag-cloud";
import { TagResults, type TagResultsData } from "./tag-results";
import { TagSearch } from "./tag-search";
import { TagTabs } from "./tag-tabs";

export interface TagPageData extends TagResultsData {
  tag: { tag: string; slug: string; count: number };
  cloud: CloudEntry[];
  technology?: { description: string; url?: string } | null;
}

/**
 * What the tag gathers, e.g. "3 articles · 2 open jobs · 1 service · 1 AI use case": the Services
 * tab also holds the AI use cases that list the technology, counted apart so each is named.
 */
function countsLine(counts: TagPageData["counts"], cards: TagService[]) {
  const useCases = cards.filter((card) => card.kind === "use case").length;
  const parts: Array<[number, string, string]> = [
    [counts.blogs, "article", "articles"],
    [counts.jobs, "open job", "open jobs"],
    [counts.services - useCases, "service", "services"],
  ];
  if (useCases > 0) parts.push([useCases, "AI use case", "AI use cases"]);
  return parts.map(([n, one, many]) => `${n} ${n === 1 ? one : many}`).join(" · ");
}

/** A tag's page: heading and counts, search within, the tabs with results, the cloud. */
export function TagPage({ data }: { data: TagPageData }) {
  const { tag, query, counts, cloud, technology } = data;
  const navigation = useNavigation();
  const path = tagHref(tag.slug);
  const busy = navigation.state === "loading" && navigation.location.pathname === path;
  const href = (next: Partial<TagQuery>) => `${path}${tagSearch(next)}`;
  const unfiltered = !query.q;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
          {[
            { to: "/", label: "Home" },
            { to: "/tags", label: "Tags" },
          ].map((crumb) => (
            <li key={crumb.to} className="inline-flex items-center gap-1">
              <Link to={crumb.to} className="hover:text-primary">
                {crumb.label}
              </Link>
              <ChevronRight aria-hidden="true" className="size-4" />
            </li>
          ))}
          <li>
            <span aria-current="page" className="font-medium text-foreground">
              {tag.tag}
            </span>
          </li>
        </ol>
      </nav>

      <header data-live-swap="tag-header" className="mt-6 max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Tag</p>
        <h1 className="mt-1 text-4xl font-bold tracking-tight break-words sm:text-5xl">
          {tag.tag}
        </h1>
        {technology ? (
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            {technology.description}{" "}
            {technology.url ? (
              <a
                href={technology.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Official site<span className="sr-only"> of {tag.tag} (opens in a new tab)</span>
              </a>
            ) : null}
          </p>
        ) : null}
        {unfiltered ? (
          <p className="mt-3 text-sm text-muted-foreground">{countsLine(counts, data.services)}</p>
        ) : null}
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <TagSearch action={path} tag={tag.tag} q={query.q} tab={query.tab} />
          <p
            role="status"
            data-live-status=""
            className="mt-3 text-sm text-muted-foreground empty:hidden"
          >
            {query.q
              ? `${counts.all === 1 ? "1 result" : `${counts.all} results`} for “${query.q}”`
              : null}
          </p>
          <div
            data-live-swap="tag-results"
            aria-busy={busy}
            className="mt-6 transition-opacity aria-busy:opacity-60 motion-reduce:transition-none"
          >
            <TagTabs selected={query.tab} counts={counts} href={(tab) => href({ tab, q: query.q })}>
              <TagResults data={data} href={href} />
            </TagTabs>
          </div>
        </div>
        <aside className="space-y-8">
          <section aria-labelledby="tag-cloud-heading">
            <h2 id="tag-cloud-heading" className="text-base font-semibold">
              Browse tags
            </h2>
            <div className="mt-3">
              <TagCloud
                entries={cloud}
                label="Tag cloud"
                current={tag.slug}
                expanded={query.allTags}
                moreHref={href({ ...query, allTags: true })}
                lessHref={href({ ...query, allTags: false })}
              />
            </div>
          </section>
          <ExploreMore />
        </aside>
      </div>
    </div>
  );
}
