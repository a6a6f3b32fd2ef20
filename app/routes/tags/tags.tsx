import { ExploreMore } from "~/features/tags/components/explore-more";
import { TagCloud } from "~/features/tags/components/tag-cloud";
import { loadTagIndexPage } from "~/features/tags/tag-page.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/tags";

export async function loader() {
  return loadTagIndexPage();
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Tags: topics and technologies",
    description:
      "Every topic and technology we write about, hire for and build with: articles, open jobs and services gathered by tag.",
    noindex: args.location.search !== "",
  });

/** Every tag in one cloud, sized by how much carries it. */
export default function TagsRoute({ loaderData }: Route.ComponentProps) {
  const { cloud, tagCount } = loaderData;
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:py-16">
      <div>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Tags</h1>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">
          Topics and technologies across our articles, open jobs and services. Bigger tags carry
          more; each leads to everything about it.
        </p>
        <section aria-labelledby="all-tags" className="mt-10">
          <h2 id="all-tags" className="text-xl font-semibold tracking-tight">
            {tagCount === 1 ? "1 tag" : `${tagCount} tags`}
          </h2>
          {cloud.length < tagCount ? (
            <p className="mt-1 text-sm text-muted-foreground">
              The {cloud.length} most used are shown.
            </p>
          ) : null}
          <div className="mt-4">
            <TagCloud entries={cloud} label="All tags" collapsible={false} />
          </div>
        </section>
      </div>
      <aside>
        <ExploreMore />
      </aside>
    </div>
  );
}
