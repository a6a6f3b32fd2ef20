import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicePages } from "~/content/service-pages";
import type { PostSummary } from "~/features/blog/types";
import type { JobSummary } from "~/features/jobs/types";
import { seedDemoContent } from "../../../db/seed/index.ts";
import { openTestDatabase } from "../../../tests/support/test-database";
import { streamRelatedArticles, streamRelatedJobs } from "./related.server";

/**
 * What each service is about, in words a related article or job must use in its title or tags.
 * Written apart from the pages' tag filters, so a filter that lets an off-topic row through fails.
 */
const topics: Record<string, RegExp> = {
  "web-development": /react|next\.js|javascript|design system|web|ux/i,
  "mobile-development": /mobile|flutter|react native|kotlin|swift|ios|android/i,
  ecommerce: /e-commerce|shopify|woocommerce|checkout|store/i,
  "ai-data": /machine learning|llm|annotat|rag|pytorch|\bai\b/i,
  "ai-daily-life": /assistant|llm|prompt|rag|\bai\b/i,
  "blockchain-dapps": /blockchain|solidity|smart contract|ethereum/i,
  "data-engineering": /data|dbt|airflow|spark|kafka|sql/i,
  "virtual-reality": /\bvr\b|\bxr\b|\bar\b|webxr|reality|unity|openxr|arkit/i,
  "cloud-devops": /cloud|devops|kubernetes|terraform|aws|azure|ci\/cd|site reliability/i,
  "qa-automation": /test|qa\b|playwright|sdet/i,
  "rpa-automation": /rpa|automation|uipath|invoice|assistant/i,
  "api-services": /api|backend|postgresql|go\b|java|node\.js|django/i,
  "serverless-functions": /serverless|lambda|dynamodb/i,
};

function topicText(item: PostSummary | JobSummary): string {
  return [item.title, ...item.tags].join(" | ");
}

describe("related articles and jobs on the service pages (seeded demo content)", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase({ migrate: true });
    await seedDemoContent(database.db);
  });

  afterAll(() => database.cleanup());

  it("has a topic for every page", () => {
    expect(Object.keys(topics).sort()).toEqual(servicePages.map((page) => page.slug).sort());
  });

  describe.each(servicePages.map((page) => [page.slug, page] as const))(
    "/services/%s",
    (slug, page) => {
      it("shows articles and jobs on the service's topic only", async () => {
        const [articles, jobs] = await Promise.all([
          streamRelatedArticles(page),
          streamRelatedJobs(page),
        ]);
        expect(articles?.length, "articles").toBeGreaterThan(0);
        expect(jobs?.length, "jobs").toBeGreaterThan(0);
        for (const item of [...(articles ?? []), ...(jobs ?? [])]) {
          expect(topicText(item), slug).toMatch(topics[slug] as RegExp);
        }
      });
    },
  );

  it("keeps a web article and a client's frontend job off the other services' pages", async () => {
    for (const page of servicePages.filter((page) => page.slug !== "web-development")) {
      const articles = (await streamRelatedArticles(page)) ?? [];
      expect(
        articles.map((post) => post.slug),
        page.slug,
      ).not.toContain("react-server-components-in-production");
    }
    for (const slug of ["blockchain-dapps", "virtual-reality"]) {
      const page = servicePages.find((candidate) => candidate.slug === slug);
      const jobs = page ? ((await streamRelatedJobs(page)) ?? []) : [];
      expect(
        jobs.map((job) => job.slug),
        slug,
      ).not.toContain("frontend-engineer-design-systems-corvane-health");
    }
  });
});
