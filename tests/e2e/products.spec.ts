import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { productLinks } from "../../app/content/navigation";
import { pitches } from "../../app/content/pitches";
import { products } from "../../app/content/products";
import {
  coreFeatures,
  platformCategories,
  uxChecklist,
} from "../../app/content/products/ecommerce-blueprint";
import { lockboxyOverview, lockboxyVideos } from "../../app/content/products/lockboxy";
import { projectHive } from "../../app/content/products/project-hive";
import { tabulatorPricing, tabulatorServices } from "../../app/content/products/tabulator";
import type { ProductVideo } from "../../app/content/products/types";
import {
  queryDb,
  uniqueBusinessEmail,
  uniqueClientAddress,
  waitForMail,
  waitForMatchingMail,
} from "../support/e2e-services";
import { expect, holdRequests, rememberCookieChoice, test, waitForHydration } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

/** CONTACT_INBOX is unset in the e2e server: notifications go to the site's address. */
const inbox = "hello@quillstack.dev";
const dialogTitle = "Custom E-commerce Development Requirements";

/** Requests the page made to hosts other than the site itself. */
function watchOtherHosts(page: Page, baseURL: string | undefined): string[] {
  const origin = new URL(baseURL ?? "http://localhost").origin;
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) {
      seen.push(url);
    }
  });
  return seen;
}

async function open(page: Page, path: string) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
  await page.addInitScript(rememberCookieChoice);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const value = JSON.parse(text) as { "@type": string } | Array<{ "@type": string }>;
    return (Array.isArray(value) ? value : [value]).map((item) => item["@type"]);
  });
}

async function expectCrumbs(page: Page, name: string) {
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem"),
  ).toHaveText(["Home", "Products", name]);
}

/** Clicks the trigger, checks the enquiry dialog's pitch and service, and closes it with Escape. */
async function expectEnquiry(
  page: Page,
  trigger: Locator,
  pageType: keyof typeof pitches,
  service: string,
) {
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: pitches[pageType].title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("data-page-type", pageType);
  await expect(dialog.getByRole("combobox", { name: /Service/ })).toHaveValue(service);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

/** The page's VideoObject structured data. */
async function videoObjects(page: Page): Promise<Record<string, string>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .flatMap((text) => {
      const value = JSON.parse(text) as Record<string, string> | Record<string, string>[];
      return Array.isArray(value) ? value : [value];
    })
    .filter((item) => item["@type"] === "VideoObject");
}

/** The VideoObject's files are served by the site: a WebM (by its bytes) and a WebP poster. */
async function expectServedVideo(request: APIRequestContext, video: Record<string, string>) {
  const file = await request.get(video.contentUrl ?? "");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("video/webm");
  expect((await file.body()).subarray(0, 4).toString("hex")).toBe("1a45dfa3");
  const poster = await request.get(video.thumbnailUrl ?? "");
  expect(poster.status()).toBe(200);
  expect(poster.headers()["content-type"]).toBe("image/webp");
}

/** The poster is shown (its image loaded); pressing play swaps in the player, focused and playing. */
async function expectPlays(page: Page, play: Locator, video: ProductVideo) {
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeVisible();
  await expect(play.locator("img")).toHaveJSProperty("complete", true);
  expect(await play.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(
    1280,
  );
  await play.click();
  await expectPlaying(page.locator(`video[src$="/${video.file}.webm"]`));
}

async function expectPlaying(player: Locator) {
  await expect(player).toBeFocused();
  await expect(player).toHaveAttribute("controls", "");
  await expect(player).toHaveJSProperty("paused", false);
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.2);
}

function region(page: Page, name: string | RegExp) {
  return page.getByRole("region", { name });
}

test("an unknown product is a 404", async ({ page }) => {
  const response = await page.goto("/products/no-such-product");
  expect(response?.status()).toBe(404);
});

test("Project Hive: features, steps, the demo video plays on the page, VideoObject, enquiry", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  await open(page, "/products/project-hive-management");
  await expectCrumbs(page, "Project Hive Management");
  await expect(page).toHaveTitle(/Project Hive Management/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/products\/project-hive-management$/,
  );
  await expect(
    region(page, "Everything a project needs, in one spreadsheet").getByRole("heading", {
      level: 3,
    }),
  ).toHaveCount(6);
  await expect(
    region(page, "Up and running in three steps").getByRole("heading", { level: 3 }),
  ).toHaveText([/Setup and configuration/, /Team onboarding/, /Start managing/]);
  await expect(region(page, /^Built on tools/)).toBeVisible();
  expect(await jsonLdTypes(page)).toEqual(
    expect.arrayContaining(["BreadcrumbList", "SoftwareApplication", "VideoObject"]),
  );
  const [videoObject] = await videoObjects(page);
  expect(videoObject).toMatchObject({
    name: projectHive.demoVideo.title,
    duration: "PT15S",
    uploadDate: projectHive.demoVideo.uploadDate,
  });
  await expectServedVideo(page.request, videoObject ?? {});

  const hero = region(page, projectHive.hero.title);
  const play = hero.getByRole("button", { name: /^Play video: Project Hive Management/ });
  await expect(play).toBeVisible();
  await expect(play.locator("img")).toHaveJSProperty("complete", true);
  await expect(page.locator("video")).toHaveCount(0);
  await hero.getByText("What the video shows").click();
  await expect(hero.getByRole("figure").getByRole("listitem")).toHaveText([
    ...projectHive.demoVideo.scenes,
  ]);
  const demo = page.getByRole("button", { name: "Watch Demo Video" });
  await expect(demo).toHaveCount(2);
  await demo.last().click();
  await expectPlaying(hero.locator("video"));
  const triggers = page.getByRole("button", { name: "Get Started Now" });
  await expect(triggers).toHaveCount(2);
  await expectEnquiry(page, triggers.first(), "project-hive", "project-hive-management");
  await checkA11y();
  expect(consoleErrors).toEqual([]);
});

test("E-commerce Blueprint: what is included, 16 features, 6 categories, 4 checklist sections", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  await open(page, "/products/ecommerce-blueprint");
  await expectCrumbs(page, "E-commerce Blueprint");
  const included = region(page, "Three guides that cover the whole store");
  await expect(included.getByRole("heading", { level: 3 })).toHaveText([
    "Core Features Guide",
    "Platform Structure",
    "UI/UX Checklist",
  ]);
  await expect(included).toContainText("16+ features");
  await expect(included).toContainText("6 categories");
  await expect(included).toContainText("4 sections");
  await expect(
    region(page, "The 16 features every online store needs").getByRole("listitem"),
  ).toContainText([...coreFeatures]);
  await expect(
    region(page, "Choose the right kind of platform").getByRole("heading", { level: 3 }),
  ).toHaveText(platformCategories.map((category) => category.title));
  await expect(
    region(page, "The details that turn visitors into customers").getByRole("heading", {
      level: 3,
    }),
  ).toHaveText(uxChecklist.map((section) => section.title));
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["BreadcrumbList", "Product"]));
  await expectEnquiry(
    page,
    page.getByRole("button", { name: "Get Complete Package" }).first(),
    "ecommerce-blueprint",
    "ecommerce-blueprint",
  );
  const custom = page.getByRole("button", { name: "Custom Development" }).first();
  await custom.click();
  const dialog = page.getByRole("dialog", { name: dialogTitle });
  await expect(dialog).toBeVisible();
  await checkA11y();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(custom).toBeFocused();
  await checkA11y();
  expect(consoleErrors).toEqual([]);
});

test("Tabulator: pricing and services exactly, statistics, 12 features, three enquiry pitches", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  await open(page, "/products/tabulator-powerbi");
  await expectCrumbs(page, "Tabulator for Power BI");
  for (const name of [/marketplace/, /documentation/]) {
    const link = page.getByRole("link", { name }).first();
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  const pricing = page.locator("#pricing");
  for (const plan of tabulatorPricing) {
    const card = pricing
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: plan.name }) });
    await expect(card).toContainText(`${plan.price} ${plan.terms}`);
  }
  await expect(pricing).toContainText("Full source code access");
  const services = region(page, "Help from the team that builds the visual");
  for (const service of tabulatorServices) {
    await expect(services).toContainText(`${service.name}${service.price}`);
  }
  const traction = region(page, "Trusted by report builders across industries");
  for (const text of [
    "90%",
    "30%",
    "Finance",
    "Healthcare",
    "Manufacturing",
    "Marketing",
    "Other",
  ]) {
    await expect(traction.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(
    region(page, "12 features your standard table lacks").getByRole("heading", { level: 3 }),
  ).toHaveCount(12 + 4);
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["SoftwareApplication"]));
  await expectEnquiry(
    page,
    page.getByRole("button", { name: "Get Premium Support" }),
    "premium-support",
    "premium-support",
  );
  await expectEnquiry(
    page,
    page.getByRole("button", { name: "Request Enterprise License" }),
    "enterprise-license",
    "enterprise-license",
  );
  await expectEnquiry(
    page,
    page.getByRole("button", { name: "Discuss Custom Requirements" }).first(),
    "custom-requirements",
    "custom-requirements",
  );
  await checkA11y();
  expect(consoleErrors).toEqual([]);
});

test("Lockboxy: an overview and six videos served by the site, played on the page", async ({
  page,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  const otherHosts = watchOtherHosts(page, baseURL);
  await open(page, "/products/lockboxy");
  await expectCrumbs(page, "Lockboxy");
  const gallery = region(page, "See Lockboxy at work");
  await expect(gallery.getByRole("heading", { level: 3 })).toHaveText(
    lockboxyVideos.map((video) => video.title),
  );
  await expect(page.getByRole("button", { name: /^Play video:/ })).toHaveCount(7);
  await expect(page.locator("video")).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: /YouTube/ })).toHaveCount(0);
  const features = region(page, /^Governance your workspace/);
  await expect(features.getByRole("heading", { level: 3 })).toHaveCount(6);
  for (const feature of ["Custom roles", "Row-level access", "PII masking"]) {
    await expect(features.getByRole("heading", { name: feature })).toBeVisible();
  }
  await expect(region(page, "Fits your security and IT requirements")).toBeVisible();

  const objects = await videoObjects(page);
  expect(objects.map((object) => [object.name, object.duration])).toEqual(
    [lockboxyOverview, ...lockboxyVideos].map((video) => [video.title, "PT12S"]),
  );
  for (const object of objects) await expectServedVideo(page.request, object);

  await expectPlays(
    page,
    page.getByRole("button", { name: `Play video: ${lockboxyOverview.title} (0:12, silent)` }),
    lockboxyOverview,
  );
  const [first] = lockboxyVideos;
  await expectPlays(
    page,
    gallery.getByRole("button", { name: new RegExp(`^Play video: ${first.title}`) }),
    first,
  );
  await expect(gallery.locator("video")).toHaveAccessibleDescription(first.scenes.join(" "));
  expect(otherHosts).toEqual([]);

  await expectEnquiry(
    page,
    page.getByRole("button", { name: "Contact Sales" }).first(),
    "lockboxy-notion",
    "lockboxy",
  );
  await checkA11y();
  expect(consoleErrors).toEqual([]);
});

test("the Products menu describes each product as its page does", async ({ page }) => {
  await open(page, "/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Products", exact: true })
    .click();
  for (const product of products) {
    const link = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: product.title, exact: true });
    await expect(link).toHaveAccessibleDescription(product.summary);
    await expect(link).not.toContainText(/spreadsheet platform|team-notes|business-intelligence/);
  }
  expect(productLinks).toHaveLength(products.length);
});

test("Suchify: features, reasons, steps, 6 months free, product site link and the suchify pitch", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  await open(page, "/products/suchify");
  await expectCrumbs(page, "Suchify");
  await expect(
    region(page, "Everything the counter and the back office need").getByRole("heading", {
      level: 3,
    }),
  ).toHaveCount(6);
  await expect(
    region(page, "Made for small shops, not big chains").getByRole("heading", { level: 3 }),
  ).toHaveCount(4);
  await expect(
    region(page, "From setup to growth in three steps").getByRole("heading", { level: 3 }),
  ).toHaveText([/Set up your store/, /Manage and track/, /Analyze and grow/]);
  await expect(region(page, "Start free for 6 months")).toContainText("Pro");
  const site = page.getByRole("link", { name: /Visit the Suchify website/ }).first();
  await expect(site).toHaveAttribute("target", "_blank");
  await expectEnquiry(
    page,
    page.getByRole("button", { name: "Contact Sales" }).first(),
    "suchify",
    "suchify",
  );
  await checkA11y();
  expect(consoleErrors).toEqual([]);
});

test.describe("custom e-commerce development dialog", () => {
  async function openDialog(page: Page) {
    await open(page, "/products/ecommerce-blueprint");
    await page.getByRole("button", { name: "Custom Development" }).first().click();
    const dialog = page.getByRole("dialog", { name: dialogTitle });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async function fill(dialog: Locator, email: string) {
    await dialog.getByLabel("Full Name").fill("Grace Hopper");
    await dialog.getByLabel("Email Address").fill(email);
    await dialog.getByLabel("Company").fill("Compilers Inc");
    await dialog.getByLabel("Project Type").selectOption("platform-migration");
    for (const platform of ["Shopify", "Custom App", "Magento"]) {
      await dialog.getByRole("button", { name: platform, exact: true }).click();
    }
    // Toggles: a second click unselects.
    await dialog.getByRole("button", { name: "Magento", exact: true }).click();
    await dialog.getByLabel("Budget").selectOption("25k-50k");
    await dialog.getByLabel("Timeline").selectOption("3-6-months");
    await dialog
      .getByLabel("Project Requirements & Details")
      .fill("Move 4,000 products to a new store.");
  }

  const expectedMessage = [
    "Project Type: Platform Migration",
    "Platforms: Shopify, Custom App",
    "Budget: $25,000 - $50,000",
    "Timeline: 3-6 Months",
    "Requirements: Move 4,000 products to a new store.",
    "",
    "Page: /products/ecommerce-blueprint",
  ].join("\n");

  test("required fields are checked by the browser and nothing is sent", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    let posted = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posted += 1;
    });
    const dialog = await openDialog(page);
    const form = dialog.getByRole("form", { name: dialogTitle });
    for (const label of [
      "Full Name",
      "Email Address",
      "Project Type",
      "Project Requirements & Details",
    ]) {
      await expect(dialog.getByLabel(label)).toHaveAttribute("required", "");
    }
    await expect(dialog.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await dialog.getByRole("button", { name: "Submit Requirements" }).click();
    expect(await form.evaluate((node) => (node as HTMLFormElement).checkValidity())).toBe(false);
    await expect(dialog.getByLabel("Full Name")).toBeFocused();
    const shopify = dialog.getByRole("button", { name: "Shopify", exact: true });
    await expect(shopify).toHaveAttribute("aria-pressed", "false");
    await shopify.click();
    await expect(shopify).toHaveAttribute("aria-pressed", "true");
    await dialog.getByLabel("Full Name").fill("Grace");
    await dialog.getByLabel("Email Address").fill("grace@navy");
    await dialog.getByRole("button", { name: "Submit Requirements" }).click();
    await expect(dialog).toBeVisible();
    expect(posted).toBe(0);
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("success: toast, dialog closes and resets, contact message stored and both emails sent", async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueBusinessEmail("custom");
    const dialog = await openDialog(page);
    await fill(dialog, email);
    const release = await holdRequests(page, "**/api/custom-enquiry");
    await dialog.getByRole("button", { name: "Submit Requirements" }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Success!" });
    await expect(toast).toContainText(
      "We'll review your requirements and get back to you within 24 hours.",
    );
    await expect(dialog).toBeHidden();

    const rows = await queryDb<{ name: string; company: string; service: string; message: string }>(
      "select name, company, service, message from contact_messages where email = $1",
      [email],
    );
    expect(rows).toEqual([
      {
        name: "Grace Hopper",
        company: "Compilers Inc",
        service: "custom-ecommerce-development",
        message: expectedMessage,
      },
    ]);
    const [confirmation] = await waitForMail(email);
    expect(confirmation?.subject).toBeTruthy();
    const notification = await waitForMatchingMail(inbox, (mail) =>
      Boolean(mail.headers["reply-to"]?.includes(email)),
    );
    expect(notification.text).toContain("Platforms: Shopify, Custom App");

    // Reopened, the form is empty again.
    await page.getByRole("button", { name: "Custom Development" }).first().click();
    const again = page.getByRole("dialog", { name: dialogTitle });
    await expect(again.getByLabel("Full Name")).toHaveValue("");
    await expect(again.getByRole("button", { name: "Shopify", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(consoleErrors).toEqual([]);
  });

  test("failure: error toast, the dialog stays open with what was typed, the error is logged", async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueBusinessEmail("custom-fail");
    const dialog = await openDialog(page);
    await fill(dialog, email);
    // The enquiry's POST fails; the page's other requests go through.
    await page.route("**/api/custom-enquiry", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "text/plain", body: "broken" })
        : route.continue(),
    );
    await dialog.getByRole("button", { name: "Submit Requirements" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Error" });
    await expect(toast).toContainText("Something went wrong. Please try again.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Grace Hopper");
    await expect(dialog.getByLabel("Project Type")).toHaveValue("platform-migration");
    await expect(dialog.getByRole("button", { name: "Shopify", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(dialog.getByLabel("Project Requirements & Details")).toHaveValue(
      "Move 4,000 products to a new store.",
    );
    await expect(dialog.getByRole("button", { name: "Submit Requirements" })).toBeEnabled();
    expect(
      consoleErrors.filter(
        (error) => !error.includes("500") && !error.includes("custom e-commerce enquiry"),
      ),
    ).toEqual([]);
    const logged = consoleErrors.find((error) => error.includes("custom e-commerce enquiry"));
    expect(logged).toContain("The server answered 500");
    expect(logged).not.toContain("[object Object]");
    const rows = await queryDb("select 1 from contact_messages where email = $1", [email]);
    expect(rows).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Custom Development' leads to the page's form, which stores the enquiry", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
    await page.goto("/products/ecommerce-blueprint");
    const link = page.getByRole("link", { name: "Custom Development" }).first();
    await expect(link).toHaveAttribute("href", "#custom-development");
    const form = page.locator("#custom-development").getByRole("form", { name: dialogTitle });
    const email = uniqueBusinessEmail("custom-nojs");
    await form.getByLabel("Full Name").fill("Ada Lovelace");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Project Type").selectOption("new-ecommerce-store");
    await form.getByRole("checkbox", { name: "WooCommerce" }).check();
    await form.getByLabel("Project Requirements & Details").fill("A store for our engines.");
    await form.getByRole("button", { name: "Submit Requirements" }).click();
    await expect(page).toHaveURL(/\/products\/ecommerce-blueprint#custom-development$/);
    const rows = await queryDb<{ service: string; message: string }>(
      "select service, message from contact_messages where email = $1",
      [email],
    );
    expect(rows).toEqual([
      {
        service: "custom-ecommerce-development",
        message: [
          "Project Type: New E-commerce Store",
          "Platforms: WooCommerce",
          "Budget: Not specified",
          "Timeline: Not specified",
          "Requirements: A store for our engines.",
          "",
          "Page: /products/ecommerce-blueprint",
        ].join("\n"),
      },
    ]);
  });

  test("a bad post is answered 422 with the field errors and the values", async ({ request }) => {
    const response = await request.post("/products/ecommerce-blueprint", {
      headers: {
        "x-forwarded-for": uniqueClientAddress(),
        origin: new URL(test.info().project.use.baseURL ?? "http://localhost").origin,
      },
      form: { name: "Ada", email: "ada@engines", projectType: "space-station", requirements: "" },
    });
    expect(response.status()).toBe(422);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address.");
    expect(html).toContain("Please choose a project type.");
    expect(html).toContain("Please describe your project requirements.");
  });
});

test("the Products menu and each product page's meta description say what the product is, naming its platform", async ({
  page,
}) => {
  for (const product of products) {
    await page.goto(`/products/${product.slug}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      product.summary,
    );
  }
  const mainNav = page.getByRole("navigation", { name: "Main" });
  await mainNav.getByRole("button", { name: "Products", exact: true }).click();
  for (const product of products) {
    await expect(mainNav.getByText(product.summary)).toBeVisible();
  }
});
