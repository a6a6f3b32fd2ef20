import { readdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { pitches } from "../../app/content/pitches";
import type { ServicePageData } from "../../app/content/service-pages/types";
import webDevelopment from "../../app/content/service-pages/web-development";
import { contactTexts } from "../../app/features/contact/messages";
import { listedResources, resourceHost } from "../../app/features/service-page/content";
import { tagPath } from "../../app/lib/slugify";
import { queryDb, uniqueBusinessEmail, uniqueClientAddress } from "../support/e2e-services";
import { expect, rememberCookieChoice, test, waitForHydration } from "./fixtures";

// Generous limits: the machines running these tests are often busy, and axe reads a long page.
test.describe.configure({ timeout: 90_000 });

/**
 * The service pages with data: the modules the registry collects (its Vite glob does not run
 * under Playwright, so the folder is read the same way here).
 */
const pagesDir = path.resolve("app/content/service-pages");
const pageSlugs = readdirSync(pagesDir)
  .filter((file) => /^[a-z0-9-]+\.ts$/.test(file) && !["index.ts", "types.ts"].includes(file))
  .map((file) => file.replace(/\.ts$/, ""));

async function loadPage(slug: string): Promise<ServicePageData> {
  const module = (await import(path.join(pagesDir, `${slug}.ts`))) as { default: ServicePageData };
  return module.default;
}

async function open(page: Page, slug: string) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
  await page.addInitScript(rememberCookieChoice);
  const response = await page.goto(`/services/${slug}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** The sections in document order, by id, among those the template can render. */
const sectionOrder = [
  "service-hero",
  "technologies",
  "services",
  "features",
  "process",
  "pipeline",
  "pipeline-use-cases",
  "technology-stack",
  "migrations",
  "industries",
  "related-articles",
  "resources",
  "related-jobs",
  "faq",
];

async function renderedSections(page: Page): Promise<string[]> {
  return page
    .locator("main")
    .evaluate((main, ids) => ids.filter((id) => main.querySelector(`[id="${id}"]`)), sectionOrder);
}

async function documentOrder(page: Page): Promise<string[]> {
  return page
    .locator("main")
    .evaluate(
      (main, ids) =>
        [...main.querySelectorAll("[id]")].map((el) => el.id).filter((id) => ids.includes(id)),
      sectionOrder,
    );
}

function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.flatMap((script) => {
      const value = JSON.parse(script.textContent ?? "null");
      return Array.isArray(value) ? value : [value];
    }),
  );
}

function cards(page: Page): Locator {
  return page.locator("#services [data-service-card]");
}

/** Lower-cased tags, as the related blocks compare them. */
const lowered = (tags: readonly string[]) => tags.map((tag) => tag.trim().toLowerCase());

/** Published posts of the page's categories and tags, newest first, as the block lists them. */
async function expectedArticles(page: ServicePageData): Promise<string[]> {
  const rows = await queryDb<{ title: string }>(
    `select title from blog_posts
      where status = 'published' and publish_date <= now() and category_id = any($1)
        and exists (select 1 from unnest(tags) as tag where lower(btrim(tag)) = any($2))
      order by publish_date desc, id desc limit 3`,
    [page.blogCategoryIds, lowered(page.blogTags)],
  );
  return rows.map((row) => row.title);
}

/** Open jobs of the page's categories and tags, newest first, as the block lists them. */
async function expectedJobs(page: ServicePageData): Promise<string[]> {
  const rows = await queryDb<{ title: string }>(
    `select title from job_posts
      where is_active and (application_deadline is null or application_deadline > now())
        and category_id = any($1)
        and exists (select 1 from unnest(tags) as tag where lower(btrim(tag)) = any($2))
      order by created_at desc, id desc limit 3`,
    [page.jobCategoryIds, lowered(page.jobTags)],
  );
  return rows.map((row) => row.title);
}

test.describe("service page template (/services/web-development)", () => {
  test("every section in the spec's order, metadata and structured data, no axe violations", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    test.slow();
    await open(page, "web-development");
    await expect(page).toHaveTitle("Web Development Services | Quillstack");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/services\/web-development$/,
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /React/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Web Development");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText(["Home", "Services", "Web Development"]);

    // The streamed blocks settle (skeletons gone) before the order is read.
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    const sections = await renderedSections(page);
    expect(await documentOrder(page)).toEqual(sections);
    for (const id of ["service-hero", "technologies", "services", "features", "process"]) {
      expect(sections).toContain(id);
    }
    for (const id of ["industries", "resources", "faq"]) expect(sections).toContain(id);
    // Data engineering's sections appear only where a page has their data.
    for (const id of ["pipeline", "pipeline-use-cases", "technology-stack", "migrations"]) {
      expect(sections).not.toContain(id);
    }
    await expect(page.getByRole("heading", { name: "Our Process" })).toBeVisible();
    await expect(page.locator("#process ol > li")).toHaveCount(4);
    await expect(page.locator("#industries li")).toHaveCount(
      webDevelopment.industryUseCases?.length ?? 0,
    );
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );

    const data = await jsonLd(page);
    const types = data.map((item) => item["@type"]);
    expect(types).toEqual(expect.arrayContaining(["BreadcrumbList", "FAQPage", "Service"]));
    const faqPage = data.find((item) => item["@type"] === "FAQPage") as {
      mainEntity: Array<{ name: string }>;
    };
    expect(faqPage.mainEntity.map((question) => question.name)).toEqual(
      webDevelopment.faqs.map((faq) => faq.question),
    );
    const service = data.find((item) => item["@type"] === "Service") as {
      provider: { "@id": string };
    };
    expect(service.provider["@id"]).toMatch(/\/#organization$/);

    const hero = page.locator("#service-hero img");
    await expect(hero).toHaveAttribute("width", "640");
    await expect(hero).toHaveAttribute("height", "480");

    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("six cards with four features, '+N more features' by keyboard, and technology chips", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, "web-development");
    await expect(cards(page)).toHaveCount(6);
    for (const [index, service] of webDevelopment.services.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title);
      await expect(card.locator("ul").first().locator("li")).toHaveCount(4);
      await expect(card.getByRole("button", { name: `Discuss ${service.title}` })).toBeVisible();
      const more = service.features.length - 4;
      await expect(card.getByText(`+${more} more feature`)).toHaveCount(more > 0 ? 1 : 0);
    }

    const first = cards(page).first();
    const hidden = webDevelopment.services[0]?.features[4] as string;
    await expect(first.getByText(hidden)).toBeHidden();
    await expect(first.locator("summary")).toHaveAccessibleName("+2 more features");
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first.getByText(hidden)).toBeVisible();
    await expect(first.locator("summary")).toHaveAccessibleName("Show fewer features");
    await expect(first.locator("details")).toHaveAttribute("open", "");

    const chips = page.getByRole("list", { name: webDevelopment.technologyTitle });
    await expect(chips.getByRole("link", { name: /^React\b/ }).first()).toBeVisible();
    await expect(page.getByText("Click any technology to learn more about it")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("technology chips show 20, then '+N more' expands them all and 'Show less' folds them", async ({
    page,
    checkA11y,
  }) => {
    await open(page, "web-development");
    const chips = page.getByRole("list", { name: webDevelopment.technologyTitle });
    await expect(chips.getByRole("link")).toHaveCount(20);
    const more = page.getByRole("button", { name: /^\+\d+ more$/ });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    const hidden = Number((await more.textContent())?.match(/\d+/)?.[0]);
    expect(hidden).toBeGreaterThan(0);
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(chips.getByRole("link")).toHaveCount(20 + hidden);
    const less = page.getByRole("button", { name: "Show less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await checkA11y();
    await less.click();
    await expect(chips.getByRole("link")).toHaveCount(20);
    // A chip with a documentation URL opens it in a new tab.
    const external = chips.getByRole("link", { name: /opens in a new tab/ }).first();
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", /noopener/);
  });

  test("'Discuss Project' and a card's 'Discuss {service}' open the web development pitch", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, "web-development");
    const pitch = pitches["web-development"];
    const triggers = [
      page.locator("#service-hero").getByRole("button", { name: "Discuss Project" }),
      cards(page).nth(2).getByRole("button", { name: "Discuss Back-End and APIs" }),
    ];
    for (const trigger of triggers) {
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: pitch.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("data-page-type", "web-development");
      await expect(dialog.getByText(pitch.subtitle)).toBeVisible();
      await expect(dialog.getByRole("combobox", { name: /Service/ })).toHaveValue(
        "web-development",
      );
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
    expect(consoleErrors).toEqual([]);
  });

  test("FAQ opens with the keyboard; resources only with urls, host and 'Visit Resource'", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, "web-development");
    const faq = page.locator("#faq details");
    await expect(faq).toHaveCount(5);
    const [firstFaq] = webDevelopment.faqs;
    await expect(page.getByText(firstFaq?.answer as string)).toBeHidden();
    await faq.first().locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(firstFaq?.answer as string)).toBeVisible();
    await expect(page.getByText(/2-4 weeks/).first()).toBeVisible();

    const listed = listedResources(webDevelopment.externalResources);
    expect(listed.length).toBeLessThan(webDevelopment.externalResources.length);
    const resourceCards = page.locator("#resources [data-resource-card]");
    await expect(resourceCards).toHaveCount(listed.length);
    for (const [index, resource] of listed.entries()) {
      const card = resourceCards.nth(index);
      await expect(card.getByRole("heading")).toHaveText(resource.title);
      await expect(card.getByText(resourceHost(resource.url), { exact: true })).toBeVisible();
      await expect(card.getByText(resource.category, { exact: true })).toBeVisible();
      const link = card.getByRole("link", { name: /Visit Resource/ });
      await expect(link).toHaveAttribute("href", new URL(resource.url).href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("related articles and jobs are the database's newest rows, or hidden when none", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, "web-development");
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    const articles = await expectedArticles(webDevelopment);
    const articleBlock = page.locator("#related-articles");
    if (articles.length === 0) {
      await expect(articleBlock).toHaveCount(0);
    } else {
      await expect(articleBlock.getByRole("heading", { level: 3 })).toHaveText(articles);
      // At most two tags on each card, then '+N more'.
      for (const list of await articleBlock.locator("article ul").all()) {
        expect(await list.locator("li a").count()).toBeLessThanOrEqual(2);
      }
    }
    const jobs = await expectedJobs(webDevelopment);
    const jobBlock = page.locator("#related-jobs");
    if (jobs.length === 0) {
      await expect(jobBlock).toHaveCount(0);
    } else {
      await expect(jobBlock.getByRole("heading", { level: 3 })).toHaveText(jobs);
      for (const list of await jobBlock.getByRole("list", { name: "Skills" }).all()) {
        const tags = await list.locator("li").allTextContents();
        expect(tags.filter((tag) => !tag.startsWith("+")).length).toBeLessThanOrEqual(4);
      }
    }
    expect(consoleErrors).toEqual([]);
  });

  test("analytics: service_cta_click for hero, card and closing buttons; external_resource_click", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
    await page.addInitScript(() => {
      window.localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ essential: true, analytics: true, marketing: false, functional: true }),
      );
    });
    await page.goto("/services/web-development");
    const clicks = [
      page.locator("#service-hero").getByRole("button", { name: "Discuss Project" }),
      cards(page).first().getByRole("button", { name: "Discuss Custom Web Applications" }),
      page.getByRole("button", { name: "Discuss Your Project" }),
    ];
    for (const button of clicks) {
      await button.click();
      await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
      await expect(page.getByRole("dialog")).toBeHidden();
    }
    // The resource opens in a new tab: keep it from reaching the network.
    await context.route("https://developer.mozilla.org/**", (route) =>
      route.fulfill({ body: "ok" }),
    );
    const opened = context.waitForEvent("page");
    await page
      .locator("#resources")
      .getByRole("link", { name: /Visit Resource.*MDN Web Docs/ })
      .click();
    await (await opened).close();

    const events = async () => {
      const id = await page.evaluate(() => window.localStorage.getItem("analytics-anonymous-id"));
      const rows = await queryDb<{ name: string; properties: Record<string, unknown> }>(
        `select name, properties from analytics_events
          where anonymous_id = $1 and name in ('service_cta_click', 'external_resource_click')
          order by created_at, id`,
        [id],
      );
      return rows.map((event) => ({ name: event.name, ...event.properties }));
    };
    const mdn = listedResources(webDevelopment.externalResources)[0];
    // Beacons may arrive in any order: compare as a set.
    await expect.poll(async () => (await events()).length).toBe(4);
    expect(await events()).toEqual(
      expect.arrayContaining([
        {
          name: "service_cta_click",
          service: "Web Development",
          cta_type: "discuss_project",
          location: "hero_section",
        },
        {
          name: "service_cta_click",
          service: "Web Development",
          cta_type: "discuss_service",
          location: "services_section",
          service_feature: "Custom Web Applications",
        },
        {
          name: "service_cta_click",
          service: "Web Development",
          cta_type: "discuss_project",
          location: "cta_section",
        },
        {
          name: "external_resource_click",
          resource_title: mdn?.title,
          resource_category: mdn?.category,
          resource_url: mdn?.url,
          resource_description: mdn?.description,
        },
      ]),
    );
    expect(consoleErrors).toEqual([]);
  });

  test("an unknown service answers 404", async ({ page }) => {
    const response = await page.goto("/services/no-such-service");
    expect(response?.status()).toBe(404);
  });
});

test.describe("service names in headings, titles and sentences", () => {
  for (const { slug, title, heading, field, project } of [
    {
      slug: "api-services",
      title: "API & Backend Services | Quillstack",
      heading: "Our API & Backend Services",
      field: "APIs and backend systems",
      project: "Ready to start your API or backend project?",
    },
    {
      slug: "virtual-reality",
      title: "VR/AR/MR Development Services | Quillstack",
      heading: "Our VR/AR/MR Development Services",
      field: "VR, AR and MR development",
      project: "Ready to start your VR, AR or MR project?",
    },
  ]) {
    test(`/services/${slug} names the service once and keeps its acronyms`, async ({
      page,
      consoleErrors,
    }) => {
      await open(page, slug);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      await expect(page.locator("#resources")).toContainText(
        `Documentation, standards and research we rely on for ${field}.`,
      );
      await expect(page.getByRole("heading", { level: 2, name: project })).toBeVisible();
      const service = (await jsonLd(page)).find((item) => item["@type"] === "Service") as {
        hasOfferCatalog: { name: string };
      };
      expect(service.hasOfferCatalog.name).toBe(heading.replace(/^Our /, ""));
      await expect(page.locator("main")).not.toContainText(/Services Services/);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe("related articles and jobs on the service's topic", () => {
  for (const { slug, article, job, topic } of [
    {
      slug: "blockchain-dapps",
      article: "Before Mainnet: The Smart Contract Review We Run on Every Release",
      job: "Smart Contract Engineer (Solidity)",
      topic: "Blockchain",
    },
    {
      slug: "virtual-reality",
      article: "VR Training on Standalone Headsets: Keeping 72 Frames per Second",
      job: "XR Developer (Unity)",
      topic: "Virtual Reality",
    },
  ]) {
    test(`/services/${slug} shows its own articles and jobs, not the newest web ones`, async ({
      page,
      consoleErrors,
    }) => {
      const data = await loadPage(slug);
      await open(page, slug);
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      const articles = page.locator("#related-articles").getByRole("heading", { level: 3 });
      await expect(articles).toHaveText(await expectedArticles(data));
      await expect(articles.filter({ hasText: article })).toHaveCount(1);
      await expect(articles.filter({ hasText: /React Server Components/ })).toHaveCount(0);
      const jobs = page.locator("#related-jobs").getByRole("heading", { level: 3 });
      await expect(jobs).toHaveText(await expectedJobs(data));
      await expect(jobs.filter({ hasText: job })).toHaveCount(1);
      await expect(jobs.filter({ hasText: /Frontend Engineer/ })).toHaveCount(0);
      // The block's link opens the topic's own page, not the whole web-development category.
      await page
        .locator("#related-articles")
        .getByRole("link", { name: `More on ${topic}` })
        .click();
      await expect(page).toHaveURL(tagPath(topic));
      await expect(page.getByRole("heading", { name: article })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }
});

test("the enquiry dialog by keyboard: focus on Name, Tab wraps, the browser's checks show above it", async ({
  page,
  consoleErrors,
}) => {
  await open(page, "web-development");
  const trigger = page.locator("#service-hero").getByRole("button", { name: "Discuss Project" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: pitches["web-development"].title });
  // The first field Tab reaches, not the honeypot the browser would pick.
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeFocused();

  await dialog.getByRole("button", { name: pitches["web-development"].buttonText }).click();
  // The toast is inside the modal dialog (in the top layer above it), not inert behind it.
  const toast = dialog
    .locator("[data-sonner-toast]")
    .filter({ hasText: contactTexts.required.title });
  await expect(toast).toContainText(contactTexts.required.description);
  const onTop = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(
      document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2),
    );
  });
  expect(onTop).toBe(true);
  await expect(dialog.getByText(contactTexts.fieldRequired.name)).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test("AI Daily Life opens its own pitch, whose call to action is the form's submit button", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  const pitch = pitches["ai-daily-life"];
  await open(page, "ai-daily-life");
  await page.locator("#service-hero").getByRole("button", { name: "Discuss Project" }).click();
  const dialog = page.getByRole("dialog", { name: pitch.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("data-page-type", "ai-daily-life");
  await expect(dialog.getByText(pitch.description)).toBeVisible();
  // The pitch's call to action is the one button that sends the form, not a paragraph beside it.
  await expect(dialog.getByText(pitch.buttonText)).toHaveCount(1);
  const submit = dialog.getByRole("button", { name: pitch.buttonText });
  await expect(submit).toHaveAttribute("type", "submit");
  const email = uniqueBusinessEmail("assistant");
  await dialog.getByRole("textbox", { name: "Name" }).fill("Ines Duarte");
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByRole("textbox", { name: "Message" }).fill("An inbox triage assistant, please.");
  await submit.click();
  await expect(dialog.getByRole("heading", { name: /your message is on its way/ })).toBeFocused();
  expect(
    await queryDb<{ service: string }>("select service from contact_messages where email = $1", [
      email,
    ]),
  ).toEqual([{ service: "ai-data-services" }]);
  await checkA11y();
  expect(consoleErrors).toEqual([]);
});

test.describe("every service page", () => {
  test("all 13 services have a page", () => {
    expect(pageSlugs).toHaveLength(13);
  });

  for (const slug of pageSlugs) {
    const dataEngineering = slug === "data-engineering";
    test(`/services/${slug}: six cards, ${dataEngineering ? 7 : 5} FAQs, its dialog, axe`, async ({
      page,
      checkA11y,
      consoleErrors,
    }) => {
      test.slow(); // axe on a long page
      const data = await loadPage(slug);
      await open(page, slug);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.title);
      await expect(cards(page)).toHaveCount(6);
      await expect(page.locator("#faq details")).toHaveCount(dataEngineering ? 7 : 5);
      await expect(page.locator("#process ol > li")).toHaveCount(dataEngineering ? 6 : 4);
      await expect(page.locator("#resources [data-resource-card]")).toHaveCount(
        listedResources(data.externalResources).length,
      );
      for (const id of ["pipeline", "technology-stack", "migrations"]) {
        const has =
          (id === "pipeline" && data.dataPipelineFlow) ||
          (id === "technology-stack" && data.technologyStack) ||
          (id === "migrations" && (data.migrationProjects?.length ?? 0) > 0);
        await expect(page.locator(`#${id}`)).toHaveCount(has ? 1 : 0);
      }
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      await checkA11y();
      await page.locator("#service-hero").getByRole("button", { name: "Discuss Project" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toHaveAttribute("data-page-type", data.contactDialog.pageType);
      await expect(dialog.getByRole("combobox", { name: /Service/ })).toHaveValue(
        data.contactDialog.defaultService,
      );
      expect(consoleErrors).toEqual([]);
    });
  }
});
