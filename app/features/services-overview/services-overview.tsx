import { ArrowDownIcon, ArrowRightIcon, CheckIcon, SparklesIcon, StarIcon } from "lucide-react";
import { Link } from "react-router";
import { HeroBackdrop } from "~/components/marketing-blocks";
import { Button } from "~/components/ui/button";
import type { Service } from "~/content/services";
import { site } from "~/content/site";
import { tones } from "~/content/tones";
import { EnquiryButton } from "~/features/enquiry/enquiry-dialog";
import { StaticEnquiryDialog } from "~/features/enquiry/static-enquiry-dialog";
import { tagPath } from "~/lib/slugify";
import { cn } from "~/lib/utils";
import { overviewEnquiryTarget } from "./enquiry-target";
import { ServiceIcon } from "./service-icon";
import { SubscribeForm } from "./subscribe-form";

/** Full-screen section under the sticky header (h-16), which the section jumps scroll it under. */
const sectionClass =
  "relative flex min-h-[calc(100svh-4rem)] scroll-mt-16 items-center outline-none";

/**
 * A section's content. From `sm` the section dots sit at the right edge (34 px wide, 8 px in,
 * 20 px from `lg`): the side padding keeps text clear of them until the page is wide enough
 * (1440 px) for the centred content to leave that room by itself.
 */
const sectionContentClass =
  "mx-auto grid w-full max-w-7xl px-4 py-10 sm:px-14 sm:py-12 lg:px-16 min-[90rem]:px-6";

export const heroSectionId = "services-hero";
export const serviceSectionId = (slug: string) => `service-${slug}`;

/**
 * The services overview, rendered on the server (a static page, ADR 070): islands/section-snap.ts
 * runs the section jumps and the indicator, islands/subscribe-form.ts the hero's form, and the
 * enquiry-dialog island opens the one enquiry dialog, filled in for the section's service.
 */
export function ServicesOverview({ services }: { services: readonly Service[] }) {
  return (
    <div
      data-services-overview=""
      data-section-snap=""
      // No CSS scroll snapping (ADR 023): it pulled native scrolling back into a section taller
      // than the screen and back from the footer. The wheel and keys jump from section to section.
    >
      <Hero services={services} />
      {services.map((service, position) => (
        <ServiceSection
          key={service.slug}
          service={service}
          position={position}
          total={services.length}
        />
      ))}
      <SectionIndicator services={services} />
      <OverviewEnquiryDialog services={services} />
    </div>
  );
}

function Hero({ services }: { services: readonly Service[] }) {
  return (
    <section
      id={heroSectionId}
      data-snap-section=""
      aria-labelledby={`${heroSectionId}-title`}
      tabIndex={-1}
      className={cn(sectionClass, "isolate overflow-hidden")}
    >
      <HeroBackdrop />
      <div
        className={cn(
          sectionContentClass,
          "items-center gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-8 xl:gap-12",
        )}
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
            <SparklesIcon className="size-4" aria-hidden="true" />
            13+ Technology Services
          </p>
          <h1
            id={`${heroSectionId}-title`}
            className="mt-5 text-5xl font-bold tracking-tight text-balance sm:text-6xl xl:text-7xl"
          >
            Transform Your{" "}
            <span className="bg-linear-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent dark:from-indigo-300 dark:via-violet-300 dark:to-fuchsia-300">
              Digital Future
            </span>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
            Web and mobile apps, e-commerce, AI and data, blockchain, extended reality, cloud, QA,
            automation and APIs: one accountable partner, with pre-vetted engineers matched to your
            project in 48 hours.
          </p>
          <SubscribeForm className="mt-7 max-w-xl" />
          <dl className="mt-6 grid max-w-xl grid-cols-3 gap-4 border-t border-border pt-5">
            <div>
              <dt className="text-sm text-muted-foreground">Professionals</dt>
              <dd className="text-xl font-semibold tracking-tight sm:text-2xl">50,000+</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Cost reduction</dt>
              <dd className="text-xl font-semibold tracking-tight sm:text-2xl">up to 60%</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Client rating</dt>
              <dd className="flex items-center gap-1 text-xl font-semibold tracking-tight sm:text-2xl">
                {site.review.rating}
                <StarIcon className="size-5 fill-amber-400 text-amber-400" aria-hidden="true" />
                <span className="sr-only">out of {site.review.bestRating}</span>
              </dd>
            </div>
          </dl>
        </div>
        <nav aria-label="Services on this page" className="hidden lg:block">
          <ul className="grid grid-cols-3 gap-3">
            {services.map((service) => (
              <li key={service.slug}>
                <a
                  href={`#${serviceSectionId(service.slug)}`}
                  className="group flex h-full flex-col gap-3 rounded-2xl border border-border bg-card/80 p-3 text-[0.8125rem] font-medium xl:p-4 xl:text-sm shadow-sm backdrop-blur transition hover:-translate-y-0.5 hover:border-ring hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none motion-reduce:transition-none motion-reduce:hover:translate-y-0"
                >
                  <span
                    className={cn(
                      "grid size-10 place-items-center rounded-xl",
                      tones[service.colour].soft,
                    )}
                  >
                    <ServiceIcon name={service.icon} className="size-5" />
                  </span>
                  {service.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <a
        href={`#${serviceSectionId(services[0]?.slug ?? "")}`}
        className="absolute bottom-6 left-1/2 hidden -translate-x-1/2 items-center gap-2 rounded-full px-3 py-1.5 text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:inline-flex"
      >
        <ArrowDownIcon className="size-4 motion-safe:animate-bounce" aria-hidden="true" />
        Explore the services
      </a>
    </section>
  );
}

/** The id of the one enquiry dialog every section's button opens (ADR 084). */
export const overviewEnquiryDialogId = "services-enquiry";

/**
 * One dialog with one form for all the sections (ADR 084), filled in for the section whose
 * button opened it: its pitch, the page type sent with the message and the preselected service.
 */
function OverviewEnquiryDialog({ services }: { services: readonly Service[] }) {
  const targets = services.map((service) => overviewEnquiryTarget(service.slug));
  const choices = targets.filter(
    (target, index) =>
      targets.findIndex(
        (other) =>
          other.pageType === target.pageType && other.defaultService === target.defaultService,
      ) === index,
  );
  const [first] = choices;
  if (!first) return null;
  return (
    <StaticEnquiryDialog
      id={overviewEnquiryDialogId}
      pageType={first.pageType}
      defaultService={first.defaultService}
      choices={choices}
    />
  );
}

function ServiceSection({
  service,
  position,
  total,
}: {
  service: Service;
  position: number;
  total: number;
}) {
  const id = serviceSectionId(service.slug);
  const tone = tones[service.colour];
  const target = overviewEnquiryTarget(service.slug);
  const imageFirst = position % 2 === 1;

  return (
    <section
      id={id}
      data-snap-section=""
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className={cn(sectionClass, "border-t border-border", position % 2 === 1 && "bg-muted")}
    >
      <div
        className={cn(
          sectionContentClass,
          "grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-16",
        )}
      >
        <div className={cn(imageFirst && "lg:order-2")}>
          <p
            className={cn(
              "inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium",
              tone.soft,
            )}
          >
            <ServiceIcon name={service.icon} className="size-4" />
            Service {position + 1} of {total}
          </p>
          <h2
            id={`${id}-title`}
            className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {service.title}
          </h2>
          <p className="mt-4 max-w-xl text-base text-pretty text-muted-foreground sm:text-lg">
            {service.description}
          </p>

          <h3 className="mt-7 text-xs font-semibold tracking-widest text-muted-foreground uppercase">
            Key Features
          </h3>
          <ul className="mt-3 grid gap-x-6 gap-y-2.5 sm:grid-cols-2">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-2.5 text-sm font-medium">
                <span
                  className={cn(
                    "mt-0.5 grid size-5 shrink-0 place-items-center rounded-full",
                    tone.soft,
                  )}
                >
                  <CheckIcon className="size-3.5" aria-hidden="true" />
                </span>
                {feature}
              </li>
            ))}
          </ul>

          <h3 className="mt-7 text-xs font-semibold tracking-widest text-muted-foreground uppercase">
            Technologies
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {service.technologies.map((technology) => (
              <li key={technology}>
                <Link
                  to={tagPath(technology)}
                  prefetch="none"
                  className="inline-flex min-h-7 items-center rounded-full border border-border bg-background px-3 py-1 text-xs font-medium text-foreground transition-colors hover:border-ring hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {technology}
                  {/* A bare "Go" or "Rust" says little as link text; the tag page gathers the topic. */}
                  <span className="sr-only"> (topic)</span>
                </Link>
              </li>
            ))}
          </ul>

          <div className="mt-8 flex flex-wrap gap-3">
            <EnquiryButton
              pageType={target.pageType}
              defaultService={target.defaultService}
              dialog={overviewEnquiryDialogId}
              size="lg"
              analytics={{
                name: "service_cta_click",
                properties: {
                  service: service.title,
                  cta_type: "discuss_project",
                  location: "services_section",
                  service_feature: service.features[0],
                },
              }}
            >
              Discuss Project<span className="sr-only"> about {service.title}</span>
            </EnquiryButton>
            <Button asChild variant="outline" size="lg">
              <Link to={service.link}>
                Explore {service.title}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>

        <div className={cn("hidden lg:block", imageFirst && "lg:order-1")}>
          <img
            src={service.image}
            alt=""
            width={640}
            height={480}
            loading={position === 0 ? "eager" : "lazy"}
            decoding="async"
            className="mx-auto aspect-[4/3] w-full max-w-xl rounded-3xl shadow-2xl shadow-slate-900/10 ring-1 ring-border dark:shadow-black/40"
          />
        </div>
      </div>
    </section>
  );
}

/** Dots beside the page: where you are (aria-current) and a way to jump to any section. */
function SectionIndicator({ services }: { services: readonly Service[] }) {
  const items = [
    { id: heroSectionId, label: "Introduction" },
    ...services.map((service) => ({ id: serviceSectionId(service.slug), label: service.title })),
  ];
  return (
    <nav
      aria-label="Sections"
      data-section-indicator=""
      // Past the last section (the footer) islands/section-snap.ts sets data-beyond.
      className="fixed top-1/2 right-2 z-30 hidden -translate-y-1/2 transition-opacity duration-300 motion-reduce:transition-none data-beyond:invisible data-beyond:opacity-0 sm:block lg:right-5"
    >
      <ol className="flex flex-col items-center gap-0.5 rounded-full border border-border bg-background/80 px-1 py-2 shadow-sm backdrop-blur">
        {items.map((item, position) => {
          // The page opens on the hero; islands/section-snap.ts moves the mark as it scrolls.
          const current = position === 0;
          return (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                aria-current={current ? "true" : undefined}
                className="group relative grid size-6 place-items-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span
                  aria-hidden="true"
                  className="block size-1.5 rounded-full bg-muted-foreground/50 transition-all duration-300 group-hover:bg-foreground group-aria-[current=true]:h-4 group-aria-[current=true]:w-1.5 group-aria-[current=true]:bg-primary motion-reduce:transition-none"
                />
                <span className="pointer-events-none absolute right-8 rounded-md bg-foreground px-2 py-1 text-xs font-medium whitespace-nowrap text-background opacity-0 shadow transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                  {item.label}
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
