import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function CategoriesPage() {
  return (
    <PageIntro title="Knowledge Center categories">
      The knowledge center's articles grouped by category.
    </PageIntro>
  );
}
