// The JavaScript and CSS each route loads, gzipped at level 9: every modulepreload, module
// script and stylesheet linked from the served HTML, read from build/client.
//
//   npm run bench:bundle            (builds first)
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { samplePaths, startSiteOnPostgres } from "./lib/site.ts";
import { round1 } from "./lib/stats.ts";

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Same-origin script and stylesheet addresses the page makes the browser load. */
export function loadedAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of html.match(/<(link|script)\b[^>]*>/g) ?? []) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href") ?? attribute(tag, "src");
    if (!href?.startsWith("/")) continue;
    if (rel === "stylesheet") styles.add(href);
    else if (rel === "modulepreload" || tag.startsWith("<script")) scripts.add(href);
  }
  // React Router's inline module script names the modules it imports as quoted strings.
  for (const match of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) {
    scripts.add(match[1] as string);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

const gzipped = (href: string) =>
  gzipSync(readFileSync(path.join("build/client", href.split("?")[0] as string)), { level: 9 })
    .byteLength;
const kib = (bytes: number) => round1(bytes / 1024);

const { site, client, stop } = await startSiteOnPostgres();
try {
  const { post, job } = await samplePaths(client);
  const routes: Array<[string, string]> = [
    ["landing page", "/"],
    ["services", "/services"],
    ["careers board", "/careers"],
    ["job", job],
    ["knowledge center", "/knowledge-center"],
    ["post", post],
    ["staff sign-in", "/admin/login"],
  ];
  const rows = [];
  for (const [name, route] of routes) {
    const response = await fetch(site.url + route);
    const html = await response.text();
    const { scripts, styles } = loadedAssets(html);
    const js = scripts.reduce((sum, href) => sum + gzipped(href), 0);
    const css = styles.reduce((sum, href) => sum + gzipped(href), 0);
    rows.push({
      route: name,
      status: response.status,
      "JS files": scripts.length,
      "JS gzip KiB": kib(js),
      "CSS gzip KiB": kib(css),
      "HTML gzip KiB": kib(gzipSync(html, { level: 9 }).byteLength),
    });
  }
  console.log("\nJavaScript and CSS each route loads (gzip -9 of the linked files)");
  console.table(rows);
} finally {
  await stop();
}
