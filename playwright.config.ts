import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
const seededJobSpecs = /(careers-board|job-detail|job-feeds)\.spec\.ts$/;
// Specs that publish posts or add categories run last, after the specs that count them.
const contentWriteSpecs = /(admin-posts|post-defaults)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three workers on two cores: a journey often waits (for the server, the outbox worker, hydration),
  // and with two the CPU was partly idle; with three it is busy throughout (ADR 007).
  workers: 3,
  // No retries: a test that passes only on a second try is a failure to fix, not to hide.
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Generous: axe on a full page takes seconds on a 2-core machine; nothing here asserts timing.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot. The trace's
    // screencast is off: recording frames of every test cost more CPU than the tests themselves
    // (28 header-navigation tests: 84 s with it, 43 s without, two workers).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium-headless-shell",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // Specs that count the seeded jobs run first, before specs that create jobs of their own.
  projects: [
    { name: "seeded-jobs", testMatch: seededJobSpecs, use: { ...devices["Desktop Chrome"] } },
    {
      name: "chromium",
      testIgnore: [seededJobSpecs, contentWriteSpecs],
      dependencies: ["seeded-jobs"],
      use: { ...devices["Desktop Chrome"] },
    },
    {
      name: "content-writes",
      testMatch: contentWriteSpecs,
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: {
    // The production build on a throwaway PostgreSQL server, with an SMTP sink (tests/support/e2e-server.ts).
    command: `node tests/support/e2e-server.ts`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM lets the server script stop its PostgreSQL server and SMTP sink.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: { E2E_PORT: String(port) },
  },
});
