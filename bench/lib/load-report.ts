// What the load test measured, as the table it prints and the verdict it exits with.
import { percentile, round1 } from "./stats.ts";

export interface Sample {
  kind: string;
  ms: number;
  /** HTTP status, or the network error's name (ECONNRESET, TimeoutError, ...). */
  outcome: number | string;
  /** When the request was sent (performance.now()). */
  sentAt?: number;
}

export interface ReportRow {
  kind: string;
  requests: number;
  "p50 ms": number;
  "p99 ms": number;
  /** Each outcome with its count, e.g. `200×41 303×3 network: TimeoutError×1`. */
  outcomes: string;
}

/** One row of the table: request count, p50 / p99 and the outcomes of `samples`. */
export function summarize(samples: Sample[], label: string): ReportRow {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const outcomes = new Map<string, number>();
  for (const { outcome } of samples) {
    const key = typeof outcome === "number" ? String(outcome) : `network: ${outcome}`;
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  }
  return {
    kind: label,
    requests: samples.length,
    "p50 ms": round1(percentile(times, 0.5)),
    "p99 ms": round1(percentile(times, 0.99)),
    outcomes: [...outcomes].map(([key, count]) => `${key}×${count}`).join(" "),
  };
}

/** Issue 17's p99 targets: pages and searches never wait behind password hashing. */
export const p99TargetsMs = { page: 300, search: 300, "sign-up": 2000 } as const;

/** Each kind that has a target: its p99 (undefined without requests) and whether it is met. */
function targetResults(samples: Sample[]) {
  return Object.entries(p99TargetsMs).map(([kind, target]) => {
    const times = samples
      .filter((sample) => sample.kind === kind)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
    const p99 = times.length === 0 ? undefined : round1(percentile(times, 0.99));
    return { kind, target, p99, met: p99 !== undefined && p99 < target };
  });
}

/** `page p99 212 ms, target < 300 ms: met` for each kind that has a target. */
export function targetLines(samples: Sample[]): string[] {
  return targetResults(samples).map(({ kind, target, p99, met }) =>
    p99 === undefined
      ? `${kind}: no requests`
      : `${kind} p99 ${p99} ms, target < ${target} ms: ${met ? "met" : "MISSED"}`,
  );
}

/** One line saying whether the run met every p99 target, and if not which it missed. */
export function targetVerdict(samples: Sample[]): string {
  const missed = targetResults(samples).filter((result) => !result.met);
  return missed.length === 0
    ? "Targets: all met"
    : `Targets: MISSED (${missed.map((result) => result.kind).join(", ")})`;
}

/** A row per kind of request, in the order the kinds first occurred, then `all`. */
export function reportRows(samples: Sample[]): ReportRow[] {
  const kinds = [...new Set(samples.map((sample) => sample.kind))];
  return [
    ...kinds.map((kind) =>
      summarize(
        samples.filter((sample) => sample.kind === kind),
        kind,
      ),
    ),
    summarize(samples, "all"),
  ];
}

/** The failures the load test exits 1 for: 5xx answers and requests that got no answer. */
export function failures(samples: Sample[]) {
  let serverErrors = 0;
  let networkErrors = 0;
  for (const { outcome } of samples) {
    if (typeof outcome !== "number") networkErrors++;
    else if (outcome >= 500) serverErrors++;
  }
  return { serverErrors, networkErrors, failed: serverErrors + networkErrors > 0 };
}

/** How a failed fetch is recorded: the cause's code (ECONNREFUSED...) or the error's name. */
export function networkErrorName(error: unknown): string {
  if (!(error instanceof Error)) return "error";
  const code =
    (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : error.name;
}

/** Visitor `n`'s own client address, 10.x.y.z, so rate limits apply per visitor. */
export function visitorAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** `Rows written: leads +3, ...` from the row counts before and after the run. */
export function writtenRows(before: Record<string, number>, after: Record<string, number>) {
  return Object.entries(after)
    .map(([table, count]) => `${table} +${count - (before[table] ?? 0)}`)
    .join(", ");
}

/** Which table each kind of write adds a row to, and the status that acknowledges it. */
export const writes = {
  lead: { table: "leads", acknowledged: 303 },
  contact: { table: "contact_messages", acknowledged: 303 },
  "sign-up": { table: "user", acknowledged: 200 },
  apply: { table: "job_applications", acknowledged: 200 },
} as const;

/**
 * Compares the rows each kind of write added with what the visitors were told. Every
 * acknowledged write must be there, and every write that was refused must have left nothing
 * (all or nothing); a request that got no answer may have landed or not.
 */
export function writeMismatches(
  samples: Sample[],
  before: Record<string, number>,
  after: Record<string, number>,
): string[] {
  const problems: string[] = [];
  for (const [kind, { table, acknowledged }] of Object.entries(writes)) {
    const ofKind = samples.filter((sample) => sample.kind === kind);
    const told = ofKind.filter((sample) => sample.outcome === acknowledged).length;
    const unanswered = ofKind.filter((sample) => typeof sample.outcome !== "number").length;
    const added = (after[table] ?? 0) - (before[table] ?? 0);
    if (added < told) problems.push(`${kind}: ${told} acknowledged but ${added} rows in ${table}`);
    if (added > told + unanswered) {
      problems.push(
        `${kind}: ${added} rows in ${table} but only ${told} acknowledged (${unanswered} unanswered)`,
      );
    }
  }
  return problems;
}
