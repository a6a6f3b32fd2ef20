import { data } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { findProduct } from "~/content/products";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/product";

export function loader({ params }: Route.LoaderArgs) {
  const product = findProduct(params.product);
  if (!product) throw data(null, { status: 404 });
  return { product };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return <PageIntro title={product.title}>{product.summary}</PageIntro>;
}
