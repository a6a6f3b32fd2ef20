import { data } from "react-router";
import { resolveTechnologies } from "~/components/technology-chips";
import { findServicePage } from "~/content/service-pages";
import { findService } from "~/content/services";
import { site } from "~/content/site";
import { pageMeta } from "~/features/seo/meta";
import { servicePagePath } from "~/features/service-page/json-ld";
import { streamRelatedArticles, streamRelatedJobs } from "~/features/service-page/related.server";
import { ServicePage } from "~/features/service-page/service-page";
import { getEnv } from "~/lib/env.server";
import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  const page = findServicePage(params.service);
  if (!page) throw data(null, { status: 404 });
  // Streamed after the page: the blocks show skeletons until these settle (null hides them).
  return {
    page,
    image: findService(page.slug)?.image,
    siteUrl: getEnv().SITE_URL,
    relatedArticles: streamRelatedArticles(page),
    relatedJobs: streamRelatedJobs(page),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  if (!page) return pageMeta(args);
  return pageMeta(args, {
    title: `${page.title} Services`,
    description: `${page.shortDescription} Delivered by ${site.name}'s pre-vetted engineers, matched in under 48 hours.`,
    keywords: [
      page.title,
      `${page.title} services`,
      ...resolveTechnologies(page.technologies)
        .slice(0, 12)
        .map((technology) => technology.name),
    ],
    canonical: servicePagePath(page.slug),
  });
};

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const { page, image, siteUrl, relatedArticles, relatedJobs } = loaderData;
  return (
    <ServicePage
      page={page}
      image={image}
      siteUrl={siteUrl}
      relatedArticles={relatedArticles}
      relatedJobs={relatedJobs}
    />
  );
}
