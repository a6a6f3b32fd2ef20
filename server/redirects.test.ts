import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { redirects as siteRedirects } from "~/content/redirects";
import {
  createRedirectMatcher,
  normalizePathname,
  redirects,
  redirectTarget,
  resolveRedirect,
} from "./redirects";

const match = createRedirectMatcher(siteRedirects);
const resolve = (path: string) => resolveRedirect(new URL(path, "http://localhost"), match);

describe("redirect matcher", () => {
  it.each([
    ["/home", "/"],
    ["/hire-remote-talent", "/hire-talent"],
    ["/outsourcing-projects", "/outsource-project"],
    ["/project-hive-management-tracker", "/products/project-hive-management"],
    ["/ecommerce-mindmap", "/products/ecommerce-blueprint"],
    ["/lockboxy", "/products/lockboxy"],
    ["/suchify", "/products/suchify"],
    ["/products/project-hive", "/products/project-hive-management"],
    ["/services/product-development", "/services"],
    ["/services/cloud--devops", "/services/cloud-devops"],
    ["/faq", "/contact#faq"],
    ["/jobs", "/careers"],
    ["/join-suchify", "/careers"],
    ["/join-anything-at-all", "/careers"],
    ["/jobs/senior-react-developer", "/careers/job/senior-react-developer"],
    ["/articles", "/knowledge-center"],
    ["/articles/react-server-components", "/knowledge-center/react-server-components"],
  ])("%s -> %s", (from, to) => {
    expect(match(from)).toBe(to);
  });

  it("ignores letter case of the path but keeps the case of parameter values", () => {
    expect(match("/HOME")).toBe("/");
    expect(match("/Jobs/Senior-Dev")).toBe("/careers/job/Senior-Dev");
  });

  it("does not treat the job feeds as job slugs", () => {
    for (const feed of ["/jobs/feed.xml", "/jobs/atom.xml", "/jobs/feed.json"]) {
      expect(match(feed)).toBeUndefined();
      expect(resolve(feed)).toBeUndefined();
    }
  });

  it("matches parameters within one path segment only", () => {
    expect(match("/jobs/a/b")).toBeUndefined();
    expect(match("/join-")).toBeUndefined();
    expect(match("/join-x/y")).toBeUndefined();
    expect(match("/careers")).toBeUndefined();
    expect(match("/products/suchify")).toBeUndefined();
    expect(match("/articles/a/b")).toBeUndefined();
  });

  it("never redirects to a path that redirects again", () => {
    for (const redirect of siteRedirects) {
      const target = redirect.to.split("#")[0] as string;
      expect(match(target), `${redirect.from} -> ${redirect.to}`).toBeUndefined();
    }
  });

  it("reads parameter names literally, not as regular expressions", () => {
    const custom = createRedirectMatcher([{ from: "/a.b/:id", to: "/c/:id" }]);
    expect(custom("/a.b/7")).toBe("/c/7");
    expect(custom("/axb/7")).toBeUndefined();
  });
});

describe("trailing slashes", () => {
  it("removes one or more trailing slashes and collapses repeated ones", () => {
    expect(normalizePathname("/careers/")).toBe("/careers");
    expect(normalizePathname("/careers//job//x/")).toBe("/careers/job/x");
    expect(normalizePathname("/")).toBe("/");
    expect(normalizePathname("//")).toBe("/");
  });

  it("redirects to the normalised path, or straight to the table's target", () => {
    expect(redirectTarget("/careers/", match)).toBe("/careers");
    expect(redirectTarget("/jobs/", match)).toBe("/careers");
    expect(redirectTarget("/home/", match)).toBe("/");
    expect(redirectTarget("/careers", match)).toBeUndefined();
    expect(redirectTarget("/", match)).toBeUndefined();
  });

  it("never produces a protocol-relative Location", () => {
    expect(resolve("http://localhost//evil.example/")).toEqual({
      kind: "document",
      location: "/evil.example",
    });
  });
});

describe("resolveRedirect", () => {
  it("keeps the query string, before the target's fragment", () => {
    expect(resolve("/jobs?q=react&page=2")).toEqual({
      kind: "document",
      location: "/careers?q=react&page=2",
    });
    expect(resolve("/faq?utm_source=x")).toEqual({
      kind: "document",
      location: "/contact?utm_source=x#faq",
    });
    expect(resolve("/careers/?q=1")).toEqual({ kind: "document", location: "/careers?q=1" });
  });

  it("answers React Router data requests with the page's redirect", () => {
    expect(resolve("/jobs.data?_routes=root,routes%2Fcareers")).toEqual({
      kind: "data",
      location: "/careers",
    });
    expect(resolve("/careers/_.data?q=1")).toEqual({ kind: "data", location: "/careers?q=1" });
    expect(resolve("/careers.data")).toBeUndefined();
    expect(resolve("/_.data")).toBeUndefined();
  });

  it("leaves ordinary paths alone", () => {
    expect(resolve("/")).toBeUndefined();
    expect(resolve("/services/web-development")).toBeUndefined();
    expect(resolve("/assets/entry.client-abc.js")).toBeUndefined();
  });
});

describe("redirects middleware", () => {
  const app = new Hono();
  app.use(redirects());
  app.all("*", (c) => c.text("page"));

  it("answers 301 with a relative Location", async () => {
    const response = await app.request("/jobs/x?ref=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/careers/job/x?ref=1");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
  });

  it("tells a client-side navigation where to go", async () => {
    const response = await app.request("/home.data");
    expect(response.status).toBe(204);
    expect(response.headers.get("X-Remix-Redirect")).toBe("/");
    expect(response.headers.get("X-Remix-Status")).toBe("301");
  });

  it("redirects only GET and HEAD", async () => {
    expect((await app.request("/jobs", { method: "HEAD" })).status).toBe(301);
    const post = await app.request("/jobs", { method: "POST" });
    expect(post.status).toBe(200);
    expect(await post.text()).toBe("page");
  });
});
