import { sql } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "./db.server.ts";

/** The site's Prometheus metrics, served on METRICS_PORT (server/metrics.ts, ADR 055). */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const requestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by route pattern and status class",
  labelNames: ["method", "route", "status_class"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const pageCacheRequests = new Counter({
  name: "page_cache_requests_total",
  help: "Requests the page cache answered (hit) or rendered and offered to it (miss)",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

export const emailDeliveryFailures = new Counter({
  name: "email_delivery_failures_total",
  help: "Failed attempts to hand an email to the SMTP server, by whether it will be retried",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});

export const rateLimitRefusals = new Counter({
  name: "rate_limit_refusals_total",
  help: "Requests refused with 429 by a public endpoint's rate limit, by bucket",
  labelNames: ["bucket"] as const,
  registers: [metricsRegistry],
});

/** Gauges read when Prometheus scrapes: the page cache's bytes, the outbox, the pool's queue. */
export function registerSiteGauges({
  db,
  pageCacheBytes,
  poolWaiting,
}: {
  db: Db;
  pageCacheBytes?: () => number;
  /** Queries waiting for a pooled PostgreSQL connection; PGlite has no pool. */
  poolWaiting?: () => number;
}) {
  for (const name of ["page_cache_bytes", "email_outbox_messages", "db_pool_waiting_queries"]) {
    metricsRegistry.removeSingleMetric(name);
  }
  new Gauge({
    name: "page_cache_bytes",
    help: "Bytes of pages held by the page cache",
    registers: [metricsRegistry],
    collect() {
      this.set(pageCacheBytes?.() ?? 0);
    },
  });
  // Read before the outbox gauge queries: a scrape collects every gauge at once, and the
  // outbox count's own query passes through the pool's queue (even with a connection idle).
  if (poolWaiting) {
    new Gauge({
      name: "db_pool_waiting_queries",
      help: "Queries waiting for a free PostgreSQL connection of the pool",
      registers: [metricsRegistry],
      collect() {
        this.set(poolWaiting());
      },
    });
  }
  new Gauge({
    name: "email_outbox_messages",
    help: "Emails in the outbox waiting to be sent (pending) or given up on (failed)",
    labelNames: ["status"] as const,
    registers: [metricsRegistry],
    async collect() {
      // The pool is exhausted: the scrape does not wait behind the site's queries (up to
      // DATABASE_POOL_WAIT_MS); the outbox figures keep their last values meanwhile.
      if (poolWaiting && poolWaiting() > 0) return;
      const result = await db
        .execute(sql`
          select status, count(*)::int as count from email_outbox
          where status in ('pending', 'failed') group by status`)
        // The database is unreachable: the other metrics still answer (readiness tells).
        .catch(() => undefined);
      if (!result) return;
      const rows = (result as unknown as { rows: Array<{ status: string; count: number }> }).rows;
      for (const status of ["pending", "failed"]) {
        this.set({ status }, Number(rows.find((row) => row.status === status)?.count ?? 0));
      }
    },
  });
}
