import { data, redirect } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { indexableTagMinimum } from "~/features/tags/cloud";
import { TagNotFound, tagNotFoundCopy } from "~/features/tags/components/tag-not-found";
import { TagPage } from "~/features/tags/components/tag-page";
import { parseTagQuery } from "~/features/tags/query";
import { loadTagPage } from "~/features/tags/tag-page.server";
import { getEnv } from "~/lib/env.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/tag";

const noindex = { "X-Robots-Tag": "noindex" };

export async function loader({ request, params }: Route.LoaderArgs) {
  const result = await loadTagPage(request, params.tag);
  // Another spelling of a known tag, or a small typo: one canonical address per tag.
  if (result.kind === "redirect") throw redirect(result.location, 301);
  if (result.kind === "not-found") {
    const { allTags } = parseTagQuery(new URL(request.url).searchParams);
    return data(
      { notFound: { input: result.input, cloud: result.cloud, allTags } },
      { status: 404, headers: noindex },
    );
  }
  return { page: result.data, siteUrl: getEnv().SITE_URL };
}

export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  if (!loaderData || "notFound" in loaderData) {
    return pageMeta(args, {
      title: tagNotFoundCopy.title,
      description: "There is no such tag. Browse the tags of our articles, jobs and services.",
      noindex: true,
    });
  }
  const { tag, counts } = loaderData.page;
  const variant = args.location.search !== "";
  return pageMeta(args, {
    title: `${tag.tag}: articles, jobs and services`,
    description: `${tag.tag} at Quillstack: ${counts.blogs} ${counts.blogs === 1 ? "article" : "articles"}, ${counts.jobs} open ${counts.jobs === 1 ? "job" : "jobs"} and ${counts.services} ${counts.services === 1 ? "service" : "services"} about ${tag.tag}.`,
    keywords: [tag.tag, `${tag.tag} articles`, `${tag.tag} jobs`, `${tag.tag} services`],
    canonical: `/tags/${encodeURIComponent(tag.slug)}`,
    // Thin pages and search, tab or page variants stay out of the index.
    noindex: variant || tag.count < indexableTagMinimum,
  });
};

export default function TagRoute({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) {
    const { input, cloud, allTags } = loaderData.notFound;
    return <TagNotFound input={input} cloud={cloud} expanded={allTags} />;
  }
  const { page, siteUrl } = loaderData;
  const url = `${siteUrl}/tags/${encodeURIComponent(page.tag.slug)}`;
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "CollectionPage",
          "@id": url,
          url,
          name: `${page.tag.tag}: articles, jobs and services`,
          about: { "@type": "Thing", name: page.tag.tag },
          isPartOf: { "@type": "WebSite", "@id": `${siteUrl}/#website` },
        }}
      />
      <TagPage data={page} />
    </>
  );
}
