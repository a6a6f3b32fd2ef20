import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { categoryPath } from "../post-view";
import type { BlogCategoryWithCount, PostSummary } from "../types";
import { categoryStyle } from "./category-style";
import { PostGrid } from "./post-grid";

/** 'Explore by Category': each category's newest posts and 'View All' to its page. */
export function ExploreByCategory({
  groups,
}: {
  groups: ReadonlyArray<{ category: BlogCategoryWithCount; posts: PostSummary[] }>;
}) {
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="explore-by-category" className="mt-14">
      <h2 id="explore-by-category" className="text-2xl font-bold tracking-tight">
        Explore by Category
      </h2>
      <div className="mt-6 space-y-12">
        {groups.map(({ category, posts }) => {
          const style = categoryStyle(category.id);
          const Icon = style.icon;
          const headingId = `explore-${category.id}`;
          return (
            <section key={category.id} aria-labelledby={headingId}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 id={headingId} className="flex items-center gap-3 text-xl font-semibold">
                  <span
                    className={`flex size-9 items-center justify-center rounded-lg ${style.tile}`}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {category.name}
                </h3>
                <Link
                  to={categoryPath(category)}
                  aria-label={`View All ${category.name} articles`}
                  className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  View All
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
              <PostGrid posts={posts} headingLevel="h4" className="mt-5" />
            </section>
          );
        })}
      </div>
    </section>
  );
}
