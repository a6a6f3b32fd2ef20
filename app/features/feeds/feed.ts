import { Feed, type Item } from "feed";
import { site } from "~/content/site";
import { escapeMarkup, stripInvalidXmlCharacters } from "~/lib/markup";
import { absoluteUrl } from "~/lib/page-meta";

/**
 * One neutral model for every feed of the site (job openings, knowledge-center posts), rendered
 * as RSS 2.0, Atom 1.0 or JSON Feed 1.1. Texts are plain text; `contentHtml` is HTML the caller
 * built safely (escaped). The renderers escape plain text for formats that carry HTML.
 */
export interface FeedPerson {
  name: string;
  url?: string;
  email?: string;
}

export interface FeedItem {
  /** Stable, unique and never reused: `urn:uuid:...` or a permanent URL. */
  id: string;
  url: string;
  title: string;
  /** A plain-text summary. */
  summary: string;
  /** The full entry as HTML (already escaped by the caller). */
  contentHtml?: string;
  published: Date;
  updated?: Date;
  categories?: string[];
  authors?: FeedPerson[];
  /** Absolute URL of an image for the entry. */
  image?: string;
}

export interface FeedModel {
  /** The feed's stable id (its home page URL is fine). */
  id: string;
  title: string;
  description: string;
  /** The page the feed belongs to. */
  homePageUrl: string;
  /** Absolute URLs of this feed in each format (each names itself with rel="self"). */
  feedUrls: { rss: string; atom: string; json: string };
  language: string;
  /** The newest change; derived from the items so the same data gives the same bytes (ETag). */
  updated: Date;
  author: FeedPerson;
  copyright: string;
  imageUrl?: string;
  faviconUrl?: string;
  items: FeedItem[];
}

export type FeedFormat = "rss" | "atom" | "json";

export const feedContentTypes: Record<FeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
};

/** The newest published/updated date of the items, or the epoch for an empty feed. */
export function latestItemDate(items: readonly Pick<FeedItem, "published" | "updated">[]): Date {
  let latest = 0;
  for (const item of items) {
    latest = Math.max(latest, (item.updated ?? item.published).getTime());
  }
  return new Date(latest);
}

/** What differs between the site's feeds; the rest of the model is the site's. */
export interface SiteFeedOptions {
  title: string;
  description: string;
  /** The page the feed belongs to, a site path ("/careers", "/knowledge-center"). */
  homePath: string;
  /** The feed's own site paths in each format. */
  paths: { rss: string; atom: string; json: string };
  items: FeedItem[];
}

/** A feed of this site: its home page is the id, the site is the author, dated by its items. */
export function siteFeedModel(options: SiteFeedOptions, siteUrl: string): FeedModel {
  const homePageUrl = absoluteUrl(siteUrl, options.homePath);
  return {
    id: homePageUrl,
    title: options.title,
    description: options.description,
    homePageUrl,
    feedUrls: {
      rss: absoluteUrl(siteUrl, options.paths.rss),
      atom: absoluteUrl(siteUrl, options.paths.atom),
      json: absoluteUrl(siteUrl, options.paths.json),
    },
    language: "en",
    updated: latestItemDate(options.items),
    author: { name: site.name, url: siteUrl },
    copyright: `© ${site.legalName}`,
    imageUrl: absoluteUrl(siteUrl, site.logo),
    faviconUrl: absoluteUrl(siteUrl, "/favicon.svg"),
    items: options.items,
  };
}

const imageTypes: Record<string, string> = {
  avif: "image/avif",
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  webp: "image/webp",
};

/**
 * An image as an enclosure with its real media type: the `feed` package guesses
 * `image/{extension}`, which is wrong for SVG (`image/svg+xml`) and JPEG files named .jpg.
 */
function imageEnclosure(url: string): Item["image"] {
  const extension = new URL(url).pathname.split(".").pop()?.toLowerCase() ?? "";
  const type = imageTypes[extension];
  return type ? { url, type } : url;
}

function xmlFeed(model: FeedModel, format: "rss" | "atom"): string {
  const feed = new Feed({
    id: model.id,
    title: model.title,
    description: model.description,
    link: model.homePageUrl,
    language: model.language,
    updated: model.updated,
    generator: model.author.name,
    copyright: model.copyright,
    image: model.imageUrl,
    favicon: model.faviconUrl,
    feedLinks: { [format]: model.feedUrls[format] },
    // Atom requires an author for the feed unless every entry has one; RSS wants an email.
    author: format === "atom" ? { name: model.author.name, link: model.author.url } : undefined,
  });
  // The package declares the Dublin Core namespace together with content:encoded.
  const rssCreators = format === "rss" && model.items.some((entry) => entry.contentHtml);
  for (const entry of model.items) {
    const item: Item = {
      id: entry.id,
      link: entry.url,
      // Atom marks titles and summaries as HTML, so text is escaped there; RSS titles are text.
      title: stripInvalidXmlCharacters(format === "atom" ? escapeMarkup(entry.title) : entry.title),
      description: stripInvalidXmlCharacters(escapeMarkup(entry.summary)),
      content: entry.contentHtml ? stripInvalidXmlCharacters(entry.contentHtml) : undefined,
      // RSS has one date, the publication; Atom's <updated> is the last change.
      date: format === "rss" ? entry.published : (entry.updated ?? entry.published),
      published: format === "atom" ? entry.published : undefined,
      category: entry.categories?.map((name) => ({ name: stripInvalidXmlCharacters(name) })),
      // RSS <author> must be an email address: names go into Atom's <author> and RSS's
      // <dc:creator> (the Dublin Core element RSS readers show as the byline).
      author:
        format === "atom"
          ? entry.authors?.map((person) => ({ name: person.name, link: person.url }))
          : undefined,
      extensions:
        rssCreators && entry.authors?.length
          ? [
              {
                name: "dc:creator",
                // xml-js writes an array as one element per entry: a <dc:creator> each.
                objects: entry.authors.map((person) => ({
                  _text: stripInvalidXmlCharacters(person.name),
                })) as unknown as Record<string, unknown>,
              },
            ]
          : undefined,
      image: entry.image ? imageEnclosure(entry.image) : undefined,
    };
    feed.addItem(item);
  }
  return format === "rss" ? feed.rss2() : feed.atom1();
}

/**
 * JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). The `feed` package writes version 1.0
 * (a single `author`), so the 1.1 document is written here from the same model.
 */
function jsonFeed(model: FeedModel): string {
  const person = (value: FeedPerson) => ({ name: value.name, url: value.url });
  return JSON.stringify(
    {
      version: "https://jsonfeed.org/version/1.1",
      title: model.title,
      home_page_url: model.homePageUrl,
      feed_url: model.feedUrls.json,
      description: model.description,
      icon: model.imageUrl,
      favicon: model.faviconUrl,
      language: model.language,
      authors: [person(model.author)],
      items: model.items.map((item) => ({
        id: item.id,
        url: item.url,
        title: item.title,
        summary: item.summary,
        content_html: item.contentHtml,
        content_text: item.contentHtml ? undefined : item.summary,
        image: item.image,
        date_published: item.published.toISOString(),
        date_modified: (item.updated ?? item.published).toISOString(),
        tags: item.categories,
        authors: item.authors?.map(person),
      })),
    },
    null,
    2,
  );
}

/** The feed's document in the given format. */
export function renderFeed(model: FeedModel, format: FeedFormat): string {
  return format === "json" ? jsonFeed(model) : xmlFeed(model, format);
}
