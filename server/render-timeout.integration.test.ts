// A page whose deferred section is still waiting when the render times out is sent without it:
// a crawler's document (rendered whole before it is sent) answered 500 instead. Most likely the
// soak's 9 page views with 500 at a machine load of 28: its visitors' user agent counts as a
// crawler's, and a post's related posts or a service page's related blocks are deferred.
import { createElement, Suspense, use } from "react";
import { afterAll, beforeAll, expect, it } from "vitest";
import { setLogLevel } from "~/lib/logger.server";
import { createHonoApp } from "./app";
import { onePageBuild } from "./test-build";

const neverSettles = new Promise<string>(() => {});
const RelatedPosts = () => createElement("p", null, use(neverSettles));
const Post = () =>
  createElement(
    "main",
    null,
    createElement("h1", null, "How we migrate a monolith"),
    createElement(Suspense, { fallback: null }, createElement(RelatedPosts)),
  );

beforeAll(() => setLogLevel("silent"));
afterAll(() => setLogLevel("info"));

it("sends a crawler the page without the section still waiting at the timeout, with 200", async () => {
  const app = createHonoApp({ dev: false, build: onePageBuild({ path: "post", Page: Post }) });
  const response = await app.request("/post", {
    headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("How we migrate a monolith");
}, 20_000);
