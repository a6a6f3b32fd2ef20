// The container tier (npm run test:container): builds the production image on a Debian base made
// here and runs it against a throwaway PostgreSQL server. Needs docker.io and debootstrap.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "container",
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/container/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    // The first run makes the Debian base and builds the image.
    hookTimeout: 900_000,
  },
});
