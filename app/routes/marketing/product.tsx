import { data, isRouteErrorResponse } from "react-router";
import { findProduct } from "~/content/products";
import { handleCustomEnquiry } from "~/features/products/custom-enquiry/custom-enquiry.server";
import { customEnquirySectionId } from "~/features/products/custom-enquiry/options";
import type { CustomEnquiryResult } from "~/features/products/custom-enquiry/result";
import { productPath } from "~/features/products/json-ld";
import { ProductPage } from "~/features/products/product-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/product";

/** The product whose page takes the custom e-commerce development enquiry. */
const enquiryProduct = "ecommerce-blueprint";

export function loader({ params }: Route.LoaderArgs) {
  const product = findProduct(params.product);
  if (!product) throw data(null, { status: 404 });
  return { slug: product.slug, metaTitle: product.metaTitle };
}

/** POST: the custom e-commerce development enquiry (only on its product's page). */
export function action({ request, params }: Route.ActionArgs) {
  if (params.product !== enquiryProduct) {
    throw data(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  return handleCustomEnquiry(request, `${productPath(enquiryProduct)}#${customEnquirySectionId}`);
}

/**
 * With JavaScript the enquiry posts through a fetcher; an answer that cannot be read (the request
 * failed, or the server broke) becomes a failure the form shows, instead of the error page. Its
 * 5xx status also stops the loaders revalidating, which would fail the same way.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    return data(unreadableAnswer(error), { status: 503 });
  }
}

/** A failed enquiry POST as the form logs it: the server's status, or the network error's message. */
function unreadableAnswer(error: unknown): CustomEnquiryResult {
  if (isRouteErrorResponse(error)) {
    return {
      ok: false,
      status: error.status,
      error: `The server answered ${error.status} ${error.statusText}`.trim(),
    };
  }
  return { ok: false, status: 0, error: error instanceof Error ? error.message : String(error) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.metaTitle,
    canonical: args.loaderData ? productPath(args.loaderData.slug) : undefined,
  });

export default function ProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductPage
      slug={loaderData.slug}
      enquiryResult={actionData as CustomEnquiryResult | undefined}
    />
  );
}
