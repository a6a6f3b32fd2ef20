import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

const immutable = "public, max-age=31536000, immutable";
const revalidate = "public, max-age=3600, must-revalidate";

/** Serves built files; Vite's hashed assets are cached for a year, other files for an hour. */
export function staticAssets(root: string): MiddlewareHandler {
  return serveStatic({
    root,
    onFound: (path, c) => {
      c.header("Cache-Control", path.includes("/assets/") ? immutable : revalidate);
    },
  });
}
