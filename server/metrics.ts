import { createServer, type Server } from "node:http";
import { metricsRegistry } from "~/lib/metrics.server";

/**
 * Serves `GET /metrics` on a port of its own, never on the site's: Prometheus scrapes each
 * instance directly (through a load balancer it would see a different instance each time), and
 * the port stays inside the operator's network with no token to keep (ADR 055).
 */
export async function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    if (request.method !== "GET" || request.url !== "/metrics") {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n");
      return;
    }
    const body = await metricsRegistry.metrics();
    response.writeHead(200, { "Content-Type": metricsRegistry.contentType }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
