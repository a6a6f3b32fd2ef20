// The resilience tier: mostly the production build (server.js) as real processes against a real
// PostgreSQL server and SMTP sink. It needs `npm run build` first, so `npm test` runs it after the
// end-to-end tier (which builds); run it alone with `npm run build && npx vitest run --config
// tests/resilience/vitest.config.ts`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: "resilience",
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/resilience/**/*.test.ts"],
    environment: "node",
    // Each file starts its own servers, databases and ports, and mostly waits for outages and
    // retries to play out (about a third of a core in all): the files run side by side.
    maxWorkers: 4,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
