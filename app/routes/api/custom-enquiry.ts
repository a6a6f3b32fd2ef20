import { handleCustomEnquiry } from "~/features/products/custom-enquiry/custom-enquiry.server";
import { postOnly } from "~/lib/post-only";
import type { Route } from "./+types/custom-enquiry";

/**
 * POST /api/custom-enquiry: the custom e-commerce development enquiry sent with JavaScript
 * (islands/custom-enquiry.ts), answered with JSON. Without JavaScript the form posts to its
 * product page, whose action runs the same handler.
 */
export function action({ request }: Route.ActionArgs) {
  return handleCustomEnquiry(request);
}

export const loader = postOnly;
