import { useEffect } from "react";
import { data } from "react-router";
import { findProduct } from "~/content/products";
import { handleCustomEnquiry } from "~/features/products/custom-enquiry/custom-enquiry.server";
import type { CustomEnquiryResult } from "~/features/products/custom-enquiry/result";
import { customEnquiryPage } from "~/features/products/custom-enquiry/texts";
import { productPath } from "~/features/products/json-ld";
import { ProductPage } from "~/features/products/product-page";
import { startPageIslands } from "~/islands/page-islands";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/product";

export function loader({ params }: Route.LoaderArgs) {
  const product = findProduct(params.product);
  if (!product) throw data(null, { status: 404 });
  return { slug: product.slug, metaTitle: product.metaTitle };
}

/**
 * POST: the custom e-commerce development enquiry posted without JavaScript (only on its
 * product's page); with JavaScript it goes to /api/custom-enquiry.
 */
export function action({ request, params }: Route.ActionArgs) {
  if (productPath(params.product ?? "") !== customEnquiryPage) {
    throw data(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  return handleCustomEnquiry(request);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.metaTitle,
    canonical: args.loaderData ? productPath(args.loaderData.slug) : undefined,
  });

export default function ProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Where the page hydrates (a signed-in visitor, a client navigation), its widgets start here;
  // another product's page may bring other widgets.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each product
  useEffect(startPageIslands, [loaderData.slug]);
  return (
    <ProductPage
      slug={loaderData.slug}
      enquiryResult={actionData as CustomEnquiryResult | undefined}
    />
  );
}
