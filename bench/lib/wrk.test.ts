import { describe, expect, it } from "vitest";
import { parseWrk } from "./wrk.ts";

// Reports as wrk 4.1 (Debian) prints them with --latency.
const healthy = `Running 10s test @ http://127.0.0.1:3000/
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   612.74ms  254.84ms   1.99s    74.40%
    Req/Sec    27.06     14.31    80.00     67.03%
  Latency Distribution
     50%  571.36ms
     75%  735.21ms
     90%  945.02ms
     99%    1.48s
  519 requests in 10.05s, 143.53MB read
Requests/sec:     51.66
Transfer/sec:     14.28MB
`;

const fastWithErrors = `Running 2s test @ http://127.0.0.1:3601/missing
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    18.79ms   49.30ms 276.30ms   90.63%
    Req/Sec     1.58k   488.13     2.19k    70.59%
  Latency Distribution
     50%  842.00us
     75%    5.03ms
     90%   59.71ms
     99%  247.75ms
  2839 requests in 2.00s, 1.41MB read
  Socket errors: connect 0, read 12, write 1, timeout 3
  Non-2xx or 3xx responses: 2839
Requests/sec:   1417.41
Transfer/sec:    719.87KB
`;

describe("parseWrk", () => {
  it("reads the rate and the p50 / p99 in milliseconds, whatever unit wrk chose", () => {
    expect(parseWrk(healthy)).toEqual({
      requestsPerSecond: 51.66,
      p50Ms: 571.36,
      p99Ms: 1480,
      errors: 0,
    });
  });

  it("converts microseconds and counts non-2xx/3xx answers plus every kind of socket error", () => {
    const result = parseWrk(fastWithErrors);
    expect(result.requestsPerSecond).toBe(1417.41);
    expect(result.p50Ms).toBeCloseTo(0.842, 6);
    expect(result.p99Ms).toBe(247.75);
    expect(result.errors).toBe(2839 + 12 + 1 + 3);
  });

  it("reads minutes", () => {
    const slow = healthy.replace("     99%    1.48s", "     99%    1.50m");
    expect(parseWrk(slow).p99Ms).toBe(90_000);
  });

  it("gives NaN figures (never zeros that look like a result) when wrk printed no report", () => {
    const result = parseWrk("unable to connect to 127.0.0.1:3602 Connection refused\n");
    expect(result.requestsPerSecond).toBeNaN();
    expect(result.p50Ms).toBeNaN();
    expect(result.p99Ms).toBeNaN();
  });
});
