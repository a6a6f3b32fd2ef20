import { PlayCircleIcon } from "lucide-react";
import { SiteJsonLd } from "~/components/json-ld";
import { CallToActionBand, CheckList, HeadedSection } from "~/components/marketing-blocks";
import { Button, type ButtonProps } from "~/components/ui/button";
import { projectHive } from "~/content/products/project-hive";
import { IconCardGrid, NumberedSteps, ProductEnquiryButton, ProductHero } from "./blocks";
import { productJsonLd, videoJsonLd } from "./json-ld";
import { VideoFigure } from "./video-player";

/** The hero's demo video player: the Watch Demo Video buttons start it. */
const demoPlayerId = "project-hive-demo";

/** Starts the demo video in the hero (which then takes the focus, scrolling into view). */
function WatchDemoButton({ variant = "outline" }: { variant?: ButtonProps["variant"] }) {
  return (
    <Button type="button" size="lg" variant={variant} data-video-start={demoPlayerId}>
      <PlayCircleIcon aria-hidden="true" />
      Watch Demo Video
    </Button>
  );
}

/** /products/project-hive-management */
export function ProjectHivePage() {
  return (
    <>
      <ProductHero
        name={projectHive.name}
        hero={projectHive.hero}
        actions={
          <>
            <ProductEnquiryButton product={projectHive}>Get Started Now</ProductEnquiryButton>
            <WatchDemoButton />
          </>
        }
        aside={<VideoFigure video={projectHive.demoVideo} size="hero" id={demoPlayerId} />}
      />
      <HeadedSection
        headingId="hive-features-title"
        eyebrow="Features"
        title="Everything a project needs, in one spreadsheet"
        intro="Six views built on one task list, so the plan, the board and the report never disagree."
      >
        <IconCardGrid items={projectHive.features} />
      </HeadedSection>
      <HeadedSection
        headingId="hive-steps-title"
        eyebrow="How it works"
        title="Up and running in three steps"
      >
        <NumberedSteps steps={projectHive.steps} />
      </HeadedSection>
      <HeadedSection
        headingId="hive-why-title"
        eyebrow="Why choose Project Hive"
        title="Project management without another subscription"
      >
        <CheckList items={projectHive.whyChoose} className="mx-auto mt-12 max-w-4xl text-lg" />
      </HeadedSection>
      <HeadedSection
        headingId="hive-tech-title"
        eyebrow="Technical foundation"
        title="Built on tools your company already trusts"
        intro="No servers, no extra accounts: the template runs entirely inside your Google Workspace."
      >
        <dl className="mx-auto mt-12 grid max-w-5xl gap-6 sm:grid-cols-2">
          {projectHive.technical.map((item) => (
            <div key={item.title} className="rounded-2xl border border-border bg-card p-6">
              <dt className="text-lg font-semibold">{item.title}</dt>
              <dd className="mt-2 text-muted-foreground">{item.description}</dd>
            </div>
          ))}
        </dl>
      </HeadedSection>
      <CallToActionBand
        id="hive-cta-title"
        title="Give your team one place to plan, track and report"
        actions={
          <>
            <ProductEnquiryButton product={projectHive} variant="band">
              Get Started Now
            </ProductEnquiryButton>
            <WatchDemoButton variant="bandOutline" />
          </>
        }
      >
        We set up Project Hive for your team in days. One setup fee, then it is yours: no monthly
        charges, ever.
      </CallToActionBand>
      <SiteJsonLd
        build={(siteUrl) => [
          productJsonLd({
            slug: projectHive.slug,
            name: projectHive.name,
            software: { category: "BusinessApplication", operatingSystem: "Web (Google Sheets)" },
            siteUrl,
          }),
          videoJsonLd(projectHive.demoVideo, siteUrl),
        ]}
      />
    </>
  );
}
