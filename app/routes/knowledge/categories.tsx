import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { LoadError, secondaryLinkClass } from "~/components/list-states";
import { categoryStyle } from "~/features/blog/components/category-style";
import { KnowledgeHeader } from "~/features/blog/components/knowledge-header";
import { categoryPath } from "~/features/blog/post-view";
import { listCategoriesWithCounts } from "~/features/blog/posts.server";
import type { BlogCategoryWithCount } from "~/features/blog/types";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/categories";

export async function loader() {
  const categories = await listCategoriesWithCounts();
  const totalArticles = categories.reduce((sum, category) => sum + category.postCount, 0);
  return { categories, totalArticles };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: args.error != null });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function BackLink() {
  return (
    <Link to="/knowledge-center" className={secondaryLinkClass}>
      <ArrowLeft aria-hidden="true" />
      Back to Knowledge Center
    </Link>
  );
}

function CategoryCard({ category }: { category: BlogCategoryWithCount }) {
  const style = categoryStyle(category.id);
  const Icon = style.icon;
  return (
    <article className="group relative flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-xs transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring motion-reduce:transition-none">
      <span className={`flex size-12 items-center justify-center rounded-xl ${style.tile}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">
        <Link
          to={categoryPath(category)}
          className="outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-primary"
        >
          {category.name}
        </Link>
      </h2>
      {category.description ? (
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted-foreground">
          {category.description}
        </p>
      ) : null}
      <p className="mt-auto flex items-center justify-between pt-5 text-sm font-medium">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${style.badge}`}>
          {plural(category.postCount, "article", "articles")}
        </span>
        <ArrowRight
          aria-hidden="true"
          className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary motion-reduce:transition-none"
        />
      </p>
    </article>
  );
}

export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  const { categories, totalArticles } = loaderData;
  return (
    <>
      <KnowledgeHeader title="Browse by Category" actions={<BackLink />}>
        The knowledge center's articles grouped by topic: pick a category to read its articles.
      </KnowledgeHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
        <p className="inline-flex rounded-full border border-border bg-muted px-3 py-1 text-sm font-medium">
          {plural(categories.length, "category", "categories")} ·{" "}
          {plural(totalArticles, "article", "articles")}
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The categories failed to load: the spec's texts, a link to the knowledge center, Try Again. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <KnowledgeHeader title="Browse by Category" />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <LoadError
          title="Error Loading Categories"
          message="We encountered an error while loading the categories."
          error={error}
        >
          <Link to="/knowledge-center" className={secondaryLinkClass}>
            Go to Knowledge Center
          </Link>
        </LoadError>
      </div>
    </>
  );
}
