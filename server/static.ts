import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

const immutable = "public, max-age=31536000, immutable";
const revalidate = "public, max-age=3600, must-revalidate";

/** Every file under `root`, as URL paths ("/assets/app-1a2b.js"); none when there is no build. */
export function listFiles(root: string): Set<string> {
  if (!existsSync(root)) return new Set();
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name))}`),
  );
}

/**
 * Serves built files; Vite's hashed assets are cached for a year, other files for an hour. The
 * build does not change while the server runs, so the file list is read once and page requests
 * pass on without touching the disk.
 */
export function staticAssets(root: string): MiddlewareHandler {
  const files = listFiles(root);
  const serve = serveStatic({ root });
  return async (c, next) => {
    const pathname = safeDecode(c.req.path);
    if (!files.has(pathname)) return next();
    const response = await serve(c, next);
    response?.headers.set(
      "Cache-Control",
      pathname.startsWith("/assets/") ? immutable : revalidate,
    );
    return response;
  };
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
