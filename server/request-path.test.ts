// Work the production request path does once rather than on every request.
import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { createHonoApp } from "./app";
import { onePageBuild } from "./test-build";

vi.mock("react-router", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react-router")>();
  return { ...actual, matchRoutes: vi.fn(actual.matchRoutes) };
});

const security = { dev: false, siteUrl: "http://localhost:3000", analytics: false };
const Page = () => createElement("p", null, "Senior platform engineer");

describe("production request path", () => {
  it("loads the build and builds React Router's route tables once, not per request", async () => {
    const build = onePageBuild({ path: "careers/job/:slug", Page });
    const loadBuild = vi.fn(async () => build);
    const app = createHonoApp({ dev: false, build: loadBuild, security });
    for (const slug of ["platform", "frontend", "platform"]) {
      const response = await app.request(`/careers/job/${slug}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Senior platform engineer");
    }
    expect(loadBuild).toHaveBeenCalledTimes(1);
  });

  it("matches each path against the route table once and remembers its pattern", async () => {
    // Imported afresh: in a worker that runs test files without isolation another file may have
    // loaded it with React Router unmocked.
    vi.resetModules();
    const reactRouter = await import("react-router");
    const { routePatterns } = await import("./access-log");
    const { routes } = onePageBuild({ path: "careers/job/:slug", Page });
    const routeOf = routePatterns(routes);
    const matchRoutes = vi.mocked(reactRouter.matchRoutes);
    matchRoutes.mockClear();
    expect(routeOf("/careers/job/platform")).toBe("/careers/job/:slug");
    expect(routeOf("/careers/job/platform")).toBe("/careers/job/:slug");
    expect(routeOf("/careers/job/frontend")).toBe("/careers/job/:slug");
    expect(matchRoutes).toHaveBeenCalledTimes(2);
  });
});
