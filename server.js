// Starts the site: the built server bundle in production, or Vite in middleware mode with --dev.
import { createServer } from "node:http";

// First, so that with tracing on, `pg` is instrumented before the app imports it (ADR 065). Only
// then: loading a .ts file starts Node's type stripper, which stays in memory (ADR 098).
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await import("./server/tracing-hooks.ts");

const dev = process.argv.includes("--dev");

async function loadServerModule() {
  if (!dev) return { module: await import("./build/server/index.js"), vite: undefined };
  const { createServer: createViteServer } = await import("vite");
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
  return { module: await vite.ssrLoadModule("./server/app.ts"), vite };
}

const { module, vite } = await loadServerModule();
const site = await module.startSite({ dev });
const { listener } = site;
const server = createServer((req, res) => {
  if (vite) vite.middlewares(req, res, () => listener(req, res));
  else listener(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(site.env.PORT, site.env.HOST, () => {
  console.log(
    `Site ready on ${site.env.SITE_URL} (listening on ${site.env.HOST}:${site.env.PORT})`,
  );
  // The process asks itself for its pages (WARM_UP_PAGES): on loopback when it listens on all.
  const { address, family, port } = server.address();
  const wildcard = address === "0.0.0.0" || address === "::";
  const host = wildcard ? "127.0.0.1" : family === "IPv6" ? `[${address}]` : address;
  site.warmUp(`http://${host}:${port}`);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing in-flight requests`);
  // Stop accepting; idle keep-alive sockets close now, busy ones as soon as their response is
  // done (the sweep), and whatever is still open after 10 s is cut.
  server.close();
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  await new Promise((resolve) => server.once("close", resolve));
  clearInterval(sweep);
  clearTimeout(force);
  await site.stop();
  await vite?.close();
  process.exit(0);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
