import { describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/postgres-server.ts";
import {
  failures,
  networkErrorName,
  reportRows,
  type Sample,
  summarize,
  targetLines,
  targetVerdict,
  visitorAddress,
  writeMismatches,
  writtenRows,
} from "./load-report.ts";
import { timed } from "./visitors.ts";

const sample = (kind: string, ms: number, outcome: number | string): Sample => ({
  kind,
  ms,
  outcome,
});

describe("summarize and reportRows", () => {
  const samples = [
    sample("page", 30, 200),
    sample("page", 10, 200),
    sample("lead", 50, 303),
    sample("page", 20, 503),
    sample("page", 60_000, "TimeoutError"),
  ];

  it("counts requests, takes p50 / p99 of the times and counts each outcome", () => {
    expect(summarize(samples.slice(0, 2), "page")).toEqual({
      kind: "page",
      requests: 2,
      "p50 ms": 10,
      "p99 ms": 30,
      outcomes: "200×2",
    });
  });

  it("labels network errors apart from statuses", () => {
    expect(summarize(samples, "all").outcomes).toBe("200×2 303×1 503×1 network: TimeoutError×1");
  });

  it("gives a row per kind in order of first occurrence, then all", () => {
    const rows = reportRows(samples);
    expect(rows.map((row) => [row.kind, row.requests])).toEqual([
      ["page", 4],
      ["lead", 1],
      ["all", 5],
    ]);
    expect(rows[0]?.["p99 ms"]).toBe(60_000);
  });
});

describe("failures", () => {
  it("counts 5xx and unanswered requests; 2xx, 3xx and 4xx pass", () => {
    expect(
      failures([
        sample("a", 1, 200),
        sample("a", 1, 303),
        sample("a", 1, 404),
        sample("a", 1, 429),
      ]),
    ).toEqual({ serverErrors: 0, networkErrors: 0, failed: false });
    expect(
      failures([sample("a", 1, 500), sample("a", 1, 503), sample("a", 1, "ECONNRESET")]),
    ).toEqual({ serverErrors: 2, networkErrors: 1, failed: true });
  });

  it("passes a run without samples", () => {
    expect(failures([]).failed).toBe(false);
  });
});

describe("networkErrorName", () => {
  it("uses the error's code for a refused or reset connection (what node:http throws)", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    expect(networkErrorName(refused)).toBe("ECONNREFUSED");
  });

  it("uses the cause's code where the error wraps one (what fetch throws)", () => {
    const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
    expect(networkErrorName(new TypeError("fetch failed", { cause: reset }))).toBe("ECONNRESET");
  });

  it("uses the error's name otherwise (an unanswered request is a TimeoutError)", () => {
    const timeout = new DOMException("The operation was aborted due to timeout", "TimeoutError");
    expect(networkErrorName(timeout)).toBe("TimeoutError");
    expect(networkErrorName("something else")).toBe("error");
  });

  it("names a visitor's request to a port nothing listens on", async () => {
    const port = await freePort();
    const samples: Sample[] = [];
    const options = {
      siteUrl: `http://127.0.0.1:${port}`,
      samples,
      thinkMs: 0,
      verifyEmail: async () => {},
    };
    const answer = await timed(options, "page", { n: 1, address: "10.0.0.1" }, "/");
    expect(answer).toBeUndefined();
    expect(samples.map((sample) => [sample.kind, sample.outcome])).toEqual([
      ["page", "ECONNREFUSED"],
    ]);
  });
});

describe("visitorAddress", () => {
  it("gives every visitor its own 10.x.y.z address", () => {
    expect(visitorAddress(0)).toBe("10.0.0.0");
    expect(visitorAddress(1)).toBe("10.0.0.1");
    expect(visitorAddress(256)).toBe("10.0.1.0");
    expect(visitorAddress(65_536 + 258)).toBe("10.1.1.2");
    const addresses = new Set(Array.from({ length: 1000 }, (_, n) => visitorAddress(n)));
    expect(addresses.size).toBe(1000);
  });
});

describe("writtenRows", () => {
  it("prints the rows each table gained", () => {
    expect(writtenRows({ leads: 3, user: 10 }, { leads: 5, user: 10 })).toBe("leads +2, user +0");
  });
});

describe("writeMismatches", () => {
  const before = { leads: 10, contact_messages: 0, user: 5, job_applications: 0 };

  it("accepts rows that match the acknowledged writes", () => {
    const samples = [sample("lead", 1, 303), sample("lead", 1, 303), sample("sign-up", 1, 200)];
    const after = { ...before, leads: 12, user: 6 };
    expect(writeMismatches(samples, before, after)).toEqual([]);
  });

  it("reports an acknowledged write whose row is missing", () => {
    const after = { ...before, leads: 10 };
    expect(writeMismatches([sample("lead", 1, 303)], before, after)).toEqual([
      "lead: 1 acknowledged but 0 rows in leads",
    ]);
  });

  it("reports a refused sign-up that left its user row (not all or nothing)", () => {
    const samples = [sample("sign-up", 1, 200), sample("sign-up", 1, 503)];
    const after = { ...before, user: 7 };
    expect(writeMismatches(samples, before, after)).toEqual([
      "sign-up: 2 rows in user but only 1 acknowledged (0 unanswered)",
    ]);
  });

  it("allows a write that got no answer to have landed or not", () => {
    const samples = [sample("sign-up", 1, 200), sample("sign-up", 60_000, "TimeoutError")];
    expect(writeMismatches(samples, before, { ...before, user: 6 })).toEqual([]);
    expect(writeMismatches(samples, before, { ...before, user: 7 })).toEqual([]);
  });
});

describe("targetLines", () => {
  it("prints page, search and sign-up p99 each beside its target", () => {
    const samples = [
      sample("page", 120, 200),
      sample("search", 450, 200),
      sample("sign-up", 1500, 200),
    ];
    expect(targetLines(samples)).toEqual([
      "page p99 120 ms, target < 300 ms: met",
      "search p99 450 ms, target < 300 ms: MISSED",
      "sign-up p99 1500 ms, target < 2000 ms: met",
    ]);
    expect(targetLines([])[0]).toBe("page: no requests");
  });

  it("says whether every target is met, and names those missed", () => {
    const met = [sample("page", 120, 200), sample("search", 90, 200), sample("sign-up", 1500, 200)];
    expect(targetVerdict(met)).toBe("Targets: all met");
    expect(targetVerdict([...met, sample("search", 450, 200), sample("sign-up", 2500, 200)])).toBe(
      "Targets: MISSED (search, sign-up)",
    );
    expect(targetVerdict([sample("page", 120, 200)])).toBe("Targets: MISSED (search, sign-up)");
  });
});
