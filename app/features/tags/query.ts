/** The tabs of a tag page, in order; the selected one lives in ?tab= (All is the default). */
export const tagTabs = [
  { id: "all", label: "All" },
  { id: "blogs", label: "Blogs" },
  { id: "jobs", label: "Jobs" },
  { id: "services", label: "Services" },
] as const;

export type TagTab = (typeof tagTabs)[number]["id"];

/** What a tag page shows, all from its URL so every view can be shared and works without JS. */
export interface TagQuery {
  tab: TagTab;
  /** Search within the results; "" for none. */
  q: string;
  /** 1-based page of the selected tab's list (Blogs and Jobs tabs). */
  page: number;
  /** ?all=1: the cloud shows every tag (Show More without JavaScript). */
  allTags: boolean;
}

/** Items per page on the Blogs and Jobs tabs. */
export const tabPageSize = 12;
/** Items of each kind on the All tab, each kind with a link to its own tab for the rest. */
export const allTabPerKind = 6;
export const maxTagSearchLength = 100;
const maxPage = 1000;

const isTab = (value: string | null): value is TagTab => tagTabs.some((tab) => tab.id === value);

/** Reads a tag page's query; anything unknown falls back to the default (never an error). */
export function parseTagQuery(params: URLSearchParams): TagQuery {
  const tab = params.get("tab")?.toLowerCase() ?? null;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    tab: isTab(tab) ? tab : "all",
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, maxTagSearchLength),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, maxPage) : 1,
    allTags: params.get("all") === "1",
  };
}

/** The query string of a tag page view with defaults left out: `?tab=blogs&q=hooks&page=2`. */
export function tagSearch(query: Partial<TagQuery>): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "all") params.set("tab", query.tab);
  if (query.q) params.set("q", query.q);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.allTags) params.set("all", "1");
  const text = params.toString();
  return text ? `?${text}` : "";
}
