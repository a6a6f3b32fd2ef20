import type { JsonLdObject } from "~/components/json-ld";
import { type ProductSlug, productSummary } from "~/content/products";
import type { ProductVideo } from "~/content/products/types";
import { videoIsoDuration, videoPoster, videoSource } from "~/content/products/videos";
import { absoluteUrl } from "~/lib/page-meta";

export function productPath(slug: string): string {
  return `/products/${slug}`;
}

export interface ProductOffer {
  name: string;
  /** The price in US dollars. */
  price: number;
  description?: string;
}

/**
 * schema.org SoftwareApplication (or Product, for a package that is not software) for a product
 * page, described by the product's summary (as the menu and the meta description are); the brand
 * is the site's Organization (by @id), offers where the page states prices.
 */
export function productJsonLd({
  slug,
  name,
  software,
  offers = [],
  siteUrl,
}: {
  slug: ProductSlug;
  name: string;
  /** The application's category and operating system; omit for a Product. */
  software?: { category: string; operatingSystem: string };
  offers?: readonly ProductOffer[];
  siteUrl: string;
}): JsonLdObject {
  const url = absoluteUrl(siteUrl, productPath(slug));
  const organization = { "@id": `${absoluteUrl(siteUrl, "/")}#organization` };
  return {
    "@context": "https://schema.org",
    "@type": software ? "SoftwareApplication" : "Product",
    "@id": `${url}#product`,
    name,
    description: productSummary(slug),
    url,
    ...(software
      ? {
          applicationCategory: software.category,
          operatingSystem: software.operatingSystem,
          publisher: organization,
        }
      : { brand: organization }),
    offers: offers.length
      ? offers.map((offer) => ({
          "@type": "Offer",
          name: offer.name,
          price: offer.price.toFixed(2),
          priceCurrency: "USD",
          description: offer.description,
          url,
        }))
      : undefined,
  };
}

/** schema.org VideoObject for a product video the site serves, with its poster. */
export function videoJsonLd(video: ProductVideo, siteUrl: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: video.description,
    thumbnailUrl: absoluteUrl(siteUrl, videoPoster(video)),
    uploadDate: video.uploadDate,
    duration: videoIsoDuration(video),
    contentUrl: absoluteUrl(siteUrl, videoSource(video)),
    encodingFormat: "video/webm",
    publisher: { "@id": `${absoluteUrl(siteUrl, "/")}#organization` },
  };
}
