// CPU per request of each kind, one request at a time: what the site process spends on a page
// from the page cache, a page rendered for a signed-in visitor, a search, a form, a sign-up. Read
// from the kernel's per-thread CPU counters of the process (bench/lib/cpu-time.ts), so measuring
// costs the site nothing and the hashing thread counts too.
import { processCpuSeconds } from "./cpu-time.ts";
import type { Sample } from "./load-report.ts";
import { round1 } from "./stats.ts";
import {
  applicationForm,
  type Catalogue,
  contactForm,
  leadForm,
  searches,
  signUp,
  timed,
  type VisitOptions,
  type Visitor,
} from "./visitors.ts";

export interface KindCost {
  kind: string;
  requests: number;
  "CPU ms per request": number;
  /** Answers other than the kind's usual one, which would make the figure mean something else. */
  unexpected: number;
}

/**
 * Measures each kind with `count` requests (fewer for the writes, each of which is one visitor's
 * only one) sent one after the other, each visitor from an address of its own (the rate limits
 * are per address), after one request of the kind that is not counted.
 */
export async function requestCosts(
  pid: number,
  options: Omit<VisitOptions, "samples">,
  catalogue: Catalogue,
  { count = 60, firstVisitor = 1_000_000 } = {},
): Promise<KindCost[]> {
  let next = firstVisitor;
  const newVisitor = (): Visitor => {
    const n = next++;
    return { n, address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  };
  const samples: Sample[] = [];
  const visit: VisitOptions = { ...options, samples };
  // Shared pages reach a signed-in visitor from the page cache with their account entry (ADR
  // 091); the careers pages show what they saved and applied to, rendered for them alone.
  const sharedPages = [
    "/",
    "/services",
    "/knowledge-center",
    `/knowledge-center/${catalogue.posts[0]}`,
  ];
  const personalPages = ["/careers", `/careers/job/${catalogue.jobs[0]}`];
  const pages = [...sharedPages, ...personalPages];
  const candidate = newVisitor();
  await signUp(visit, candidate);
  const anonymous = newVisitor();
  const signedUp = () => signUp(visit, newVisitor());
  const jobs = catalogue.jobs;
  const kinds: Array<{ kind: string; count: number; send(i: number): Promise<unknown> }> = [
    {
      kind: "page, page cache",
      count: count * 4,
      send: (i) => timed(visit, "page", anonymous, pages[i % pages.length] as string),
    },
    {
      kind: "search, page cache",
      count: count * 4,
      send: (i) => timed(visit, "search", anonymous, `/search?q=${searches[i % searches.length]}`),
    },
    {
      kind: "shared page, signed in",
      count,
      send: (i) => timed(visit, "page", candidate, sharedPages[i % sharedPages.length] as string),
    },
    {
      kind: "careers page, signed in",
      count,
      send: (i) =>
        timed(visit, "page", candidate, personalPages[i % personalPages.length] as string),
    },
    {
      kind: "search, signed in",
      count,
      send: (i) => timed(visit, "search", candidate, `/search?q=${searches[i % searches.length]}`),
    },
    {
      kind: "lead",
      count: count / 3,
      send: () => {
        const visitor = newVisitor();
        return timed(visit, "lead", visitor, "/api/leads", leadForm(visitor));
      },
    },
    {
      kind: "contact",
      count: count / 3,
      send: () => {
        const visitor = newVisitor();
        return timed(visit, "contact", visitor, "/api/contact", contactForm(visitor));
      },
    },
    {
      kind: "sign-up and sign-in (a pair)",
      count: count / 6,
      send: () => signedUp(),
    },
    {
      // Each to another job (the warm-up one to the job after the last measured), and within a
      // candidate's 20 applications an hour.
      kind: "apply",
      count: Math.min(count / 4, jobs.length - 1),
      send: (i) =>
        timed(
          visit,
          "apply",
          candidate,
          `/careers/job/${jobs[i % jobs.length]}/apply`,
          applicationForm(candidate),
        ),
    },
  ];
  const costs: KindCost[] = [];
  for (const { kind, count: requests, send } of kinds) {
    await send(requests);
    samples.length = 0;
    const before = processCpuSeconds(pid);
    for (let i = 0; i < requests; i++) await send(i);
    const seconds = processCpuSeconds(pid) - before;
    const expected = kind === "lead" || kind === "contact" ? 303 : 200;
    costs.push({
      kind,
      requests,
      "CPU ms per request": round1((seconds * 1000) / requests),
      unexpected: samples.filter((sample) => sample.outcome !== expected).length,
    });
  }
  return costs;
}
