import type { LinkDescriptor } from "react-router";
import { brand } from "~/content/brand";

/** Feeds advertised in the head of every page: knowledge center and job openings. */
export const feedLinks: LinkDescriptor[] = [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: `${brand.name} Knowledge Center (RSS)`,
    href: "/feed.xml",
  },
  {
    rel: "alternate",
    type: "application/atom+xml",
    title: `${brand.name} Knowledge Center (Atom)`,
    href: "/atom.xml",
  },
  {
    rel: "alternate",
    type: "application/feed+json",
    title: `${brand.name} Knowledge Center (JSON Feed)`,
    href: "/feed.json",
  },
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: `${brand.name} Jobs (RSS)`,
    href: "/jobs/feed.xml",
  },
  {
    rel: "alternate",
    type: "application/atom+xml",
    title: `${brand.name} Jobs (Atom)`,
    href: "/jobs/atom.xml",
  },
  {
    rel: "alternate",
    type: "application/feed+json",
    title: `${brand.name} Jobs (JSON Feed)`,
    href: "/jobs/feed.json",
  },
];

/** WebSub hubs the feeds name; only links, nothing is fetched from them here. */
export const hubLinks: LinkDescriptor[] = [
  { rel: "hub", href: "https://pubsubhubbub.appspot.com/" },
  { rel: "hub", href: "https://websubhub.com/hub" },
];
