import type { Locator, Page } from "@playwright/test";
import { type CloudProviderPage, cloudPages } from "../../app/content/cloud";
import { contactTexts } from "../../app/features/contact/messages";
import { queryDb, uniqueBusinessEmail, uniqueClientAddress } from "../support/e2e-services";
import { expect, rememberCookieChoice, test } from "./fixtures";

// Generous limits: the machines running these tests are often busy.
test.describe.configure({ timeout: 90_000 });

const aspects = [
  "Advantages",
  "Challenges",
  "How we solve them",
  "Customer support",
  "Additional costs",
];

/** Loads a page with a stored cookie choice (no banner) and waits for React to hydrate. */
async function open(page: Page, path: string) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
  await page.addInitScript(rememberCookieChoice);
  await page.goto(path);
}

/** The page's structured data blocks, parsed. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const section = (page: Page, name: string | RegExp): Locator => page.getByRole("region", { name });

const consultationForm = (page: Page) =>
  page.locator("#consultation").getByRole("form", { name: "Contact us" });

async function messagesFrom(email: string) {
  return queryDb<{ name: string; company: string | null; service: string | null; message: string }>(
    "select name, company, service, message from contact_messages where email = $1",
    [email],
  );
}

for (const cloud of cloudPages) {
  test.describe(`${cloud.path}`, () => {
    test("renders its offerings, services, case studies, delivery models and FAQ", async ({
      page,
      checkA11y,
      consoleErrors,
    }) => {
      await open(page, cloud.path);
      await expect(page).toHaveTitle(new RegExp(cloud.meta.title.replace(/[()]/g, "\\$&")));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`^https?://[^/]+${cloud.path}$`),
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(cloud.hero.title);

      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(trail.getByRole("link")).toHaveText(["Home", "Services", "Cloud & DevOps"]);
      await expect(trail.locator('[aria-current="page"]')).toHaveText(cloud.providerName);

      const offerings = section(page, `How we help on ${cloud.shortName}`);
      await expect(offerings.getByRole("heading", { level: 3 })).toHaveText(
        cloud.offerings.map((offering) => offering.title),
      );

      const services = section(page, `${cloud.providerName} services we work with`);
      await expect(services.locator("[data-service-id]")).toHaveCount(
        cloud.supportedServices.length,
      );
      expect(cloud.supportedServices.length).toBeGreaterThanOrEqual(10);
      await expect(services.getByRole("heading", { level: 3 })).toHaveText(
        cloud.supportedServices.map((service) => service.name),
      );

      const studies = section(page, `Results on ${cloud.shortName}`);
      await expect(studies.getByRole("article")).toHaveCount(3);
      await expect(studies.locator("[data-metric]")).toHaveText(
        cloud.caseStudies.flatMap((study) => study.metrics),
      );

      const delivery = section(page, "Onsite, offshore or blended");
      const models = delivery.getByRole("article");
      await expect(models).toHaveCount(3);
      await expect(models.getByRole("heading", { level: 3 })).toHaveText([
        "Onsite",
        "Offshore",
        "Blended",
      ]);
      for (const model of await models.all()) {
        await expect(model.locator("dt")).toHaveText(aspects);
        await expect(model).toContainText("24x7");
      }

      const faq = section(page, `Questions about ${cloud.shortName} consulting`);
      await expect(faq.locator("details")).toHaveCount(cloud.faqs.length);

      const data = await jsonLd(page);
      const service = data.find((block) => block["@type"] === "Service");
      expect(service).toMatchObject({
        name: cloud.meta.title,
        provider: { "@type": "Organization", name: "Quillstack" },
      });
      const faqPage = data.find((block) => block["@type"] === "FAQPage");
      expect(((faqPage?.mainEntity ?? []) as unknown[]).length).toBe(cloud.faqs.length);
      const crumbs = data.find((block) => block["@type"] === "BreadcrumbList");
      expect(
        ((crumbs?.itemListElement ?? []) as Array<{ name: string }>).map((item) => item.name),
      ).toEqual(["Home", "Services", "Cloud & DevOps", cloud.providerName]);

      await expect(consultationForm(page).getByLabel("Service")).toHaveValue("cloud-devops");
      await checkA11y();
      expect(consoleErrors).toEqual([]);
    });
  });
}

const [aws, azure, googleCloud] = cloudPages as [
  CloudProviderPage,
  CloudProviderPage,
  CloudProviderPage,
];

test.describe("hero links to the consultation block", () => {
  for (const [cloud, label, reducedMotion] of [
    [aws, aws.hero.primaryAction, false],
    [googleCloud, googleCloud.hero.secondaryAction, true],
  ] as const) {
    test(`'${label}' scrolls to the block and focuses its heading${reducedMotion ? " (reduced motion)" : ""}`, async ({
      page,
      consoleErrors,
    }) => {
      if (reducedMotion) await page.emulateMedia({ reducedMotion: "reduce" });
      await open(page, cloud.path);
      const link = page.getByRole("link", { name: label });
      await expect(link).toHaveAttribute("href", "#consultation");
      const heading = page.getByRole("heading", {
        name: `Book a free ${cloud.shortName} consultation`,
      });
      await expect(heading).not.toBeInViewport();
      await link.click();
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`${cloud.path}#consultation$`));
      // Focus is in the block: the next Tab reaches the form's first field.
      await page.keyboard.press("Tab");
      await expect(consultationForm(page).getByLabel("Name")).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });
  }

  test("the link works without JavaScript, and so does the form", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() },
    });
    try {
      const page = await context.newPage();
      await page.goto(azure.path);
      const heading = page.getByRole("heading", { name: "Book a free Azure consultation" });
      await expect(heading).not.toBeInViewport();
      await page.getByRole("link", { name: azure.hero.primaryAction }).click();
      await expect(page).toHaveURL(/\/azure-services#consultation$/);
      await expect(heading).toBeInViewport();

      const sender = uniqueBusinessEmail("nojs-cloud");
      const form = consultationForm(page);
      await expect(form.getByLabel("Service")).toHaveValue("cloud-devops");
      await form.getByLabel("Name").fill("Noor Haddad");
      await form.getByLabel("Email").fill(sender);
      await form.getByLabel("Message").fill("Azure landing zone review, sent without JavaScript.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.waitForURL((url) => url.pathname === azure.path);
      await expect(page.getByRole("status")).toContainText(contactTexts.success.title);
      expect(await messagesFrom(sender)).toMatchObject([
        { name: "Noor Haddad", service: "cloud-devops" },
      ]);
    } finally {
      await context.close();
    }
  });
});

test("a consultation request is stored as a contact message and confirmed", async ({
  page,
  consoleErrors,
}) => {
  await open(page, googleCloud.path);
  const sender = uniqueBusinessEmail("cloud");
  const form = consultationForm(page);
  await expect(form.getByLabel("Service")).toHaveValue("cloud-devops");
  await form.getByLabel("Name").fill("Ines Moreau");
  await form.getByLabel("Email").fill(sender);
  await form.getByLabel("Company").fill("Northwind Analytics");
  await form
    .getByLabel("Message")
    .fill("We want to move 40 VMs and a data warehouse to Google Cloud this year.");
  await form.getByRole("button", { name: "Send Message" }).click();

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: contactTexts.success.title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(contactTexts.success.description);
  await expect
    .poll(() => messagesFrom(sender))
    .toEqual([
      {
        name: "Ines Moreau",
        company: "Northwind Analytics",
        service: "cloud-devops",
        message: `We want to move 40 VMs and a data warehouse to Google Cloud this year.\n\nPage: ${googleCloud.path}`,
      },
    ]);
  expect(consoleErrors).toEqual([]);
});
