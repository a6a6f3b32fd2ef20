import type { Page } from "@playwright/test";
import { aiUseCases } from "../../app/content/ai-use-cases";
import { certifications } from "../../app/content/certifications";
import { pitches } from "../../app/content/pitches";
import { prepareVisitor, signUpCandidate } from "../support/candidates";
import { uniqueClientAddress } from "../support/e2e-services";
import { expect, openWithReact, rememberCookieChoice, test, waitForHydration } from "./fixtures";

test.describe.configure({ timeout: 60_000 });

async function open(page: Page, path: string, { hydrate = true } = {}) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
  await page.addInitScript(rememberCookieChoice);
  await page.goto(path);
  if (hydrate) await waitForHydration(page);
}

function caseAt(index: number) {
  const found = aiUseCases[index];
  if (!found) throw new Error(`no use case ${index}`);
  return found;
}

const detail = (page: Page) => page.locator("#use-case-detail");
const cards = (page: Page) => page.locator("[data-use-case-card]");

async function expectSelected(page: Page, index: number) {
  const selected = caseAt(index);
  await expect(
    detail(page).getByText(`Use Case ${index + 1} of 15`, { exact: true }),
  ).toBeVisible();
  await expect(detail(page).getByRole("heading", { level: 2 })).toHaveText(selected.title);
  await expect(
    detail(page).getByRole("button", { name: `Use case ${index + 1}: ${selected.title}` }),
  ).toHaveAttribute("aria-current", "true");
  await expect(
    cards(page).getByRole("button", { name: selected.title, exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(new RegExp(`[?&]case=${index + 1}(&|#|$)`));
}

test.describe("AI use cases page", () => {
  test("shows 15 cards with the first use case selected and its detail, accessibly", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    test.slow(); // axe on a long page takes a while on a busy machine
    await open(page, "/ai-use-cases");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Use Cases");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
      "AI Use Cases",
    );
    await expect(cards(page)).toHaveCount(15);

    // A card: title, industry, complexity, three technologies and '+N'.
    const first = caseAt(0);
    const firstCard = cards(page).first();
    await expect(firstCard).toContainText(first.industry);
    await expect(firstCard).toContainText(`${first.complexity} complexity`);
    await expect(
      firstCard.getByRole("list", { name: "Technologies" }).getByRole("listitem"),
    ).toHaveText([
      ...first.technologies.slice(0, 3),
      `+${first.technologies.length - 3}and ${first.technologies.length - 3} more`,
    ]);

    // The first is selected: position, features, business value, technology badges to /tags/.
    await expect(detail(page).getByText("Use Case 1 of 15", { exact: true })).toBeVisible();
    await expect(detail(page).getByRole("heading", { level: 2 })).toHaveText(first.title);
    for (const feature of first.features) await expect(detail(page)).toContainText(feature);
    await expect(detail(page)).toContainText(first.businessValue);
    for (const technology of first.technologies) {
      await expect(
        detail(page).getByRole("link", { name: technology, exact: true }),
      ).toHaveAttribute("href", `/tags/${encodeURIComponent(technology)}`);
    }
    await expect(detail(page).locator("nav ol button")).toHaveCount(15);
    await expect(
      cards(page).getByRole("button", { name: first.title, exact: true }),
    ).toHaveAttribute("aria-pressed", "true");

    // ItemList structured data of the 15 use cases.
    const itemList = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((script) => JSON.parse(script.textContent ?? "null"))
          .find((data) => data?.["@type"] === "ItemList"),
      );
    expect(itemList?.itemListElement).toHaveLength(15);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ai-use-cases$/);

    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("a card click selects its use case and scrolls the detail into view", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, "/ai-use-cases");
    // The page is static (ADR 072): no React, and a choice loads no new document.
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const target = caseAt(10);
    await cards(page).getByRole("button", { name: target.title, exact: true }).click();
    await expectSelected(page, 10);
    await expect(detail(page).locator("[data-use-case-panel]:visible")).toHaveCount(1);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    // 100 ms later the detail's top comes to the top of the window (below the sticky header).
    await expect
      .poll(() => detail(page).evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(150);
    await expect
      .poll(() => detail(page).evaluate((element) => element.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(0);
    await expect(
      cards(page).getByRole("button", { name: caseAt(0).title, exact: true }),
    ).toHaveAttribute("aria-pressed", "false");
    // The change is announced politely.
    await expect(detail(page).locator('[aria-live="polite"]')).toHaveText(
      `Use Case 11 of 15: ${target.title}`,
    );

    // Keyboard: Enter and Space on a card select too.
    await cards(page)
      .getByRole("button", { name: caseAt(2).title, exact: true })
      .focus();
    await page.keyboard.press("Enter");
    await expectSelected(page, 2);
    await cards(page)
      .getByRole("button", { name: caseAt(3).title, exact: true })
      .focus();
    await page.keyboard.press("Space");
    await expectSelected(page, 3);
    expect(consoleErrors).toEqual([]);
  });

  test("Previous and Next wrap at both ends; arrow keys and dots move the selection", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, "/ai-use-cases");
    const section = detail(page);
    const previous = section.getByRole("button", { name: "Previous" });
    const next = section.getByRole("button", { name: "Next" });

    await previous.click();
    await expectSelected(page, 14);
    await next.click();
    await expectSelected(page, 0);
    await next.click();
    await expectSelected(page, 1);

    // Arrow keys while focus is inside the section.
    await next.focus();
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, 2);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectSelected(page, 14);
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, 0);

    // Dots.
    await section.getByRole("button", { name: `Use case 8: ${caseAt(7).title}` }).click();
    await expectSelected(page, 7);
    await expect(section.locator("nav ol [aria-current]")).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test("after a card is clicked the arrow keys step through the use cases, but not in a field or a dialog", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, "/ai-use-cases");
    // Before any choice, arrows outside the detail are the page's (no selection change).
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("ArrowRight");
    await expect(detail(page).getByRole("heading", { level: 2 })).toHaveText(caseAt(0).title);
    await expect(page).toHaveURL(/\/ai-use-cases$/);

    await cards(page)
      .getByRole("button", { name: caseAt(4).title, exact: true })
      .click();
    await expectSelected(page, 4);
    // Focus is still on the card, outside the detail: the arrows work.
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, 5);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectSelected(page, 3);
    // And anywhere else on the page after that choice.
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, 4);

    // In the enquiry dialog's fields the arrows move the caret, not the selection behind it.
    await detail(page).getByRole("button", { name: "Implement This Solution" }).click();
    const dialog = page.getByRole("dialog");
    const name = dialog.getByLabel("Name");
    await name.fill("Ada");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.type("d");
    await expect(name).toHaveValue("Adda");
    await dialog.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectSelected(page, 4);
    expect(consoleErrors).toEqual([]);
  });

  test("works without JavaScript through ?case=N links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await open(page, "/ai-use-cases?case=15", { hydrate: false });
    await expect(detail(page).getByText("Use Case 15 of 15", { exact: true })).toBeVisible();
    await expect(detail(page).getByRole("heading", { level: 2 })).toHaveText(caseAt(14).title);
    // Every use case is in the HTML; only the chosen one shows.
    await expect(detail(page).locator("[data-use-case-panel]")).toHaveCount(15);
    await expect(detail(page).locator("[data-use-case-panel]:visible")).toHaveCount(1);
    await expect(detail(page)).toHaveAttribute("aria-labelledby", "use-case-detail-title-15");
    // Without the dialog, an enquiry button leads to the contact form with the AI service.
    await expect(
      detail(page).getByRole("link", { name: "Implement This Solution" }),
    ).toHaveAttribute("href", "/contact?service=ai-data-services#contact-form");

    // Next from 15 is a link to the first.
    const next = detail(page).getByRole("link", { name: "Next" });
    await expect(next).toHaveAttribute("href", "?case=1#use-case-detail");
    await next.click();
    await expect(page).toHaveURL(/\?case=1#use-case-detail$/);
    await expect(detail(page).getByText("Use Case 1 of 15", { exact: true })).toBeVisible();

    // A card is a link to its case.
    await cards(page)
      .getByRole("link", { name: caseAt(5).title, exact: true })
      .click();
    await expect(detail(page).getByRole("heading", { level: 2 })).toHaveText(caseAt(5).title);
    await expect(page.locator("[data-use-case-card] [aria-current]")).toHaveText(caseAt(5).title);

    // Invalid values fall back to the first.
    await page.goto("/ai-use-cases?case=99");
    await expect(detail(page).getByText("Use Case 1 of 15", { exact: true })).toBeVisible();
    await context.close();
  });

  test("a shared ?case=N opens on that use case after hydration too", async ({ page }) => {
    await open(page, "/ai-use-cases?case=9");
    await expectSelected(page, 8);
    await detail(page).getByRole("button", { name: "Next" }).click();
    await expectSelected(page, 9);
  });

  test("'Start Your AI Project', 'Implement This Solution' and 'Discuss Your Use Case' open the AI pitch", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, "/ai-use-cases");
    for (const name of [
      "Start Your AI Project",
      "Implement This Solution",
      "Discuss Your Use Case",
    ]) {
      const trigger = page.getByRole("button", { name });
      await expect(trigger).toHaveAttribute("data-page-type", "ai-data-services");
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: pitches["ai-data-services"].title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("combobox", { name: /Service/ })).toHaveValue(
        "ai-data-services",
      );
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
    expect(consoleErrors).toEqual([]);
  });
});

test("the page React renders for a signed-in visitor selects with the same island", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  await prepareVisitor(context);
  await signUpCandidate(context.request, baseURL, "Grace Hopper");
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await openWithReact(page, "/ai-use-cases");
  await cards(page)
    .getByRole("button", { name: caseAt(6).title, exact: true })
    .click();
  await expectSelected(page, 6);
  await detail(page).getByRole("button", { name: "Next" }).click();
  await expectSelected(page, 7);
  await expect(detail(page).locator('[aria-live="polite"]')).toHaveText(
    `Use Case 8 of 15: ${caseAt(7).title}`,
  );
  await detail(page).getByRole("button", { name: "Implement This Solution" }).click();
  await expect(page.getByRole("dialog", { name: pitches["ai-data-services"].title })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test.describe("certifications page", () => {
  test("shows six certifications with their benefits, accessibly", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    test.slow(); // axe on a long page takes a while on a busy machine
    await open(page, "/certifications");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Certifications & Partnerships",
    );
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
      "Certifications",
    );
    const cardsOnPage = page.locator("main article");
    await expect(cardsOnPage).toHaveCount(6);
    for (const certification of certifications) {
      const card = page.getByRole("article", { name: certification.title });
      await expect(card).toContainText(certification.issuer);
      await expect(card).toContainText(`Since ${certification.year}`);
      await expect(card.getByRole("listitem")).toHaveText([...certification.benefits]);
    }
    await expect(page.getByRole("link", { name: /Read the announcement/ })).toHaveAttribute(
      "href",
      "/knowledge-center/quillstack-achieves-iso-27001-2022",
    );
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });
});
