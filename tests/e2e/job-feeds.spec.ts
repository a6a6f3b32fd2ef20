import type { APIRequestContext } from "@playwright/test";
import {
  checkAggregatorFeed,
  checkAtom,
  checkJsonFeed,
  checkRss,
} from "../support/feed-validation";
import { expect, test } from "./fixtures";

const feeds = [
  { path: "/jobs/feed.xml", type: "application/rss+xml; charset=utf-8", check: checkRss },
  { path: "/jobs/atom.xml", type: "application/atom+xml; charset=utf-8", check: checkAtom },
  { path: "/jobs/feed.json", type: "application/feed+json; charset=utf-8", check: checkJsonFeed },
] as const;

/** Seeded jobs visitors must never see in a feed: expired or inactive. */
const closedSlugs = [
  "head-of-data-science-halcyon-ledger",
  "qa-intern-marigold-learning",
  "business-development-executive-north-america",
  "design-director-kestrel-commerce",
  "devops-intern-noida",
  "delivery-manager-dubai",
];
/** Open jobs in the seed: 33 on the board plus 5 internships. */
const openJobs = 38;

async function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return { response, body: await response.text() };
}

for (const feed of feeds) {
  test(`${feed.path} is a valid feed of every open job, cached with an ETag`, async ({
    request,
    baseURL,
  }) => {
    const { response, body } = await get(request, feed.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(feed.type);
    expect(response.headers()["cache-control"]).toBe("public, max-age=300");
    const { problems, items } = feed.check(body);
    expect(problems).toEqual([]);
    expect(items).toHaveLength(openJobs);
    const links = items.map((item) => item.link);
    expect(links).toContain(`${baseURL}/careers/job/senior-full-stack-engineer-react-node`);
    expect(links).toContain(`${baseURL}/careers/job/software-engineering-intern-summer`);
    for (const slug of closedSlugs) expect(body).not.toContain(slug);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);

    // Conditional requests: the same body gives the same tag, and a match answers 304.
    const etag = response.headers().etag as string;
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
    for (const encoding of ["gzip, br", "identity"]) {
      const again = await get(request, feed.path, { "accept-encoding": encoding });
      expect(again.response.headers().etag?.replace(/^W\//, "")).toBe(etag.replace(/^W\//, ""));
      const cached = await get(request, feed.path, {
        "if-none-match": again.response.headers().etag as string,
        "accept-encoding": encoding,
      });
      expect(cached.response.status()).toBe(304);
      expect(cached.body).toBe("");
    }
    const stale = await get(request, feed.path, { "if-none-match": '"stale"' });
    expect(stale.response.status()).toBe(200);
  });
}

test("the aggregator feed lists every open job with stable reference numbers", async ({
  request,
  baseURL,
}) => {
  const { response, body } = await get(request, "/jobs/indeed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("public, max-age=300");
  const { problems, jobs } = checkAggregatorFeed(body);
  expect(problems).toEqual([]);
  expect(jobs).toHaveLength(openJobs);
  for (const slug of closedSlugs) expect(body).not.toContain(slug);
  const berlin = jobs.find((job) => job.title === "Embedded Software Engineer (C++)");
  expect(berlin).toMatchObject({
    company: "Orbitfield Robotics",
    city: "Berlin",
    country: "DE",
    salary: "€70,000 - €85,000",
    jobtype: "fulltime",
    category: "Engineering",
    url: `${baseURL}/careers/job/embedded-software-engineer-cpp-orbitfield-robotics`,
  });
  expect(String(berlin?.referencenumber)).toMatch(/^[0-9a-f-]{36}$/);
  const again = checkAggregatorFeed((await get(request, "/jobs/indeed.xml")).body);
  expect(again.jobs.map((job) => job.referencenumber)).toEqual(
    jobs.map((job) => job.referencenumber),
  );
  const cached = await get(request, "/jobs/indeed.xml", {
    "if-none-match": response.headers().etag as string,
  });
  expect(cached.response.status()).toBe(304);
});

test("pages advertise the job feeds in their head", async ({ page }) => {
  await page.goto("/careers");
  for (const feed of feeds) {
    await expect(page.locator(`head link[rel="alternate"][href="${feed.path}"]`)).toHaveCount(1);
  }
});
