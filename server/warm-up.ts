import { listSitemapFiles, sitemapUrls } from "~/features/seo/sitemap.server";
import { errorFields, logger } from "~/lib/logger.server";
import type { PageCacheMiddlewareOptions } from "./page-cache-middleware.ts";

/**
 * A browser's request for a page (not a crawler's: browsers are the visitors a fresh process
 * must be ready for, and the page cache keeps the two apart).
 */
const warmUpHeaders = {
  "accept-encoding": "br, gzip",
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

/**
 * A large catalogue (10,000 posts) is not rendered whole before the process serves: the first
 * pages of the sitemap (the site's own pages, then the newest posts and jobs) up to these bounds.
 */
const mostPages = 400;
const longestWarmUpMs = 60_000;

export interface WarmUp {
  /** True until the pages have been asked for once (readiness waits for it). */
  readonly warming: boolean;
  /** Stops asking for more pages (the process is stopping). */
  stop(): void;
}

/**
 * Resolves once the page cache stores pages: it listens for content changes (on PostgreSQL a
 * connection of its own, made in the background) and knows the time of the next scheduled one.
 * Gives up after about 10 s: the pages are then rendered without being kept, which still
 * compiles their code.
 */
async function untilStoring({ cache, refreshStableUntil }: PageCacheMiddlewareOptions) {
  for (let attempt = 0; attempt < 100 && !cache.isActive(); attempt++) {
    if (cache.needsStableUntil()) await refreshStableUntil();
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path and query of every URL in the sitemap, in its order. */
async function sitemapPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const file of await listSitemapFiles()) {
    const name = new URL(file.loc).pathname.split("/").pop() ?? "";
    for (const { loc } of (await sitemapUrls(name)) ?? []) {
      const { pathname, search } = new URL(loc);
      paths.push(pathname + search);
    }
  }
  return paths;
}

/**
 * Asks the site at `origin` (this process, once it listens) for the pages its sitemap lists, within
 * the bounds above, one at a time, so that a fresh process has its pages in the page cache and its
 * code compiled before it is sent traffic (ADR 074). A page that fails is logged and skipped:
 * warming never keeps the process from becoming ready.
 */
export function warmUpPages(origin: string, pageCache: PageCacheMiddlewareOptions): WarmUp {
  const controller = new AbortController();
  const state = { warming: true };
  const run = async () => {
    const started = performance.now();
    let pages = 0;
    let failed = 0;
    try {
      await untilStoring(pageCache);
      for (const path of await sitemapPaths()) {
        if (controller.signal.aborted) return;
        if (pages >= mostPages || performance.now() - started > longestWarmUpMs) break;
        const response = await fetch(`${origin}${path}`, {
          headers: warmUpHeaders,
          signal: controller.signal,
        });
        await response.arrayBuffer();
        pages += 1;
        if (!response.ok) failed += 1;
      }
      logger.info("pages warmed up", {
        pages,
        failed,
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      if (!controller.signal.aborted) logger.warn("page warm-up ended early", errorFields(error));
    } finally {
      state.warming = false;
    }
  };
  void run();
  return {
    get warming() {
      return state.warming;
    },
    stop: () => controller.abort(),
  };
}
