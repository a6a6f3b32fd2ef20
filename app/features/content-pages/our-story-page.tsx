import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { JsonLd } from "~/components/json-ld";
import { CallToActionBand, container, HeroBackdrop } from "~/components/marketing-blocks";
import { useShellData } from "~/components/root-data";
import { Button } from "~/components/ui/button";
import { impactStats, storyIntro } from "~/content/about/our-story";
import { cn } from "~/lib/utils";
import { documentCrumbs } from "./legal-document-page";
import { StatList } from "./story-icons";
import { aboutPageJsonLd } from "./story-json-ld";
import { Industries, Missions, UnificationAndOffices, Values, Vision } from "./story-sections";
import { Timeline } from "./story-timeline";

export const ourStoryPath = "/our-story";

export function OurStoryPage() {
  const { siteUrl } = useShellData();
  return (
    <>
      <Hero />
      <Missions />
      <Vision />
      <UnificationAndOffices />
      <Industries />
      <Values />
      <Timeline />
      <CallToActionBand
        id="story-cta-title"
        title="Write the next chapter with us"
        actions={
          <>
            <Button asChild size="lg" variant="band">
              <Link to="/contact">
                Start Your Project
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="bandOutline" size="lg">
              <Link to="/careers">Join Our Team</Link>
            </Button>
          </>
        }
      >
        Bring us your product idea, or bring your skills to a network of 50,000+ professionals. We
        reply to every enquiry within 24 hours.
      </CallToActionBand>
      {siteUrl ? <JsonLd data={aboutPageJsonLd(siteUrl, ourStoryPath, storyIntro.lead)} /> : null}
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="story-hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className={cn(container, "pt-8 pb-16 sm:pb-24")}>
        <Breadcrumbs crumbs={documentCrumbs("Our Story")} />
        <div className="mx-auto mt-12 max-w-4xl text-center">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">
            {storyIntro.eyebrow}
          </p>
          <h1
            id="story-hero-title"
            className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-6xl"
          >
            {storyIntro.title}
          </h1>
          <p className="mt-6 text-lg text-pretty text-muted-foreground sm:text-xl">
            {storyIntro.lead}
          </p>
        </div>
        <h2 className="sr-only">Our impact</h2>
        <StatList
          stats={impactStats}
          className="mt-14 max-w-4xl grid-cols-2 sm:grid-cols-3"
          numberClassName="text-2xl sm:text-3xl"
        />
      </div>
    </section>
  );
}
