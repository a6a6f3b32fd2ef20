import { ExternalLinkIcon } from "lucide-react";
import { HeadedSection } from "~/components/marketing-blocks";
import type { ExternalResource } from "~/content/service-pages/types";
import { trackEvent } from "~/features/analytics/track";
import { resourceClickEvent } from "./analytics";
import { listedResources, resourceHost, resourceHref } from "./content";
import { ServiceIcon } from "./icons";

/** The resources block: cards for resources with a url; hidden when none has one. */
export function ExternalResources({
  resources,
  intro,
}: {
  resources: readonly ExternalResource[];
  intro: string;
}) {
  const listed = listedResources(resources);
  if (listed.length === 0) return null;
  return (
    <HeadedSection
      id="resources"
      headingId="service-resources-title"
      eyebrow="Learn more"
      title="External Resources"
      intro={intro}
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {listed.map((resource) => {
          const href = resourceHref(resource.url);
          return (
            <li
              key={resource.title}
              data-resource-card=""
              className="flex flex-col rounded-2xl border border-border bg-card p-6"
            >
              <div className="flex items-center justify-between gap-3">
                <span className="grid size-10 place-items-center rounded-xl bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                  <ServiceIcon name={resource.icon ?? "BookOpen"} />
                </span>
                <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium capitalize">
                  {resource.category}
                </span>
              </div>
              <h3 className="mt-4 font-semibold">{resource.title}</h3>
              <p className="mt-2 text-sm text-pretty text-muted-foreground">
                {resource.description}
              </p>
              <p className="mt-4 text-xs text-muted-foreground">{resourceHost(resource.url)}</p>
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-track={JSON.stringify(resourceClickEvent(resource))}
                  onClick={() => trackEvent(resourceClickEvent(resource))}
                  className="mt-auto inline-flex items-center gap-1.5 self-start rounded-sm pt-4 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  Visit Resource
                  <span className="sr-only">: {resource.title} (opens in a new tab)</span>
                  <ExternalLinkIcon className="size-4" aria-hidden="true" />
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
