import { data } from "react-router";
import { findServicePage } from "~/content/service-pages";
import { findService } from "~/content/services";
import { serviceMeta } from "~/features/service-page/meta";
import { streamRelatedArticles, streamRelatedJobs } from "~/features/service-page/related.server";
import { ServicePage } from "~/features/service-page/service-page";
import { getEnv } from "~/lib/env.server";
import { pageMeta } from "~/lib/page-meta";
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
  return page ? pageMeta(args, serviceMeta(page)) : pageMeta(args);
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
