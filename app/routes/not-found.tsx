import { data } from "react-router";
import { NotFoundPage } from "~/components/errors/not-found-page";
import { site } from "~/content/site";
import { maxQueryLength } from "~/features/search/query";
import { getEnv } from "~/lib/env.server";
import type { Route } from "./+types/not-found";

/**
 * Every path no other route (and no redirect) claims. The not-found page is this route's own
 * content, returned with HTTP 404, so the page works in client navigations too; routes that
 * throw a 404 instead show the root error screen ('Page Not Found').
 */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  return data({ pathname, siteUrl: getEnv().SITE_URL }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const title = `Page Not Found | ${site.name}`;
  const description = "The page you're looking for doesn't exist or has been moved.";
  return [
    { title },
    { name: "description", content: description },
    { name: "robots", content: "noindex" },
    { tagName: "link", rel: "canonical", href: `${loaderData?.siteUrl ?? ""}/404` },
  ];
};

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export default function NotFound() {
  return <NotFoundPage searchMaxLength={maxQueryLength} />;
}
