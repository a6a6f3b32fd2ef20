import type { Page } from "@playwright/test";
import { expect, rememberCookieChoice, test } from "./fixtures";

const slug = "senior-full-stack-engineer-react-node";
const title = "Senior Full-Stack Engineer (React, Node.js)";

test.beforeEach(async ({ context }) => {
  await context.addInitScript(rememberCookieChoice);
});

// Pages are rendered on a busy machine and axe walks every element: give each test room.
test.describe.configure({ timeout: 90_000 });

type Json = Record<string, unknown>;

async function jobPosting(page: Page): Promise<Json> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  const found = blocks
    .map((text) => JSON.parse(text) as Json)
    .find((data) => data["@type"] === "JobPosting");
  if (!found) throw new Error("no JobPosting JSON-LD on the page");
  return found;
}

/** Google's required JobPosting properties (search.google.com/test/rich-results rules). */
function googleRequiredProblems(data: Json): string[] {
  const problems: string[] = [];
  for (const property of ["title", "description", "datePosted", "hiringOrganization"]) {
    if (!data[property]) problems.push(`missing ${property}`);
  }
  if ((data.hiringOrganization as Json | undefined)?.name === undefined) {
    problems.push("hiringOrganization.name");
  }
  if (data.jobLocationType === "TELECOMMUTE") {
    const countries = data.applicantLocationRequirements as Json[] | undefined;
    if (!countries?.length || countries.some((country) => country["@type"] !== "Country")) {
      problems.push("remote job without applicantLocationRequirements");
    }
  } else {
    const address = (data.jobLocation as Json | undefined)?.address as Json | undefined;
    if (address?.["@type"] !== "PostalAddress" || !address.addressCountry) {
      problems.push("jobLocation without a PostalAddress");
    }
  }
  if (Number.isNaN(Date.parse(String(data.datePosted)))) problems.push("datePosted");
  return problems;
}

test.describe("job detail", () => {
  test("shows the whole job with apply, save and share", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    const response = await page.goto(`/careers/job/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${title} - Remote | Quillstack`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const main = page.locator("main");
    await expect(main.getByText("Quillstack", { exact: true }).first()).toBeVisible();
    const facts = page.getByRole("complementary", { name: "Apply for this job" });
    for (const text of [
      "$120,000 - $150,000",
      "Remote (United States, Canada)",
      "Open to applicants in United States, Canada",
      "Full-time",
      "Senior Level",
      "Engineering",
    ]) {
      await expect(facts).toContainText(text);
    }
    await expect(facts).toContainText(/Apply by\s*[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    for (const heading of [
      "About the role",
      "Responsibilities",
      "Requirements",
      "Benefits",
      "Skills and tags",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main).toContainText("Design, build and ship full-stack features");
    await expect(main).toContainText("6+ years of professional software engineering experience");
    await expect(main).toContainText("Health insurance for you and your dependants");
    await expect(
      page.getByRole("list", { name: "Skills and tags" }).getByRole("listitem"),
    ).toHaveText(["React", "TypeScript", "Node.js", "PostgreSQL", "AWS"]);
    await expect(page.getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      `/careers/job/${slug}/apply`,
    );
    await expect(page.getByRole("link", { name: `Log in to save ${title}` })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/careers/job/${slug}$`),
    );
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("has JobPosting structured data that meets Google's requirements", async ({ page }) => {
    await page.goto(`/careers/job/${slug}`);
    const remote = await jobPosting(page);
    expect(googleRequiredProblems(remote)).toEqual([]);
    expect(remote).toMatchObject({
      "@context": "https://schema.org",
      title,
      employmentType: "FULL_TIME",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [
        { "@type": "Country", name: "US" },
        { "@type": "Country", name: "CA" },
      ],
      directApply: true,
      hiringOrganization: { "@type": "Organization", name: "Quillstack" },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: {
          "@type": "QuantitativeValue",
          minValue: 120000,
          maxValue: 150000,
          unitText: "YEAR",
        },
      },
      identifier: { "@type": "PropertyValue", name: "Quillstack" },
    });
    expect(String(remote.description)).toContain("<h3>Requirements</h3>");
    expect(Date.parse(String(remote.validThrough))).toBeGreaterThan(Date.now());

    await page.goto("/careers/job/embedded-software-engineer-cpp-orbitfield-robotics");
    const onsite = await jobPosting(page);
    expect(googleRequiredProblems(onsite)).toEqual([]);
    expect(onsite.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Berlin", addressCountry: "DE" },
    });
    expect(onsite.baseSalary).toBeUndefined(); // euros: never stated as dollars

    await page.goto("/careers/job/shopify-developer-contract-kestrel-commerce");
    const hourly = await jobPosting(page);
    expect(hourly.employmentType).toBe("CONTRACTOR");
    expect((hourly.baseSalary as Json).value).toMatchObject({
      minValue: 45,
      maxValue: 60,
      unitText: "HOUR",
    });
  });

  test("streams up to three related jobs of the same category", async ({ page, checkA11y }) => {
    await page.goto(`/careers/job/${slug}`);
    const related = page.getByRole("region", { name: "Similar jobs" });
    const items = related.locator("article");
    await expect(items).toHaveCount(3);
    const titles = await items.locator("h3").allTextContents();
    expect(titles).not.toContain(title);
    for (const item of await items.all()) {
      const description = (await item.locator("p").last().textContent()) ?? "";
      expect(description.length).toBeLessThanOrEqual(153);
      const tags = await item
        .getByRole("list", { name: "Skills" })
        .getByRole("listitem")
        .allTextContents();
      expect(tags.filter((tag) => !tag.startsWith("+")).length).toBeLessThanOrEqual(4);
    }
    // Each related job belongs to the same category.
    for (const href of await items
      .locator("h3 a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
      await page.goto(href);
      await expect(page.getByRole("complementary", { name: "Apply for this job" })).toContainText(
        "Engineering",
      );
    }
    await page.goto(`/careers/job/${slug}`);
    await expect(items).toHaveCount(3);
    await checkA11y();
  });

  test("Share copies the link with a toast when there is no share sheet", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      // No device share sheet, as on most desktop browsers.
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(`/careers/job/${slug}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to clipboard")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/careers/job/${slug}`);
  });

  test("Share opens the device share sheet when there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
      Object.defineProperty(Navigator.prototype, "share", {
        value: async (data: unknown) => {
          calls.push(data);
        },
        configurable: true,
      });
    });
    await page.goto(`/careers/job/${slug}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls))
      .toEqual([{ title, url: expect.stringMatching(new RegExp(`/careers/job/${slug}$`)) }]);
    await expect(page.getByText("Link copied to clipboard")).toHaveCount(0);
  });
});

test.describe("job not found", () => {
  const cases = [
    ["/careers/job/no-such-job", "No job found with slug: no-such-job", 404],
    ["/careers/job/:slug", "Invalid job slug provided", 404],
    ["/careers/job", "Invalid job slug provided", 404],
    // Expired (deadline passed) and inactive jobs are gone for visitors too: 410 Gone.
    [
      "/careers/job/head-of-data-science-halcyon-ledger",
      "No job found with slug: head-of-data-science-halcyon-ledger",
      410,
    ],
    [
      "/careers/job/design-director-kestrel-commerce",
      "No job found with slug: design-director-kestrel-commerce",
      410,
    ],
  ] as const;

  for (const [path, message, status] of cases) {
    test(`${path} answers ${status} with 'Job Not Found'`, async ({ page, checkA11y }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      expect(response?.headers()["x-robots-tag"]).toBe("noindex");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job Not Found");
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(
        page.getByText("The job you're looking for doesn't exist or has been removed."),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page).toHaveTitle(/Job Not Found/);
      await expect(page.getByRole("link", { name: "Back to Careers" })).toHaveAttribute(
        "href",
        "/careers",
      );
      await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
      await checkA11y();
    });
  }

  test("Try Again reloads the page and Back to Careers goes to the board", async ({ page }) => {
    await page.goto("/careers/job/no-such-job");
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Try Again" }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/careers\/job\/no-such-job$/);
    await page.getByRole("link", { name: "Back to Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });

  test("expired and inactive jobs are not on the board, and /jobs/:slug redirects", async ({
    request,
  }) => {
    const board = await (await request.get("/careers?q=Head%20of%20Data")).text();
    expect(board).not.toContain("Head of Data Science");
    const redirect = await request.get(`/jobs/${slug}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe(`/careers/job/${slug}`);
  });
});
