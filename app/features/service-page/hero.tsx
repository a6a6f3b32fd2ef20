import { ArrowRightIcon } from "lucide-react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { container, HeroBackdrop } from "~/components/marketing-blocks";
import type { ServicePageData } from "~/content/service-pages/types";
import { EnquiryButton } from "~/features/enquiry/enquiry-dialog";
import { cn } from "~/lib/utils";
import { serviceCtaEvent } from "./analytics";

/** The hero: breadcrumb trail, title, description, 'Discuss Project' and the illustration. */
export function ServiceHero({ page, image }: { page: ServicePageData; image?: string }) {
  return (
    <section
      aria-labelledby="service-hero-title"
      id="service-hero"
      className="relative isolate overflow-hidden"
    >
      <HeroBackdrop />
      <div className={cn(container, "pt-6 pb-16 sm:pb-24")}>
        <Breadcrumbs
          crumbs={[
            { name: "Home", path: "/" },
            { name: "Services", path: "/services" },
            { name: page.title },
          ]}
        />
        <div className="mt-10 grid items-center gap-12 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-widest text-primary uppercase">
              {page.shortDescription}
            </p>
            <h1
              id="service-hero-title"
              className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-6xl"
            >
              {page.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
              {page.description}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <EnquiryButton
                pageType={page.contactDialog.pageType}
                defaultService={page.contactDialog.defaultService}
                size="lg"
                analytics={serviceCtaEvent(page.title, "discuss_project", "hero_section")}
              >
                Discuss Project
                <ArrowRightIcon aria-hidden="true" />
              </EnquiryButton>
            </div>
          </div>
          {image ? (
            <img
              src={image}
              alt=""
              width={640}
              height={480}
              decoding="async"
              fetchPriority="high"
              className="mx-auto hidden h-auto w-full max-w-xl lg:block"
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
