import { describe, expect, it } from "vitest";
import { parseMetrics, runFigures } from "./site-metrics";

const scrape = (
  gcFast: number,
  gcFull: number,
  cpu: number,
  p99: number,
) => `# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.
# TYPE process_cpu_seconds_total counter
process_cpu_seconds_total ${cpu}
nodejs_eventloop_lag_p99_seconds ${p99}
nodejs_eventloop_lag_max_seconds 0.5
nodejs_gc_duration_seconds_bucket{le="0.001",kind="minor"} 3
nodejs_gc_duration_seconds_sum{kind="minor"} ${gcFast}
nodejs_gc_duration_seconds_sum{kind="major"} ${gcFull}
page_cache_requests_total{result="hit"} ${cpu * 100}
page_cache_requests_total{result="miss"} 4
page_cache_requests_total{result="signed-in"} ${cpu * 10}
`;

describe("site metrics of a run", () => {
  it("sums a labelled metric over its labels", () => {
    const metrics = parseMetrics(scrape(0.25, 0.5, 3, 0.01));
    expect(metrics.get("nodejs_gc_duration_seconds_sum")).toBe(0.75);
    expect(metrics.get("process_cpu_seconds_total")).toBe(3);
    expect(metrics.get('page_cache_requests_total{result="hit"}')).toBe(300);
    expect(metrics.get("page_cache_requests_total")).toBe(334);
  });

  it("gives the run's GC and CPU as differences and its event-loop delay from the scrape after it", () => {
    const figures = runFigures(
      parseMetrics(scrape(0.25, 0.5, 3, 0.9)),
      parseMetrics(scrape(0.5, 1.5, 10, 0.012)),
    );
    expect(figures).toEqual({
      eventLoopDelayP99Ms: 12,
      eventLoopDelayMaxMs: 500,
      gcMs: 1250,
      cpuSeconds: 7,
      pageCacheHits: 770,
      pageCacheSignedInHits: 70,
    });
  });
});
