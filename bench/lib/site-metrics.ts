// What the site process itself says about a run, read from its Prometheus endpoint (METRICS_PORT,
// prom-client's default metrics): how late its event loop ran, how long it collected garbage and
// how much CPU it used. A scrape resets the event-loop delay histogram, so one scrape just before
// the run and one just after give the figures of the run alone.

/**
 * Value of each unlabelled sample, the sum over the labels of a labelled one, and each labelled
 * sample under its name and labels as written (`page_cache_requests_total{result="hit"}`).
 */
export function parseMetrics(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const [, name, labels, value] = match as unknown as [
      string,
      string,
      string | undefined,
      string,
    ];
    values.set(name, (values.get(name) ?? 0) + Number(value));
    if (labels) values.set(name + labels, Number(value));
  }
  return values;
}

export async function scrapeMetrics(metricsUrl: string): Promise<Map<string, number>> {
  const response = await fetch(metricsUrl);
  return parseMetrics(await response.text());
}

export interface RunFigures {
  /** The event loop's delay over the run (monitorEventLoopDelay, 10 ms resolution), ms. */
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  /** Time spent collecting garbage during the run, ms (all kinds). */
  gcMs: number;
  /** CPU time of the site process during the run (all its threads), s. */
  cpuSeconds: number;
  /** Requests answered from the page cache during the run. */
  pageCacheHits: number;
  /** Of those, shared pages filled in for a signed-in visitor (ADR 091). */
  pageCacheSignedInHits: number;
}

/** The run's figures from a scrape taken just before it and one just after. */
export function runFigures(before: Map<string, number>, after: Map<string, number>): RunFigures {
  const delta = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
  return {
    eventLoopDelayP99Ms: (after.get("nodejs_eventloop_lag_p99_seconds") ?? Number.NaN) * 1000,
    eventLoopDelayMaxMs: (after.get("nodejs_eventloop_lag_max_seconds") ?? Number.NaN) * 1000,
    gcMs: delta("nodejs_gc_duration_seconds_sum") * 1000,
    cpuSeconds: delta("process_cpu_seconds_total"),
    pageCacheHits:
      delta('page_cache_requests_total{result="hit"}') +
      delta('page_cache_requests_total{result="signed-in"}'),
    pageCacheSignedInHits: delta('page_cache_requests_total{result="signed-in"}'),
  };
}
