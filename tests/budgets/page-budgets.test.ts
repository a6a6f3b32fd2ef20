// Bytes each page loads before any interaction, from the production build (issue 17, ADR 046):
// brotli JavaScript <= 50 KB on static pages (with every widget they may load on demand),
// <= 120 KB on pages React hydrates, CSS <= 25 KB.
// Sizes are deterministic, so this is a test, not a benchmark. `npm test` runs it after its
// build (npm run test:build); on its own: npm run build && npx vitest run --project build.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { staticRoutes } from "../../app/islands/static-routes";

const kilobyte = 1024;
const budgets = { staticJs: 50 * kilobyte, hydratedJs: 120 * kilobyte, css: 25 * kilobyte };

const clientDir = path.resolve("build/client");
const assetsDir = path.join(clientDir, "assets");

interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
}
interface ManifestRoute extends ManifestEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport: boolean;
}

function readManifest(): { entry: ManifestEntry; routes: Record<string, ManifestRoute> } {
  let names: string[] = [];
  try {
    names = readdirSync(assetsDir);
  } catch {
    // reported below
  }
  const file = names.find((name) => /^manifest-\w+\.js$/.test(name));
  if (!file) throw new Error("No React Router client manifest: run `npm run build` first");
  const source = readFileSync(path.join(assetsDir, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, ""));
}

const brotliSizes = new Map<string, number>();
function brotliSize(url: string): number {
  let size = brotliSizes.get(url);
  if (size === undefined) {
    size = brotliCompressSync(readFileSync(path.join(clientDir, url))).length;
    brotliSizes.set(url, size);
  }
  return size;
}

/**
 * A built module's URL with every chunk it imports statically, as the bundler writes them
 * (`from"./x.js"`, `import"./x.js"`): what the browser fetches at once.
 */
function withStaticImports(url: string, found = new Set<string>()): Set<string> {
  if (found.has(url)) return found;
  found.add(url);
  const code = readFileSync(path.join(clientDir, url), "utf8");
  for (const [, specifier] of code.matchAll(/\b(?:from|import)\s*"(\.\/[\w.-]+\.js)"/g)) {
    withStaticImports(path.posix.join(path.posix.dirname(url), specifier ?? ""), found);
  }
  return found;
}

function report(chunks: Iterable<string>): { total: number; lines: string } {
  const sized = [...chunks].map((url) => ({ url, size: brotliSize(url) }));
  sized.sort((a, b) => b.size - a.size);
  return {
    total: sized.reduce((sum, chunk) => sum + chunk.size, 0),
    lines: sized.map(({ url, size }) => `  ${(size / kilobyte).toFixed(1)} KB ${url}`).join("\n"),
  };
}

const kb = (bytes: number) => `${(bytes / kilobyte).toFixed(1)} KB`;

describe("page weight budgets (brotli)", () => {
  const manifest = readManifest();

  /**
   * React Router's scripts for a hydrated route: the client entry and each route module of the
   * match, with the chunks the manifest lists as their static imports (its module preloads).
   */
  function hydratedChunks(routeId: string): Set<string> {
    const chunks = new Set<string>();
    const add = (entry: ManifestEntry) => {
      for (const url of [entry.module, ...(entry.imports ?? [])]) chunks.add(url);
    };
    add(manifest.entry);
    for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId ?? ""])
      add(route);
    return chunks;
  }

  test("the site's stylesheet, which every page loads, is within 25 KB", () => {
    const stylesheets = readdirSync(assetsDir).filter((name) => name.endsWith(".css"));
    const { total, lines } = report(stylesheets.map((name) => `/assets/${name}`));
    expect(total, `CSS loaded by every page, ${kb(total)}:\n${lines}`).toBeLessThanOrEqual(
      budgets.css,
    );
  });

  const islandsEntry = readdirSync(assetsDir).find((name) => /^islands-[\w-]+\.js$/.test(name));

  /**
   * A static page's scripts: the islands entry with what it imports, and, as an upper bound, every
   * page widget it may load on demand (islands/page-islands.ts: the `widgets-<name>` chunks).
   */
  function staticPageChunks(): Set<string> {
    const chunks = withStaticImports(`/assets/${islandsEntry}`);
    const onDemand = readdirSync(assetsDir)
      .map((name) => `/assets/${name}`)
      .filter((url) => url.startsWith("/assets/widgets-") && !chunks.has(url));
    for (const url of onDemand) withStaticImports(url, chunks);
    return chunks;
  }

  // The landing page's widgets were React islands (ADR 069) until they became DOM islands (ADR
  // 075): the build names such a chunk `react-island-<name>`, and no static page loads React.
  test("no static page's widget is a React island", () => {
    const reactIslands = readdirSync(assetsDir).filter((name) => name.startsWith("react-island-"));
    expect(reactIslands).toEqual([]);
  });

  for (const [routeId, pathname] of Object.entries(staticRoutes)) {
    test(`static page ${pathname} (${routeId}) loads at most 50 KB of JavaScript`, () => {
      expect(manifest.routes[routeId], `${routeId} is a route`).toBeDefined();
      expect(islandsEntry, "the islands entry is built").toBeDefined();
      const { total, lines } = report(staticPageChunks());
      expect(total, `${pathname} (${routeId}) loads ${kb(total)}:\n${lines}`).toBeLessThanOrEqual(
        budgets.staticJs,
      );
    });
  }

  const hydratedPages = Object.values(manifest.routes).filter(
    (route) =>
      route.hasDefaultExport && !Object.hasOwn(staticRoutes, route.id) && route.id !== "root",
  );
  // vite.config.ts's islandChunkOf: what page widgets share with one another (`widgets-common`)
  // or need alone (`widgets-<name>`) stays out of the chunks a hydrated page loads first.
  test("no hydrated page loads a page widget's chunk", () => {
    // The shell's widgets, which the islands entry imports, are for every page.
    const shellWidgets = withStaticImports(`/assets/${islandsEntry}`);
    const loaded = hydratedPages.flatMap((route) =>
      [...hydratedChunks(route.id)]
        .filter((url) => url.startsWith("/assets/widgets-") && !shellWidgets.has(url))
        .map((url) => `${route.id}: ${url}`),
    );
    expect(loaded).toEqual([]);
  });

  for (const route of hydratedPages) {
    test(`hydrated page ${route.id} loads at most 120 KB of JavaScript`, () => {
      const { total, lines } = report(hydratedChunks(route.id));
      const message = `${route.id} loads ${kb(total)} (largest chunks first):\n${lines}`;
      expect(total, message).toBeLessThanOrEqual(budgets.hydratedJs);
    });
  }
});
