import type { Page } from "@playwright/test";
import { pitches } from "../../app/content/pitches";
import { overviewServices } from "../../app/content/services";
import { site } from "../../app/content/site";
import { leadTexts } from "../../app/features/leads/messages";
import { overviewEnquiryTarget } from "../../app/features/services-overview/enquiry-target";
import { slugify } from "../../app/lib/slugify";
import { queryDb, uniqueBusinessEmail, uniqueClientAddress } from "../support/e2e-services";
import { overviewEnquiriesInTurn, sendOverviewEnquiries } from "../support/overview-enquiries";
import { afterTwoFrames, expect, test } from "./fixtures";

// Generous limits: the machines running these tests are often busy.
test.describe.configure({ timeout: 60_000 });

/** The height of the sticky header: a section that was jumped to starts right under it. */
const headerHeight = 64;

const sectionIds = ["services-hero", ...overviewServices.map((s) => `service-${s.slug}`)];

async function open(page: Page, { analytics = false } = {}) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
  // A choice is stored, so the cookie banner stays away; analytics consent lets events through.
  await page.addInitScript((value) => {
    window.localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ essential: true, analytics: value, marketing: false, functional: false }),
    );
  }, analytics);
  await page.goto("/services");
  // Enquiry buttons become dialog triggers once React has hydrated.
  await expect(page.locator("button[data-page-type]").first()).toBeAttached({ timeout: 20_000 });
}

/** The index of the section the indicator marks as current. */
async function currentIndex(page: Page): Promise<number> {
  const href = await page
    .getByRole("navigation", { name: "Sections" })
    .locator('a[aria-current="true"]')
    .getAttribute("href");
  return sectionIds.indexOf(href?.slice(1) ?? "");
}

/** Distance of a section's top from the top of the viewport. */
function sectionTop(page: Page, index: number): Promise<number> {
  return page.locator(`#${sectionIds[index]}`).evaluate((el) => el.getBoundingClientRect().top);
}

/** Waits until section `index` sits right under the header and the indicator marks it. */
async function expectAtSection(page: Page, index: number) {
  await expect
    .poll(() => sectionTop(page, index), { timeout: 10_000 })
    .toBeCloseTo(headerHeight, 0);
  await expect.poll(() => currentIndex(page)).toBe(index);
}

/** Records the `behavior` of every scrollIntoView call the page makes from now on. */
async function spyOnScrollBehaviour(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const calls: string[] = [];
    (window as unknown as { scrollCalls: string[] }).scrollCalls = calls;
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      calls.push(
        typeof options === "object" && options !== null
          ? String((options as ScrollIntoViewOptions).behavior)
          : "none",
      );
      return original.call(this, options as ScrollIntoViewOptions);
    };
  });
  return () => page.evaluate(() => (window as unknown as { scrollCalls: string[] }).scrollCalls);
}

/**
 * Two downward inputs dispatched in the same task, well within the 1.2 s lock (a busy machine
 * cannot space them out); says for each whether the page swallowed it (default prevented).
 */
function inputTwice(page: Page, kind: "keydown" | "wheel"): Promise<boolean[]> {
  return page.evaluate((type) => {
    const fire = () => {
      const event =
        type === "wheel"
          ? new WheelEvent("wheel", { deltaY: 120, bubbles: true, cancelable: true })
          : new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    };
    return [fire(), fire()];
  }, kind);
}

async function blurFocus(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe("services overview (/services)", () => {
  test("hero, twelve sections with the spec's content, chips to /tags and service links", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    test.slow(); // a long page for axe
    await open(page);
    const hero = page.getByRole("region", { name: "Transform Your Digital Future" });
    await expect(hero.getByText("13+ Technology Services", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Transform Your Digital Future",
    );
    await expect(hero.getByRole("button", { name: "Get Free Consultation" })).toBeVisible();
    await expect(hero.getByRole("textbox", { name: "Work email" })).toHaveAttribute(
      "type",
      "email",
    );
    await expect(hero.getByRole("textbox", { name: "Work email" })).toHaveAttribute("required", "");

    // Every section, read in one pass: region label, badge, title, features, chips, links.
    const sections = await page
      .locator("section[data-snap-section][id^='service-']")
      .evaluateAll((elements) =>
        elements.map((section) => {
          const labelledBy = section.getAttribute("aria-labelledby") ?? "";
          const lists = section.querySelectorAll("ul");
          return {
            label: document.getElementById(labelledBy)?.textContent,
            badge: section.querySelector("p")?.textContent,
            title: section.querySelector("h2")?.textContent,
            features: [...(lists[0]?.querySelectorAll("li") ?? [])].map((li) => li.textContent),
            chips: [...(lists[1]?.querySelectorAll("a") ?? [])].map((a) => [
              a.textContent,
              a.getAttribute("href"),
            ]),
            explore: [...section.querySelectorAll("a")]
              .filter((a) => a.textContent?.startsWith("Explore "))
              .map((a) => [a.textContent, a.getAttribute("href")]),
            discuss: [...section.querySelectorAll("button")].map((b) => b.textContent),
          };
        }),
      );
    expect(sections).toEqual(
      overviewServices.map((service, position) => ({
        label: service.title,
        badge: `Service ${position + 1} of 12`,
        title: service.title,
        features: [...service.features],
        // The link text ends in a visually hidden " (topic)" (descriptive link text).
        chips: service.technologies.map((technology) => [
          `${technology} (topic)`,
          `/tags/${slugify(technology)}`,
        ]),
        explore: [[`Explore ${service.title}`, service.link]],
        discuss: [`Discuss Project about ${service.title}`],
      })),
    );
    expect(sections).toHaveLength(12);
    for (const service of overviewServices) {
      await expect(page.getByRole("region", { name: service.title, exact: true })).toBeAttached();
    }
    // A few slugs spelled out, so a broken slugify cannot hide behind itself.
    await expect(page.locator('a[href="/tags/node-js"]').first()).toHaveText("Node.js (topic)");
    await expect(page.locator('a[href="/tags/ethers-js"]')).toHaveText("ethers.js (topic)");
    await expect(page.locator('a[href="/tags/apache-kafka"]')).toHaveText("Apache Kafka (topic)");

    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("ArrowDown and Space jump one section, a second press within 1.2 s is ignored", async ({
    page,
    consoleErrors,
  }) => {
    // A jump locks further jumps for 1.2 s (spec); the test moves the page's clock past it.
    await page.clock.install();
    await open(page);
    await blurFocus(page);
    expect(await currentIndex(page)).toBe(0);

    // A real key press jumps one section.
    await page.keyboard.press("ArrowDown");
    await expectAtSection(page, 1);
    await page.clock.fastForward(1_300);

    // Two presses in quick succession: both swallowed, the second by the lock: one section on.
    expect(await inputTwice(page, "keydown")).toEqual([true, true]);
    await expectAtSection(page, 2);
    // Still one section down a second later.
    await page.clock.fastForward(1_000);
    expect(await currentIndex(page)).toBe(2);
    expect(await sectionTop(page, 2)).toBeCloseTo(headerHeight, 0);

    // After the lock, Space moves on by exactly one section.
    await page.clock.fastForward(300);
    await page.keyboard.press(" ");
    await expectAtSection(page, 3);

    await page.clock.fastForward(1_300);
    await page.keyboard.press("ArrowUp");
    await expectAtSection(page, 2);

    await page.clock.fastForward(1_300);
    await page.keyboard.press("ArrowUp");
    await expectAtSection(page, 1);

    await page.clock.fastForward(1_300);
    await page.keyboard.press("Shift+Space");
    await expectAtSection(page, 0);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(2);

    // Focus follows the jump, so Tab continues inside the section that is shown.
    await page.clock.fastForward(1_300);
    await page.keyboard.press("ArrowDown");
    await expectAtSection(page, 1);
    await page.keyboard.press("Tab");
    const focusedSection = await page.evaluate(
      () => document.activeElement?.closest("[data-snap-section]")?.id,
    );
    expect(focusedSection).toBe(sectionIds[1]);
    expect(consoleErrors).toEqual([]);
  });

  test("a wheel step jumps one section and locks further steps", async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.install();
    await open(page);
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 120);
    await expectAtSection(page, 1);
    await page.clock.fastForward(1_300);
    expect(await inputTwice(page, "wheel")).toEqual([true, true]);
    await expectAtSection(page, 2);
    await page.clock.fastForward(800);
    expect(await currentIndex(page)).toBe(2);
    await page.clock.fastForward(600);
    await page.mouse.wheel(0, -120);
    await expectAtSection(page, 1);
    expect(consoleErrors).toEqual([]);
  });

  test("keys are left alone in form controls, and Tab is never trapped", async ({
    page,
    consoleErrors,
  }) => {
    await open(page);
    const email = page.getByRole("textbox", { name: "Work email" });
    await email.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press(" ");
    await afterTwoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(5);
    expect(await currentIndex(page)).toBe(0);

    // Tab walks through the links of the page as usual.
    await email.focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press("Tab");
    const tag = await page.evaluate(() => document.activeElement?.tagName);
    expect(["A", "BUTTON", "INPUT"]).toContain(tag);
    expect(consoleErrors).toEqual([]);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("jumps are instant", async ({ page, consoleErrors }) => {
      await open(page);
      await blurFocus(page);
      const calls = await spyOnScrollBehaviour(page);
      await page.keyboard.press("ArrowDown");
      // In place as soon as the key was handled: no animation to wait for.
      expect(await sectionTop(page, 1)).toBeCloseTo(headerHeight, 0);
      expect(await calls()).toEqual(["instant"]);
      await expect.poll(() => currentIndex(page)).toBe(1);
      expect(consoleErrors).toEqual([]);
    });
  });

  test("without reduced motion the jump is a smooth scroll", async ({ page }) => {
    await open(page);
    await blurFocus(page);
    const calls = await spyOnScrollBehaviour(page);
    await page.keyboard.press("ArrowDown");
    await expectAtSection(page, 1);
    expect(await calls()).toEqual(["smooth"]);
  });

  test("the section indicator shows the current section and navigates", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await open(page);
    const indicator = page.getByRole("navigation", { name: "Sections" });
    await expect(indicator.getByRole("link")).toHaveCount(13);
    await expect(indicator.getByRole("link", { name: "Introduction" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    const cloud = indicator.getByRole("link", { name: "Cloud & DevOps" });
    await cloud.focus();
    await page.keyboard.press("Enter");
    const index = sectionIds.indexOf("service-cloud-devops");
    await expectAtSection(page, index);
    await expect(cloud).toHaveAttribute("aria-current", "true");
    await expect(indicator.locator('[aria-current="true"]')).toHaveCount(1);
    await expect(page.locator("#service-cloud-devops")).toBeFocused();

    // Native scrolling moves the indicator too (after it settles).
    await page.evaluate(() =>
      document.getElementById("service-qa-automation")?.scrollIntoView({ behavior: "instant" }),
    );
    await expect(indicator.getByRole("link", { name: "QA Automation" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("'Discuss Project' opens the dialog with the service's pitch and default service", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    test.slow(); // four dialogs, each checked against the database
    await open(page, { analytics: true });
    const since = new Date(Date.now() - 1_000);
    for (const slug of ["ecommerce", "ai-daily-life", "virtual-reality", "web-development"]) {
      const service = overviewServices.find((s) => s.slug === slug);
      if (!service) throw new Error(slug);
      const target = overviewEnquiryTarget(slug);
      const pitch = pitches[target.pageType];
      const section = page.getByRole("region", { name: service.title, exact: true });
      const trigger = section.getByRole("button", { name: /^Discuss Project/ });

      await trigger.click();
      const dialog = page.getByRole("dialog", { name: pitch.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(pitch.subtitle)).toBeVisible();
      for (const feature of pitch.features) await expect(dialog.getByText(feature)).toBeVisible();
      await expect(dialog.getByRole("combobox", { name: /Service/ })).toHaveValue(
        target.defaultService,
      );
      // The click was recorded through POST /api/events (analytics consent was given).
      await expect
        .poll(() =>
          queryDb<{ properties: unknown }>(
            `select properties from analytics_events
             where name = 'service_cta_click' and path = '/services' and created_at >= $1
               and properties->>'service' = $2`,
            [since, service.title],
          ),
        )
        .toEqual([
          {
            properties: {
              service: service.title,
              cta_type: "discuss_project",
              location: "services_section",
              service_feature: service.features[0],
            },
          },
        ]);
      if (slug === "ecommerce") await checkA11y();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("services overview's enquiry dialog at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("one dialog for every section: two enquiries in turn each name and send their service", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    test.slow(); // two messages, each checked against the database
    await open(page);
    // One dialog with one form for the twelve sections (ADR 084).
    await expect(page.locator("dialog")).toHaveCount(3); // with the mobile menu and cookie settings
    await expect(page.locator("form[data-contact-form]")).toHaveCount(1);
    await sendOverviewEnquiries(page, overviewEnquiriesInTurn);
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("services overview email capture", () => {
  const button = (page: Page) =>
    page.getByRole("form", { name: "Get a free consultation" }).getByRole("button");

  test("an empty field submits nothing", async ({ page, consoleErrors }) => {
    await open(page);
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/subscribe")) requests += 1;
    });
    await button(page).click();
    await page.waitForLoadState("networkidle");
    expect(requests).toBe(0);
    await expect(button(page)).toHaveText("Get Free Consultation");
    await expect(page).toHaveURL("/services");
    expect(consoleErrors).toEqual([]);
  });

  test("posts JSON {email, source}, shows 'Submitting...' while busy and clears on ok", async ({
    page,
    consoleErrors,
  }) => {
    await open(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The button can show its busy state before the request reaches the route handler.
    const sent = page.waitForRequest("**/api/subscribe");
    await page.route("**/api/subscribe", async (route) => {
      await held;
      await route.fulfill({ status: 200, json: { ok: true } });
    });
    const email = page.getByRole("textbox", { name: "Work email" });
    await email.fill("cto@northwind-analytics.com");
    await button(page).click();
    await expect(button(page)).toHaveText("Submitting...");
    await expect(button(page)).toBeDisabled();
    const request = await sent;
    expect(request.postDataJSON()).toEqual({
      email: "cto@northwind-analytics.com",
      source: "services-hero",
      page: "/services",
    });
    expect(request.headers()["content-type"]).toContain("application/json");
    release();
    await expect(button(page)).toHaveText("Get Free Consultation");
    await expect(button(page)).toBeEnabled();
    await expect(email).toHaveValue("");
    expect(consoleErrors).toEqual([]);
  });

  test("a failure keeps the address, ends the busy state and says so in a toast", async ({
    page,
  }) => {
    await open(page);
    await page.route("**/api/subscribe", (route) =>
      route.fulfill({ status: 500, json: { ok: false, error: "down" } }),
    );
    const email = page.getByRole("textbox", { name: "Work email" });
    await email.fill("cto@northwind-analytics.com");
    await button(page).click();
    await expect(button(page)).toHaveText("Get Free Consultation");
    await expect(email).toHaveValue("cto@northwind-analytics.com");
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Failed to submit email" }),
    ).toBeVisible();
  });

  test("against the real endpoint: a business address is stored, a free-mail one is refused", async ({
    page,
    consoleErrors,
  }) => {
    await open(page);
    const email = page.getByRole("textbox", { name: "Work email" });
    const address = uniqueBusinessEmail("services-hero");
    await email.fill(address);
    const ok = page.waitForResponse((response) => response.url().endsWith("/api/subscribe"));
    await button(page).click();
    expect((await ok).status()).toBe(200);
    await expect(email).toHaveValue("");
    await expect(
      page.getByRole("status").filter({ hasText: "A consultant will email you" }),
    ).toBeVisible();
    expect(await queryDb("select source from leads where email = $1", [address])).toEqual([
      { source: "services-hero" },
    ]);
    expect(consoleErrors).toEqual([]);

    await email.fill("someone@gmail.com");
    const refused = page.waitForResponse((response) => response.url().endsWith("/api/subscribe"));
    await button(page).click();
    expect((await refused).status()).toBe(422);
    await expect(button(page)).toHaveText("Get Free Consultation");
    await expect(email).toHaveValue("someone@gmail.com");
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Business Email Required" }),
    ).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Discuss Project' leads to the contact form with the service preselected", async ({
    page,
  }) => {
    await page.goto("/services");
    const section = page.getByRole("region", { name: "Data Engineering", exact: true });
    const link = section.getByRole("link", { name: /^Discuss Project/ });
    await expect(link).toHaveAttribute("href", "/contact?service=data-engineering#contact-form");
    await link.click();
    await expect(page).toHaveURL("/contact?service=data-engineering#contact-form");
    await expect(page.getByRole("form", { name: "Contact us" }).getByLabel("Service")).toHaveValue(
      "data-engineering",
    );
  });

  test("the hero's address is posted as a lead and the page says so after its redirect", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
    await page.goto("/services");
    const form = page.getByRole("form", { name: "Get a free consultation" });
    const address = uniqueBusinessEmail("services-nojs");
    await form.getByRole("textbox", { name: "Work email" }).fill(address);
    await form.getByRole("button", { name: "Get Free Consultation" }).click();
    await page.waitForURL((url) => url.pathname === "/services");
    await expect(
      page.getByRole("region", { name: "Notification" }).getByRole("status"),
    ).toContainText(leadTexts.success(site.name).title);
    expect(await queryDb("select source from leads where email = $1", [address])).toEqual([
      { source: "services-hero" },
    ]);

    await form.getByRole("textbox", { name: "Work email" }).fill("nojs@gmail.com");
    await form.getByRole("button", { name: "Get Free Consultation" }).click();
    await expect(page.getByRole("alert")).toContainText(leadTexts.businessEmail.title);
  });
});
