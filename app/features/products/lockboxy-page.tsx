import { ShieldCheckIcon } from "lucide-react";
import { SiteJsonLd } from "~/components/json-ld";
import { CallToActionBand, CheckList, HeadedSection } from "~/components/marketing-blocks";
import {
  lockboxy,
  lockboxyEnterprise,
  lockboxyFeatures,
  lockboxyOverview,
  lockboxyVideos,
  lockboxyWhyChoose,
} from "~/content/products/lockboxy";
import { videoSeconds } from "~/content/products/videos";
import { IconCardGrid, ProductEnquiryButton, ProductHero } from "./blocks";
import { productJsonLd, videoJsonLd } from "./json-ld";
import { formatClock, VideoFigure, VideoPlayer, VideoTextAlternative } from "./video-player";

/** /products/lockboxy */
export function LockboxyPage() {
  return (
    <>
      <ProductHero
        name={lockboxy.name}
        hero={lockboxy.hero}
        actions={<ProductEnquiryButton product={lockboxy}>Contact Sales</ProductEnquiryButton>}
        aside={<VideoFigure video={lockboxyOverview} size="hero" />}
      />
      <HeadedSection
        headingId="lockboxy-videos-title"
        eyebrow="Video guides"
        title="See Lockboxy at work"
        intro="Short silent walkthroughs of installation and every major feature, each with a text description."
      >
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {lockboxyVideos.map((video) => (
            <li key={video.file}>
              <VideoPlayer video={video} describedBy={`${video.file}-scenes`} />
              <h3 className="mt-4 text-lg font-semibold">{video.title}</h3>
              <p className="mt-1 text-muted-foreground">
                {video.description}{" "}
                <span className="whitespace-nowrap">({formatClock(videoSeconds(video))})</span>
              </p>
              <VideoTextAlternative video={video} id={`${video.file}-scenes`} className="mt-3" />
            </li>
          ))}
        </ul>
      </HeadedSection>
      <HeadedSection
        headingId="lockboxy-features-title"
        eyebrow="Key features"
        title="Governance your workspace does not have on its own"
      >
        <IconCardGrid items={lockboxyFeatures} />
      </HeadedSection>
      <HeadedSection
        headingId="lockboxy-why-title"
        eyebrow="Why choose Lockboxy"
        title="Security your team will not work around"
      >
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 sm:grid-cols-2">
          {lockboxyWhyChoose.map((point) => (
            <li
              key={point.title}
              className="flex gap-4 rounded-2xl border border-border bg-card p-6"
            >
              <ShieldCheckIcon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <h3 className="text-lg font-semibold">{point.title}</h3>
                <p className="mt-1 text-muted-foreground">{point.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </HeadedSection>
      <HeadedSection
        headingId="lockboxy-enterprise-title"
        eyebrow="Enterprise ready"
        title="Fits your security and IT requirements"
      >
        <CheckList items={lockboxyEnterprise} className="mx-auto mt-12 max-w-4xl" />
      </HeadedSection>
      <CallToActionBand
        id="lockboxy-cta-title"
        title="Put guardrails around your team's knowledge"
        actions={
          <ProductEnquiryButton product={lockboxy} variant="band">
            Contact Sales
          </ProductEnquiryButton>
        }
      >
        Tell us about your workspace and security requirements. We reply within 24 hours with a demo
        and a quote.
      </CallToActionBand>
      <SiteJsonLd
        build={(siteUrl) => [
          productJsonLd({
            slug: lockboxy.slug,
            name: lockboxy.name,
            software: {
              category: "SecurityApplication",
              operatingSystem: "Linux (Docker, Kubernetes)",
            },
            siteUrl,
          }),
          ...[lockboxyOverview, ...lockboxyVideos].map((video) => videoJsonLd(video, siteUrl)),
        ]}
      />
    </>
  );
}
