// Checks feeds the way a reader would: parsed by a real XML parser, then the elements each
// format requires (RSS 2.0, Atom 1.0 RFC 4287, JSON Feed 1.1). Each returns a list of problems.
import { XMLParser, XMLValidator } from "fast-xml-parser";

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  // Elements that may repeat, by their path: always arrays, even when there is one.
  isArray: (_name, jpath) =>
    [
      "rss.channel.item",
      "rss.channel.item.category",
      "feed.link",
      "feed.author",
      "feed.entry",
      "feed.entry.link",
      "feed.entry.author",
      "feed.entry.category",
      "source.job",
    ].includes(String(jpath)),
});

export function parseXml(xml: string): Node {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed XML: ${JSON.stringify(valid.err)}`);
  return parser.parse(xml) as Node;
}

const text = (value: unknown): string =>
  typeof value === "string"
    ? value
    : value && typeof value === "object" && "#text" in value
      ? String((value as Node)["#text"])
      : "";

const isRfc822Date = (value: string) =>
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/.test(
    value,
  );
const isRfc3339 = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value);

export interface ParsedFeed {
  problems: string[];
  items: Array<{ id: string; title: string; link: string }>;
}

export function checkRss(xml: string): ParsedFeed {
  const problems: string[] = [];
  const doc = parseXml(xml);
  const rss = doc.rss as Node | undefined;
  if (!rss) return { problems: ["no <rss> root"], items: [] };
  if (rss["@version"] !== "2.0") problems.push("rss version is not 2.0");
  const channel = rss.channel as Node | undefined;
  if (!channel) return { problems: [...problems, "no <channel>"], items: [] };
  for (const name of ["title", "link", "description"]) {
    if (!text(channel[name])) problems.push(`channel without <${name}>`);
  }
  const lastBuildDate = text(channel.lastBuildDate);
  if (lastBuildDate && !isRfc822Date(lastBuildDate))
    problems.push(`bad lastBuildDate ${lastBuildDate}`);
  const items = ((channel.item as Node[] | undefined) ?? []).map((item, index) => {
    if (!text(item.title) && !text(item.description))
      problems.push(`item ${index} without title or description`);
    if (!text(item.guid)) problems.push(`item ${index} without <guid>`);
    if (!isRfc822Date(text(item.pubDate)))
      problems.push(`item ${index} pubDate ${text(item.pubDate)}`);
    if (!/^https?:\/\//.test(text(item.link)))
      problems.push(`item ${index} link ${text(item.link)}`);
    return { id: text(item.guid), title: text(item.title), link: text(item.link) };
  });
  return { problems, items };
}

export function checkAtom(xml: string): ParsedFeed {
  const problems: string[] = [];
  const doc = parseXml(xml);
  const feed = doc.feed as Node | undefined;
  if (!feed) return { problems: ["no <feed> root"], items: [] };
  if (feed["@xmlns"] !== "http://www.w3.org/2005/Atom") problems.push("not in the Atom namespace");
  for (const name of ["id", "title", "updated"]) {
    if (!text(feed[name])) problems.push(`feed without <${name}>`);
  }
  if (!isRfc3339(text(feed.updated))) problems.push(`feed updated ${text(feed.updated)}`);
  const links = (feed.link as Node[] | undefined) ?? [];
  if (!links.some((link) => link["@rel"] === "self")) problems.push("feed without rel=self link");
  const entries = (feed.entry as Node[] | undefined) ?? [];
  const feedHasAuthor = Array.isArray(feed.author) && feed.author.length > 0;
  const items = entries.map((entry, index) => {
    for (const name of ["id", "title", "updated"]) {
      if (!text(entry[name])) problems.push(`entry ${index} without <${name}>`);
    }
    if (!isRfc3339(text(entry.updated)))
      problems.push(`entry ${index} updated ${text(entry.updated)}`);
    const entryLinks = (entry.link as Node[] | undefined) ?? [];
    const href = String(entryLinks[0]?.["@href"] ?? "");
    if (!/^https?:\/\//.test(href)) problems.push(`entry ${index} without a link`);
    if (!feedHasAuthor && !(Array.isArray(entry.author) && entry.author.length > 0)) {
      problems.push(`entry ${index} without an author (and none on the feed)`);
    }
    return { id: text(entry.id), title: text(entry.title), link: href };
  });
  return { problems, items };
}

export function checkJsonFeed(body: string): ParsedFeed {
  const problems: string[] = [];
  const feed = JSON.parse(body) as Node;
  if (feed.version !== "https://jsonfeed.org/version/1.1")
    problems.push(`version ${String(feed.version)}`);
  if (typeof feed.title !== "string" || !feed.title) problems.push("no title");
  if (!Array.isArray(feed.items))
    return { problems: [...problems, "items is not an array"], items: [] };
  const items = (feed.items as Node[]).map((item, index) => {
    if (typeof item.id !== "string" || !item.id) problems.push(`item ${index} without a string id`);
    if (typeof item.content_html !== "string" && typeof item.content_text !== "string") {
      problems.push(`item ${index} without content_html or content_text`);
    }
    if (typeof item.url !== "string" || !/^https?:\/\//.test(item.url))
      problems.push(`item ${index} url`);
    if (typeof item.title !== "string" || !item.title)
      problems.push(`item ${index} without a title`);
    if (item.date_published !== undefined && !isRfc3339(String(item.date_published))) {
      problems.push(`item ${index} date_published`);
    }
    return { id: String(item.id), title: String(item.title), link: String(item.url) };
  });
  return { problems, items };
}

/** The aggregator (Indeed-style) XML: <source> with publisher data and one <job> per opening. */
export function checkAggregatorFeed(xml: string): { problems: string[]; jobs: Node[] } {
  const problems: string[] = [];
  const doc = parseXml(xml);
  const source = doc.source as Node | undefined;
  if (!source) return { problems: ["no <source> root"], jobs: [] };
  for (const name of ["publisher", "publisherurl"]) {
    if (!text(source[name])) problems.push(`source without <${name}>`);
  }
  const jobs = ((source.job as Node[] | undefined) ?? []).map((job) => {
    const flat: Node = {};
    for (const [key, value] of Object.entries(job)) flat[key] = text(value);
    return flat;
  });
  for (const [index, job] of jobs.entries()) {
    for (const name of [
      "title",
      "date",
      "referencenumber",
      "url",
      "company",
      "country",
      "description",
      "jobtype",
    ]) {
      if (name === "country" && job.city === "Remote") continue;
      if (!job[name]) problems.push(`job ${index} without <${name}>`);
    }
    if (Number.isNaN(Date.parse(String(job.date)))) problems.push(`job ${index} date`);
  }
  return { problems, jobs };
}
