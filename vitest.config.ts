import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest keeps one core for itself by default, which on a 2-core machine runs the files one at a
    // time; its main process is mostly idle, and every file works on its own database.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,server,db,scripts,bench}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.integration.test.{ts,tsx}", "node_modules/**"],
          environment: "node",
          // The files share each worker's modules: importing the app anew for every file took
          // four fifths of this project's time (70 s -> 16 s on 2 cores). A file that mocks a
          // module or changes the environment undoes it or imports afresh (vi.resetModules).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["{app,server,db,scripts,tests,bench}/**/*.integration.test.{ts,tsx}"],
          globalSetup: ["tests/support/pglite-template.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Checks of the production build itself, such as the page weight budgets (ADR 046):
          // npm test runs them right after its build (npm run test:build).
          name: "build",
          include: ["tests/budgets/**/*.test.ts"],
          environment: "node",
          // Brotli at its highest quality on the largest chunks takes seconds on a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Hostile input against the production build (npm run test:fuzz; ADR 007).
          name: "fuzz",
          include: ["tests/fuzz/**/*.fuzz.test.ts"],
          environment: "node",
          globalSetup: ["tests/fuzz/global-setup.ts"],
          // Files count rows of shared tables: one at a time.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
