import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The lint step of package.json (`npm run lint`), run on a small tree of its own: each file
// below either breaks one boundary of ADR 044 or must pass.
const root = resolve(import.meta.dirname, "..");
const depcruise = join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const config = join(root, ".dependency-cruiser.cjs");

const files: Record<string, string> = {
  "app/features/jobs/jobs.server.ts": "export const jobs = [];\n",
  "app/features/jobs/components/job-card.tsx":
    "export const JobCard = () => <article>job</article>;\n",
  "app/features/jobs/components/job-types.ts": "export type Job = { title: string };\n",
  "app/features/jobs/board.tsx":
    'import { JobCard } from "./components/job-card";\nexport const Board = () => <JobCard />;\n',
  "app/features/blog/uses-public-module.ts":
    'import { jobs } from "../jobs/jobs.server";\nexport const count = jobs.length;\n',
  "app/features/blog/uses-internals.tsx":
    'import { JobCard } from "../jobs/components/job-card";\nexport const Card = () => <JobCard />;\n',
  "app/features/blog/uses-internal-type.ts":
    'import type { Job } from "../jobs/components/job-types";\nexport type Post = Job;\n',
  "app/features/blog/uses-route.ts": 'export { loader } from "../../routes/careers";\n',
  "app/features/blog/blog.test.ts": 'import "../jobs/components/job-card";\n',
  "app/features/tags/tag-results.tsx":
    'import { JobCard } from "../jobs/components/job-card";\nexport const Results = () => <JobCard />;\n',
  "app/routes/careers.tsx":
    'import { Board } from "../features/jobs/board";\nexport const loader = () => Board;\n',
  "app/lib/uses-feature.ts": 'export { jobs } from "../features/jobs/jobs.server";\n',
  "app/components/lazy-route.ts": 'export const load = () => import("../routes/careers");\n',
  "db/seed.ts":
    'import { jobs } from "../app/features/jobs/jobs.server";\nexport const seed = jobs;\n',
  "app/content/uses-test-helper.ts": 'export { helper } from "../../tests/support/helper";\n',
  "tests/support/helper.ts": "export const helper = 1;\n",
};

let fixture: string;

beforeAll(() => {
  fixture = mkdtempSync(join(tmpdir(), "import-boundaries-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(fixture, dirname(path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  }
});

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe("the import-boundary lint (ADR 044)", () => {
  it("reports each broken boundary, by rule, and passes the allowed imports", () => {
    // The command `npm run lint` runs, with its usual report.
    const run = spawnSync(
      process.execPath,
      [depcruise, "app/**/*.{ts,tsx}", "db/**/*.ts", "--config", config],
      { cwd: fixture, encoding: "utf8" },
    );
    const violations = [...run.stdout.matchAll(/^\s*error (\S+): (\S+) → (\S+)$/gm)]
      .map(([, rule, from, to]) => `${rule}: ${from} -> ${to}`)
      .sort();

    expect(violations).toEqual([
      "app-imports-tests: app/content/uses-test-helper.ts -> tests/support/helper.ts",
      "feature-imports-another-features-internals: app/features/blog/uses-internal-type.ts -> app/features/jobs/components/job-types.ts",
      "feature-imports-another-features-internals: app/features/blog/uses-internals.tsx -> app/features/jobs/components/job-card.tsx",
      "feature-imports-routes: app/features/blog/uses-route.ts -> app/routes/careers.tsx",
      "shared-code-imports-features-or-routes: app/components/lazy-route.ts -> app/routes/careers.tsx",
      "shared-code-imports-features-or-routes: app/lib/uses-feature.ts -> app/features/jobs/jobs.server.ts",
      "shared-code-imports-features-or-routes: db/seed.ts -> app/features/jobs/jobs.server.ts",
    ]);
    expect(run.status).toBe(violations.length);
  });
});
