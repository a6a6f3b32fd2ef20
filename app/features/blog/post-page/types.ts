import type { Root } from "hast";
import type { withPostDefaults } from "../post-view";
import type { PostDetail, PostSummary, PostTemplate } from "../types";

/**
 * A post with the spec's defaults filled in (author, role, image, read time), as the page gets
 * it: without its Markdown, which stays on the server (the page renders `body`; the Markdown
 * would only travel a second time in the route data).
 */
export type PostView = Omit<ReturnType<typeof withPostDefaults<PostDetail>>, "content">;

/** One entry of a post's table of contents: a section heading with its anchor. */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** Everything the post page renders, apart from the streamed related articles. */
export interface PostPageData {
  post: PostView;
  template: PostTemplate;
  /** The sanitized body; code is highlighted in the technical template only. */
  body: Root;
  /** The h2 and h3 headings of the body, for the technical template's contents. */
  toc: TocEntry[];
}

/** What every template receives. */
export interface PostTemplateProps extends PostPageData {
  /** The post's canonical URL (absolute), for sharing. */
  url: string;
  /** Related articles, streamed: null when they failed to load. */
  related: Promise<PostSummary[] | null>;
}
