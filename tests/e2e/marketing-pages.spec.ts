import type { Locator, Page } from "@playwright/test";
import { contactFaqs } from "../../app/content/contact-faqs";
import { hireTalentFaqs } from "../../app/content/hire-talent";
import { industries, outsourceBenefits, supportTiers } from "../../app/content/outsource";
import { pitches } from "../../app/content/pitches";
import { site } from "../../app/content/site";
import { uniqueBusinessEmail, uniqueClientAddress } from "../support/e2e-services";
import { expect, rememberCookieChoice, test } from "./fixtures";

// Generous limits: the machines running these tests are often busy.
test.describe.configure({ timeout: 60_000 });

/** Loads a page with a stored cookie choice (no banner); goto waits until its scripts run. */
async function open(page: Page, path: string) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
  await page.addInitScript(rememberCookieChoice);
  await page.goto(path);
}

/** Opens the outsourcing page's enquiry dialog, sends a message from it, and returns the dialog. */
async function sendEnquiryFromDialog(page: Page) {
  await open(page, "/outsource-project");
  await page.getByRole("button", { name: "Start Your Project" }).first().click();
  const dialog = page.getByRole("dialog", { name: pitches["outsource-project"].title });
  await dialog.getByRole("textbox", { name: "Name" }).fill("Priya Raman");
  await dialog.getByRole("textbox", { name: "Email" }).fill(uniqueBusinessEmail("enquiry"));
  await dialog.getByRole("textbox", { name: "Message" }).fill("We need an MVP in 10 weeks.");
  await dialog.getByRole("button", { name: pitches["outsource-project"].buttonText }).click();
  return dialog;
}

/** True while focus is inside the element. */
function holdsFocus(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.contains(document.activeElement));
}

test.describe("hire-talent page", () => {
  test("states the hiring offer and its figures, with an accessible FAQ", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await open(page, "/hire-talent");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Hire pre-vetted remote developers in 48 hours",
    );
    const main = page.locator("main");
    for (const claim of [
      "Top 3%",
      "48 hours",
      "95%",
      "30-day satisfaction guarantee",
      "$20K instead of $50K+",
      "4-8 weeks",
      "20-30% of annual salary",
    ]) {
      await expect(main.getByText(claim, { exact: true }).first()).toBeVisible();
    }
    // The four steps of the 48-hour process, in order.
    await expect(
      page.getByRole("region", { name: "From brief to hire in 48 hours" }).getByRole("heading", {
        level: 3,
      }),
    ).toHaveText(["Tell us", "Search", "Match", "Start"]);
    // The cost table compares both ways of hiring.
    const table = page.getByRole("table");
    await expect(table.getByRole("row", { name: /Average cost per hire/ })).toContainText("$50K+");
    await expect(table.getByRole("row", { name: /Average cost per hire/ })).toContainText("$20K");

    // FAQ: native disclosures, opened and closed from the keyboard.
    const faq = page.getByRole("region", { name: "Questions about hiring with us" });
    const [first] = hireTalentFaqs;
    if (!first) throw new Error("no FAQ");
    const answer = faq.getByText(first.answer);
    await expect(answer).toBeHidden();
    await faq.getByText(first.question).focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(answer).toBeHidden();
    await expect(faq.locator("details")).toHaveCount(hireTalentFaqs.length);

    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("every call to action opens the hire-talent pitch with the hire-talent service", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await open(page, "/hire-talent");
    const triggers = page.locator('button[data-page-type="hire-talent"]');
    await expect(triggers).toHaveCount(3);
    for (const index of [0, 1, 2]) {
      const trigger = triggers.nth(index);
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: pitches["hire-talent"].title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("combobox", { name: /Service/ })).toHaveValue("hire-talent");
      if (index === 0) await checkA11y();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("outsource page", () => {
  test("has the spec's sections, the three support tiers exactly, and the six industries", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await open(page, "/outsource-project");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const solutions = page.getByRole("region", { name: "What we build for you" });
    await expect(solutions.getByRole("heading", { level: 3 })).toHaveText([
      "Full-Stack Development",
      "Enterprise Solutions",
      "MVP Development",
    ]);

    const benefits = page.getByRole("region", { name: "Twelve reasons teams choose us" });
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(12);
    expect(outsourceBenefits).toHaveLength(12);

    // The tiers exactly as the spec lists them.
    const expectedTiers = [
      {
        name: "Basic",
        hours: "8x5 business hours",
        features: [
          "Bug fixes and minor updates",
          "Email support",
          "Monthly health checks",
          "Security updates",
        ],
      },
      {
        name: "Premium",
        hours: "24x7",
        features: [
          "All of Basic",
          "Priority phone and chat support",
          "Feature enhancements",
          "Performance optimization",
          "Weekly reporting",
        ],
      },
      {
        name: "Enterprise",
        hours: "24x7 dedicated team",
        features: [
          "All of Premium",
          "Dedicated account manager",
          "Custom SLA agreements",
          "Disaster recovery planning",
          "Architecture consulting",
        ],
      },
    ];
    const support = page.getByRole("region", { name: "Support that fits your product" });
    for (const tier of expectedTiers) {
      const card = support.locator(`[data-tier="${tier.name}"]`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(tier.name);
      await expect(card.getByText(tier.hours, { exact: true })).toBeVisible();
      await expect(card.getByRole("list").getByRole("listitem")).toHaveText(tier.features);
    }
    await expect(support.getByText("Most Popular", { exact: true })).toHaveCount(1);
    await expect(support.locator('[data-tier="Premium"]')).toContainText("Most Popular");
    expect(supportTiers.map((tier) => tier.name)).toEqual(["Basic", "Premium", "Enterprise"]);

    await expect(
      page.getByRole("region", { name: "Support by engineers who know your stack" }),
    ).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Experience where it counts" })
        .getByRole("heading", { level: 3 }),
    ).toHaveText(["FinTech", "E-commerce", "Healthcare", "Education", "Real Estate", "Logistics"]);
    expect(industries).toHaveLength(6);
    await expect(
      page.getByRole("region", { name: "Modern, proven technology" }).getByRole("link", {
        name: "Node.js",
      }),
    ).toHaveAttribute("href", "/tags/node-js");
    await expect(page.getByRole("region", { name: "Ready to build?" })).toBeVisible();

    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("'Start Your Project' opens the outsource pitch with the outsourcing service", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await open(page, "/outsource-project");
    const hero = page.getByRole("region", { name: /Outsource your software project/ });
    const trigger = hero.getByRole("button", { name: "Start Your Project" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: pitches["outsource-project"].title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(pitches["outsource-project"].subtitle)).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: /Service/ })).toHaveValue("outsourcing");
    await checkA11y();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("contact page", () => {
  test("/faq lands on the FAQ section of the contact page, below the sticky header", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await open(page, "/faq");
    await expect(page).toHaveURL("/contact#faq");
    const faq = page.locator("#faq");
    await expect(faq).toBeInViewport();
    const heading = faq.getByRole("heading", { level: 2, name: "Frequently asked questions" });
    await expect(heading).toBeInViewport();
    const headerBottom = await page
      .getByRole("banner")
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const headingTop = await heading.evaluate((node) => node.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
    await expect(faq.locator("details")).toHaveCount(contactFaqs.length);
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("shows the form, offices and every contact channel", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await open(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("form", { name: "Contact us" })).toBeVisible();

    const info = page.getByRole("complementary", { name: "Other ways to reach us" });
    await expect(info.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(info.getByRole("link", { name: site.whatsapp.number })).toHaveAttribute(
      "href",
      site.whatsapp.url,
    );
    await expect(
      info.getByRole("link", { name: /Rated 4\.9\/5 from 150 reviews/ }),
    ).toHaveAttribute("href", site.review.url);
    for (const profile of site.social) {
      await expect(info.getByRole("link", { name: profile.label })).toHaveAttribute(
        "href",
        profile.url,
      );
    }
    await expect(info.getByText("We reply within 24 hours")).toBeVisible();

    const offices = page.getByRole("region", { name: "Where to find us" });
    for (const office of site.offices) {
      await expect(
        offices.getByRole("heading", { name: office.country, exact: true }),
      ).toBeVisible();
      for (const address of office.addresses)
        await expect(offices.getByText(address)).toBeVisible();
    }
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("?service= preselects the contact form's service", async ({ page, consoleErrors }) => {
    await open(page, "/contact?service=web-development#contact-form");
    const form = page.getByRole("form", { name: "Contact us" });
    await expect(form.getByLabel("Service")).toHaveValue("web-development");
    await expect(page.locator("#contact-form")).toBeInViewport();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("enquiry dialog", () => {
  test("traps focus, closes with Escape, returns focus, and reopens", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, "/hire-talent");
    const trigger = page.locator('button[data-page-type="hire-talent"]').first();
    for (let round = 0; round < 2; round += 1) {
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: pitches["hire-talent"].title });
      await expect(dialog).toBeVisible();
      await expect.poll(() => holdsFocus(dialog)).toBe(true);
      // Tab and Shift+Tab cycle inside the dialog.
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press("Tab");
        expect(await holdsFocus(dialog)).toBe(true);
      }
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press("Shift+Tab");
        expect(await holdsFocus(dialog)).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
    expect(consoleErrors).toEqual([]);
  });

  test("buttons on one page open their own pitches", async ({ page, consoleErrors }) => {
    await open(page, "/services");
    for (const [service, pageType] of [
      ["Blockchain & DApps", "blockchain-services"],
      ["QA Automation", "qa-automation"],
      ["Blockchain & DApps", "blockchain-services"],
    ] as const) {
      await page
        .getByRole("region", { name: service, exact: true })
        .getByRole("button", { name: /^Discuss Project/ })
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toHaveAccessibleName(pitches[pageType].title);
      await expect(dialog).toHaveAttribute("data-page-type", pageType);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
    expect(consoleErrors).toEqual([]);
  });

  test("a message sent from the dialog shows a confirmation", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    const dialog = await sendEnquiryFromDialog(page);
    const confirmation = dialog.getByRole("heading", { name: /your message is on its way/ });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    await checkA11y();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test("on a phone the success toast leaves the dialog's Done button free", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await sendEnquiryFromDialog(page);
    const done = dialog.getByRole("button", { name: "Done" });
    await done.scrollIntoViewIfNeeded();
    await expect(page.locator("[data-sonner-toast]")).toContainText("Success!");
    // No click forced through: Playwright refuses a button another element lies over.
    await done.click({ trial: true, timeout: 2000 });
    const [button, toast] = await Promise.all(
      [done, page.locator("[data-sonner-toast]")].map((element) => element.boundingBox()),
    );
    if (!button || !toast) throw new Error("the button or the toast has no box");
    expect(toast.y + toast.height <= button.y || button.y + button.height <= toast.y).toBe(true);
  });
});

test.describe("search and social metadata", () => {
  const expected = [
    { path: "/hire-talent", image: "/og/hire-talent.jpg" },
    { path: "/outsource-project", image: "/og/outsource-project.jpg" },
    { path: "/services", image: "/og/services.jpg" },
    { path: "/contact", image: "/og/contact.jpg" },
  ];
  for (const { path, image } of expected) {
    test(`${path} has a title, description, keywords, canonical and social images`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(/\| Quillstack$/);
      const head = page.locator("head");
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(head.locator('meta[name="keywords"]')).toHaveAttribute("content", /, /);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}${path}`,
      );
      for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
        await expect(head.locator(selector)).toHaveAttribute("content", `${baseURL}${image}`);
      }
      const imageResponse = await page.request.get(image);
      expect(imageResponse.status()).toBe(200);
      expect(imageResponse.headers()["content-type"]).toBe("image/jpeg");
    });
  }
});

test.describe("in dark mode", () => {
  test.use({ colorScheme: "dark" });

  test("every page, and the dialog, pass axe", async ({ page, checkA11y, consoleErrors }) => {
    test.slow(); // four long pages for axe
    for (const path of ["/hire-talent", "/outsource-project", "/contact", "/services"]) {
      await open(page, path);
      await checkA11y();
    }
    await page.getByRole("button", { name: "Discuss Project about Web Development" }).click();
    await expect(
      page.getByRole("dialog", { name: pitches["web-development"].title }),
    ).toBeVisible();
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });
});
