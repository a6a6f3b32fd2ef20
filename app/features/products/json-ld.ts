import type { ProductVideo } from "~/content/products/types";
import { youtubeEmbedUrl, youtubeWatchUrl } from "~/content/products/videos";
import type { JsonLdObject } from "~/features/seo/json-ld";
import { absoluteUrl } from "~/features/seo/meta";

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
 * page; the brand is the site's Organization (by @id), offers where the page states prices.
 */
export function productJsonLd({
  slug,
  name,
  description,
  software,
  offers = [],
  siteUrl,
}: {
  slug: string;
  name: string;
  description: string;
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
    description,
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

/** schema.org VideoObject for a video of the brand channel with a local thumbnail. */
export function videoJsonLd(
  video: ProductVideo,
  { thumbnail, siteUrl }: { thumbnail: string; siteUrl: string },
): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: video.description,
    thumbnailUrl: absoluteUrl(siteUrl, thumbnail),
    uploadDate: video.uploadDate,
    duration: video.duration,
    contentUrl: youtubeWatchUrl(video.id),
    embedUrl: youtubeEmbedUrl(video.id),
    publisher: { "@id": `${absoluteUrl(siteUrl, "/")}#organization` },
  };
}
