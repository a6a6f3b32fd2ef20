import type { Locator, Page } from "@playwright/test";
import { testimonials } from "../../app/content/landing/testimonials";
import { trustedCompanies } from "../../app/content/landing/trusted-by";
import { aiVendors } from "../../app/content/landing/vendors";
import { site } from "../../app/content/site";
import { angleFromTransform, normalizeAngle } from "../../app/features/landing/orbit-math";
import { afterTwoFrames, expect, hydratedPage, rememberCookieChoice, test } from "./fixtures";

// A long page with several live widgets; axe alone needs a while on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** Resolves once React has hydrated: the mobile menu's button replaces its no-JS link then. */
async function waitForHydration(page: Page) {
  await expect(page.locator('header button[aria-label="Open menu"]')).toBeAttached({
    timeout: 15_000,
  });
}

/** Opens the landing page with a cookie choice already stored, so the banner stays out of the way. */
async function openLanding(page: Page) {
  await page.addInitScript(rememberCookieChoice);
  await page.goto("/");
  await waitForHydration(page);
}

const orbit = (page: Page, index: number) => page.locator(`[data-orbit="${index}"]`);

/** The orbit's rotation as the browser computes it (degrees, 0-360). */
async function orbitAngle(locator: Locator): Promise<number> {
  return angleFromTransform(
    await locator.evaluate((element) => getComputedStyle(element).transform),
  );
}

/** Difference b - a between two angles, in (-180, 180]. */
function angleDelta(a: number, b: number): number {
  const delta = normalizeAngle(b - a);
  return delta > 180 ? delta - 360 : delta;
}

/** A point on orbit `index` of the widget: straight above the centre, on the ring. */
/** A point on ring `index`, `degrees` clockwise from its top. */
async function pointOnOrbit(page: Page, index: number, degrees = 0) {
  const box = await page.getByTestId("orbit-widget").boundingBox();
  if (!box) throw new Error("orbit widget not visible");
  const radii = [0.21, 0.285, 0.36, 0.435];
  const radius = (radii[index] ?? 0) * box.width;
  const angle = (degrees * Math.PI) / 180;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return {
    x: centre.x + radius * Math.sin(angle),
    y: centre.y - radius * Math.cos(angle),
    centre,
  };
}

const animationName = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).animationName);
const playState = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).animationPlayState);

test.describe("landing page", () => {
  test("has the six sections in order, the claims and the calls to action", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await openLanding(page);
    const ids = await page
      .locator("#main > section")
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual([
      "hero",
      "trusted-by",
      "comparison",
      "how-it-works",
      "testimonials",
      "contact",
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "AI-trained developers, matched in 48 hours",
    );

    const hero = page.locator("#hero");
    for (const claim of [
      "3x faster development",
      "99% quality assurance",
      "24/7 AI agents",
      "48-hour",
      "talent matching",
      "Top 3%",
      "pre-vetted talent",
      "95%",
      "retention",
      "~60%",
      "savings",
      "500+",
      "experts",
    ]) {
      await expect(hero, claim).toContainText(claim);
    }
    await expect(hero.getByRole("link", { name: /Top 3% talent in 48 hours/ })).toHaveAttribute(
      "href",
      "/hire-talent",
    );
    await expect(hero.getByRole("link", { name: "Apply as Talent" })).toHaveAttribute(
      "href",
      "/careers",
    );
    // The forms of the leads and contact features sit in the hero and the contact section.
    await expect(hero.locator("form input[type=email]")).toBeVisible();
    await expect(hero.locator('form input[name="source"]')).toHaveValue("landing-page");
    const contact = page.locator("#contact");
    await expect(contact.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(contact.getByRole("textbox", { name: /Name/ })).toBeVisible();
    await expect(contact.getByRole("textbox", { name: /Message/ })).toBeVisible();

    // Trusted-by: text wordmarks, once for assistive technology.
    const strip = page.locator("#trusted-by");
    for (const company of trustedCompanies) {
      await expect(strip.getByRole("listitem").filter({ hasText: company.name })).toHaveCount(1);
    }
    await expect(strip.locator("img")).toHaveCount(0);

    // How it works: the four steps.
    await expect(page.locator("#how-it-works h3")).toHaveText([
      /Tell us$/,
      /Search$/,
      /Match$/,
      /Start$/,
    ]);

    // The badge leads to the hire-talent page.
    await hero.getByRole("link", { name: /Top 3% talent in 48 hours/ }).click();
    await expect(page).toHaveURL(`${baseURL}/hire-talent`);
    expect(consoleErrors).toEqual([]);
  });

  test("metadata and structured data", async ({ page, baseURL }) => {
    await openLanding(page);
    await expect(page).toHaveTitle(`Hire AI-Trained Remote Developers in 48 Hours | ${site.name}`);
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /48 hours/);
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute("content", /.+/);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${baseURL}/og/default.png`,
    );
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute(
      "content",
      `${baseURL}/og/default.png`,
    );
    const jsonLd = JSON.parse(
      (await head.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    const graph: Array<Record<string, unknown>> = jsonLd["@graph"];
    expect(graph.find((node) => node["@type"] === "Organization")).toMatchObject({
      name: site.name,
      contactPoint: [{ contactType: "customer service" }],
      sameAs: site.social.map((profile) => profile.url),
    });
    expect(graph.find((node) => node["@type"] === "WebSite")).toMatchObject({
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: `${baseURL}/search?q={search_term_string}` },
      },
    });
  });

  test("the scroll-progress bar follows the reading position", async ({ page, consoleErrors }) => {
    await openLanding(page);
    const bar = page.getByTestId("scroll-progress");
    await expect(bar).toHaveAttribute("aria-hidden", "true");
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    await expect(bar).toHaveAttribute("data-progress", "0.000");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toHaveAttribute("data-progress", "1.000");
    await page.evaluate(() =>
      window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2),
    );
    await expect
      .poll(async () => Number(await bar.getAttribute("data-progress")))
      .toBeCloseTo(0.5, 1);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("orbit widget", () => {
  test("has 4 orbits of 4 tools and lists the other tools below", async ({ page }) => {
    await openLanding(page);
    const widget = page.getByRole("group", { name: "AI tools our engineers work with" });
    for (let index = 0; index < 4; index += 1) {
      await expect(orbit(page, index).getByRole("button")).toHaveCount(4);
    }
    await expect(widget.getByRole("button", { name: /^(?!Pause)/ })).toHaveCount(aiVendors.length);
    expect(aiVendors).toHaveLength(20);
  });

  test("each wheel step over the widget turns the orbit 10 degrees and the page stays put", async ({
    page,
    consoleErrors,
  }) => {
    await openLanding(page);
    const point = await pointOnOrbit(page, 2);
    const before = await orbitAngle(orbit(page, 2));
    const others = await Promise.all([0, 1, 3].map((index) => orbitAngle(orbit(page, index))));
    const scrollBefore = await page.evaluate(() => window.scrollY);

    await page.mouse.move(point.x, point.y);
    await page.mouse.wheel(0, 100);
    await expect
      .poll(async () => angleDelta(before, await orbitAngle(orbit(page, 2))))
      .toBeCloseTo(10, 1);
    await page.mouse.wheel(0, 100);
    await expect
      .poll(async () => angleDelta(before, await orbitAngle(orbit(page, 2))))
      .toBeCloseTo(20, 1);
    await page.mouse.wheel(0, -100);
    await expect
      .poll(async () => angleDelta(before, await orbitAngle(orbit(page, 2))))
      .toBeCloseTo(10, 1);
    await expect(orbit(page, 2)).toHaveAttribute("data-angle", "10");
    await afterTwoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    // Only the orbit under the pointer turned.
    expect(await Promise.all([0, 1, 3].map((index) => orbitAngle(orbit(page, index))))).toEqual(
      others,
    );

    // Outside the widget the wheel scrolls the page as usual.
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    if (!heading) throw new Error("no heading");
    await page.mouse.move(heading.x + 20, heading.y + 20);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore);
    expect(consoleErrors).toEqual([]);
  });

  test("dragging an orbit turns it by half the vertical movement", async ({
    page,
    consoleErrors,
  }) => {
    await openLanding(page);
    const point = await pointOnOrbit(page, 1);
    // Rest the pointer on the hub first: the automatic rotation pauses on hover.
    await page.mouse.move(point.centre.x, point.centre.y);
    const before = await orbitAngle(orbit(page, 1));
    await page.mouse.move(point.x + 30, point.y);
    await page.mouse.down();
    await page.mouse.move(point.x + 30, point.y + 40, { steps: 4 });
    await page.mouse.move(point.x + 30, point.y + 80, { steps: 4 });
    await expect
      .poll(async () => angleDelta(before, await orbitAngle(orbit(page, 1))))
      .toBeCloseTo(40, 1);
    await page.mouse.move(point.x + 30, point.y + 20, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(async () => angleDelta(before, await orbitAngle(orbit(page, 1))))
      .toBeCloseTo(10, 1);
    await expect(orbit(page, 1)).toHaveAttribute("data-angle", "10");
    expect(consoleErrors).toEqual([]);
  });

  test("the keyboard reaches the tools, opens their figures and turns the orbits", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await openLanding(page);
    const apply = page.getByRole("link", { name: "Apply as Talent" });
    await apply.focus();
    await page.keyboard.press("Tab");
    const first = page.getByRole("button", { name: aiVendors[0]?.name ?? "", exact: true });
    await expect(first).toBeFocused();

    const popup = page.getByRole("tooltip");
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(aiVendors[0]?.name ?? "");
    for (const label of [
      "Productivity boost",
      "Code quality",
      "Time savings",
      "Cost reduction",
      "Use cases",
      "Expertise",
    ]) {
      await expect(popup).toContainText(label);
    }
    await expect(first).toHaveAttribute("aria-describedby", (await popup.getAttribute("id")) ?? "");
    await checkA11y();

    // Left and Right turn the focused tool's orbit by 10 degrees (and do not scroll the page).
    const before = await orbitAngle(orbit(page, 0));
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(async () => angleDelta(before, await orbitAngle(orbit(page, 0))))
      .toBeCloseTo(20, 1);
    await page.keyboard.press("ArrowLeft");
    await expect
      .poll(async () => angleDelta(before, await orbitAngle(orbit(page, 0))))
      .toBeCloseTo(10, 1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    // Down moves to the next tool, whose figures replace the first one's.
    await page.keyboard.press("ArrowDown");
    const second = page.getByRole("button", { name: aiVendors[1]?.name ?? "", exact: true });
    await expect(second).toBeFocused();
    await expect(popup).toContainText(aiVendors[1]?.name ?? "");

    // Escape closes the popup; focus stays.
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(second).toBeFocused();

    // One tab stop for all the tools: Tab moves on past them.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Pause logo strip" })).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test("hovering a tool shows its figures", async ({ page, consoleErrors }) => {
    await openLanding(page);
    const point = await pointOnOrbit(page, 0);
    await page.mouse.move(point.centre.x, point.centre.y);
    const vendor = aiVendors[5];
    if (!vendor) throw new Error("missing vendor");
    const tag = page.getByRole("button", { name: vendor.name, exact: true });
    await tag.hover();
    const popup = page.getByRole("tooltip");
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(vendor.name);
    const figures = [
      vendor.productivityBoost,
      vendor.codeQuality,
      vendor.timeSavings,
      vendor.costReduction,
    ];
    await expect(popup.getByRole("definition")).toHaveText(
      figures.map((figure, index) => `${index === 0 ? "+" : ""}${figure}%`),
    );
    // Each figure's bar is filled to its percentage (the page's one card shows the first tool).
    const bars = popup.locator("dd + div");
    for (const [index, figure] of figures.entries()) {
      const [track, fill] = await Promise.all([
        bars.nth(index).boundingBox(),
        bars.nth(index).locator("div").boundingBox(),
      ]);
      expect((fill?.width ?? 0) / (track?.width ?? 1)).toBeCloseTo(figure / 100, 2);
    }
    await expect(popup.getByRole("listitem")).toHaveText([...vendor.useCases]);
    await expect(popup).toContainText(`Expertise: ${vendor.expertise}`);
    // The popup does not cover its tag.
    const [tagBox, popupBox] = await Promise.all([tag.boundingBox(), popup.boundingBox()]);
    if (!tagBox || !popupBox) throw new Error("no boxes");
    const overlaps =
      tagBox.x < popupBox.x + popupBox.width &&
      popupBox.x < tagBox.x + tagBox.width &&
      tagBox.y < popupBox.y + popupBox.height &&
      popupBox.y < tagBox.y + tagBox.height;
    expect(overlaps).toBe(false);

    // Escape dismisses it without moving the pointer; leaving the tag closes it too.
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await page.mouse.move(point.centre.x, point.centre.y);
    await tag.hover();
    await expect(popup).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(popup).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("orbit widget by keyboard, click and touch", () => {
  test("one tab stop that stays on the last tool focused; Home and End reach the ends", async ({
    page,
    consoleErrors,
  }) => {
    await openLanding(page);
    const tool = (index: number) =>
      page.getByRole("button", { name: aiVendors.at(index)?.name ?? "", exact: true });
    const apply = page.getByRole("link", { name: "Apply as Talent" });
    await apply.focus();
    await page.keyboard.press("Tab");
    await expect(tool(0)).toBeFocused();
    await page.keyboard.press("End");
    await expect(tool(-1)).toBeFocused();
    await expect(page.getByRole("tooltip")).toContainText(aiVendors.at(-1)?.name ?? "");
    await page.keyboard.press("ArrowDown");
    await expect(tool(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(tool(-2)).toBeFocused();
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(tool(2)).toBeFocused();
    // Leaving and coming back: the tab stop is the tool focused last, the only one in the order.
    await page.keyboard.press("Shift+Tab");
    await expect(apply).toBeFocused();
    await expect(page.getByRole("tooltip")).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(tool(2)).toBeFocused();
    await expect(page.locator('#orbit button[data-vendor][tabindex="0"]')).toHaveCount(1);
    // Left and Right turn the focused tool's own orbit (the third tool is on the first).
    await page.keyboard.press("ArrowLeft");
    await expect(orbit(page, 0)).toHaveAttribute("data-angle", "-10");
    expect(consoleErrors).toEqual([]);
  });

  test("a click pins a tool's figures until a second click or a press outside", async ({
    page,
    consoleErrors,
  }) => {
    await openLanding(page);
    const point = await pointOnOrbit(page, 0);
    await page.mouse.move(point.centre.x, point.centre.y);
    const vendor = aiVendors[17];
    if (!vendor) throw new Error("missing vendor");
    const tag = page.getByRole("button", { name: vendor.name, exact: true });
    const popup = page.getByRole("tooltip");
    await tag.click();
    await page.mouse.move(5, 5);
    await expect(popup).toContainText(vendor.name);
    await expect(popup).toContainText(`Expertise: ${vendor.expertise}`);
    // Only the open tool's figures are in the popup; hovering another tool leaves them there.
    const other = aiVendors[18]?.name ?? "";
    await page.getByRole("button", { name: other, exact: true }).hover();
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(vendor.name);
    await expect(popup).not.toContainText(other);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(popup).toBeHidden();
    // A second click on the tool, the pointer still on it, unpins and closes.
    await tag.click();
    await expect(popup).toBeVisible();
    await page.mouse.down();
    await page.mouse.up();
    await expect(popup).toBeHidden();
    await page.mouse.move(5, 5);
    await expect(popup).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

    test("a tap shows a tool's figures, a tap elsewhere hides them, a finger turns an orbit", async ({
      page,
      consoleErrors,
    }) => {
      await openLanding(page);
      await page.getByTestId("orbit-widget").scrollIntoViewIfNeeded();
      const vendor = aiVendors[16];
      if (!vendor) throw new Error("missing vendor");
      const tag = page.getByRole("button", { name: vendor.name, exact: true });
      await tag.tap();
      const popup = page.getByRole("tooltip");
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(vendor.name);
      await page.getByText("Drag or scroll over an orbit to turn it.").tap();
      await expect(popup).toBeHidden();

      // A finger on the outer ring, moved 80 px down: the orbit turns 40 degrees, the page stays.
      await page
        .getByTestId("orbit-widget")
        .evaluate((widget) => widget.scrollIntoView({ block: "center" }));
      // The page may still move after the jump (the lazy sections above it settle to their real
      // heights): the finger goes down once the widget has stayed put for five frames.
      await page.getByTestId("orbit-widget").evaluate(
        (widget) =>
          new Promise<void>((settled) => {
            let lastTop = Number.NaN;
            let stillFrames = 0;
            const check = () => {
              const top = widget.getBoundingClientRect().top;
              stillFrames = top === lastTop ? stillFrames + 1 : 0;
              lastTop = top;
              if (stillFrames >= 5) settled();
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
      );
      // The finger lands on the bare ring, between tags (a tag is a button, the ring an SVG
      // circle, whose touch-action Chromium takes from the <svg> box); measured again until it
      // does, should the page still have moved, each time a little further round the ring in case
      // a tag stands still where the last try was (a drag turns by its vertical distance alone).
      const offsets = [0, 15, -15, 30, -30, 45, -45];
      let tries = 0;
      let point = await pointOnOrbit(page, 3);
      await expect
        .poll(async () => {
          point = await pointOnOrbit(page, 3, offsets[tries++ % offsets.length]);
          return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, point);
        })
        .toBe("circle");
      const before = await orbitAngle(orbit(page, 3));
      const scrollBefore = await page.evaluate(() => window.scrollY);
      const session = await page.context().newCDPSession(page);
      // As on a busy phone: a main thread slow to answer the touch is when Chromium panned.
      await session.send("Emulation.setCPUThrottlingRate", { rate: 8 });
      const touchAt = (type: "touchStart" | "touchMove", y: number) =>
        session.send("Input.dispatchTouchEvent", { type, touchPoints: [{ x: point.x, y }] });
      await touchAt("touchStart", point.y);
      for (let move = 1; move <= 8; move++) await touchAt("touchMove", point.y + move * 10);
      await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await expect
        .poll(async () => angleDelta(before, await orbitAngle(orbit(page, 3))))
        .toBeCloseTo(40, 1);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      expect(consoleErrors).toEqual([]);
    });
  });

  test("reached by client navigation from a page React hydrates, the widgets work", async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(rememberCookieChoice);
    await page.goto(hydratedPage);
    await page.evaluate(() => Object.assign(window, { marker: "same document" }));
    await page.locator('header a[href="/"]').first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "AI-trained developers, matched in 48 hours",
    );
    expect(await page.evaluate(() => "marker" in window)).toBe(true);

    const first = page.getByRole("button", { name: aiVendors[0]?.name ?? "", exact: true });
    await first.focus();
    await expect(page.getByRole("tooltip")).toContainText(aiVendors[0]?.name ?? "");
    await page.keyboard.press("ArrowRight");
    await expect(orbit(page, 0)).toHaveAttribute("data-angle", "10");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toBeHidden();
    const pauseLogos = page.getByRole("button", { name: "Pause logo strip" });
    await pauseLogos.click();
    await expect(pauseLogos).toHaveAttribute("aria-pressed", "true");

    const slider = page.getByRole("slider", { name: /Compare traditional hiring/ });
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuenow", "55");
    await expect(page.getByTestId("scroll-progress")).not.toHaveAttribute("data-progress", "0.000");
    await page.getByTestId("testimonial-columns").scrollIntoViewIfNeeded();
    await expect(page.locator("#testimonials ul.lp-motion-copy")).toHaveCount(4);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("comparison slider", () => {
  test("moves with the keyboard, by hover and by dragging", async ({ page, consoleErrors }) => {
    await openLanding(page);
    const slider = page.getByRole("slider", { name: /Compare traditional hiring/ });
    const problem = page.getByTestId("comparison-problem");
    const clip = () => problem.evaluate((element) => getComputedStyle(element).clipPath);
    await expect(slider).toHaveAttribute("aria-valuenow", "50");
    await expect(slider).toHaveAttribute("aria-valuemin", "0");
    await expect(slider).toHaveAttribute("aria-valuemax", "100");

    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuenow", "55");
    expect(await clip()).toBe("inset(0px 45% 0px 0px)");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveAttribute("aria-valuenow", "45");
    await expect(slider).toHaveAttribute(
      "aria-valuetext",
      "45% traditional hiring, 55% with quillstack",
    );
    await page.keyboard.press("End");
    await expect(slider).toHaveAttribute("aria-valuenow", "100");
    await page.keyboard.press("Home");
    await expect(slider).toHaveAttribute("aria-valuenow", "0");
    expect(await clip()).toBe("inset(0px 100% 0px 0px)");
    await page.keyboard.press("PageUp");
    await expect(slider).toHaveAttribute("aria-valuenow", "20");

    // Hover: the divider follows the mouse.
    const surface = page.getByTestId("comparison-surface");
    await surface.scrollIntoViewIfNeeded();
    const box = await surface.boundingBox();
    if (!box) throw new Error("no surface");
    const value = async () => Number(await slider.getAttribute("aria-valuenow"));
    await page.mouse.move(box.x + box.width * 0.25, box.y + 40);
    await expect.poll(value).toBeCloseTo(25, 0);
    await page.mouse.move(box.x + box.width * 0.75, box.y + 40, { steps: 3 });
    await expect.poll(value).toBeCloseTo(75, 0);

    // Drag: press and move.
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.4, box.y + 60, { steps: 3 });
    await page.mouse.up();
    await expect.poll(value).toBeCloseTo(40, 0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("testimonials", () => {
  const widths = [
    { width: 390, columns: 1 },
    { width: 700, columns: 2 },
    { width: 1100, columns: 3 },
    { width: 1400, columns: 4 },
  ];
  for (const { width, columns } of widths) {
    test(`${columns} column(s) visible at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openLanding(page);
      await expect(page.getByTestId("testimonial-column").locator("visible=true")).toHaveCount(
        columns,
      );
    });
  }

  test("four columns at 15/19/17/21 s hold 5/5/4/3 of the first 17", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await openLanding(page);
    const section = page.locator("#testimonials");
    const lists = section.getByRole("list", { name: /^Testimonials, column/ });
    await expect(lists).toHaveCount(4);
    const counts = await Promise.all(
      [0, 1, 2, 3].map((index) => lists.nth(index).getByRole("listitem").count()),
    );
    expect(counts).toEqual([5, 5, 4, 3]);
    const tracks = section.locator(".lp-column-track");
    const durations = await tracks.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).animationDuration),
    );
    expect(durations).toEqual(["15s", "19s", "17s", "21s"]);
    for (const testimonial of testimonials.slice(0, 17)) {
      await expect(lists.getByText(testimonial.name, { exact: true })).toHaveCount(1);
    }
    for (const testimonial of testimonials.slice(17)) {
      await expect(section.getByText(testimonial.name, { exact: true })).toHaveCount(0);
    }
    await expect(
      lists.first().getByRole("img", { name: "Rated 5 out of 5" }).first(),
    ).toBeVisible();
  });
});

test.describe("motion", () => {
  test("loops run and pause on hover and by their pause buttons; the orbit rests", async ({
    page,
  }) => {
    await openLanding(page);
    const marquee = page.getByTestId("trusted-by-track");
    const column = page.locator(".lp-column-track").first();
    // The loops start once the page has loaded and the browser is idle.
    await expect.poll(() => animationName(marquee)).toBe("lp-marquee-x");
    expect(await marquee.evaluate((element) => getComputedStyle(element).animationDuration)).toBe(
      "20s",
    );
    // The testimonial columns get their moving copies as they come near the screen.
    expect(await animationName(column)).toBe("none");
    await expect(page.locator(".lp-motion-copy")).toHaveCount(1);
    // The orbit has no loop: nothing in it moves until the visitor turns an orbit.
    const orbitAnimations = await page
      .locator("#orbit")
      .evaluate(
        (widget) =>
          document
            .getAnimations()
            .filter((animation) =>
              widget.contains((animation.effect as KeyframeEffect | null)?.target ?? null),
            ).length,
      );
    expect(orbitAnimations).toBe(0);

    // Hover pauses the logo strip and the testimonials.
    await page.locator("#trusted-by .lp-pausable").hover();
    await expect.poll(() => playState(marquee)).toBe("paused");
    const columns = page.getByTestId("testimonial-columns");
    await columns.scrollIntoViewIfNeeded();
    await expect.poll(() => animationName(column)).toBe("lp-marquee-y");
    // The copies, one a column, are hidden from assistive technology.
    await expect(page.locator("#testimonials ul.lp-motion-copy[aria-hidden=true]")).toHaveCount(4);
    await columns.hover({ position: { x: 20, y: 200 } });
    await expect.poll(() => playState(column)).toBe("paused");
    await page.mouse.move(5, 5);
    await expect.poll(() => playState(column)).toBe("running");

    // The pause buttons stop each loop until pressed again.
    const pauseTestimonials = page.getByRole("button", { name: "Pause testimonials" });
    await pauseTestimonials.click();
    await expect(pauseTestimonials).toHaveAttribute("aria-pressed", "true");
    await page.mouse.move(5, 5);
    await expect.poll(() => playState(column)).toBe("paused");
    await pauseTestimonials.click();
    await page.mouse.move(5, 5);
    await expect.poll(() => playState(column)).toBe("running");

    const pauseLogos = page.getByRole("button", { name: "Pause logo strip" });
    await pauseLogos.click();
    await page.mouse.move(5, 5);
    await pauseLogos.blur();
    await expect.poll(() => playState(marquee)).toBe("paused");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the loops stay at rest, as their pause buttons would do nothing", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByTestId("orbit-widget")).toBeVisible();
      expect(await animationName(page.getByTestId("trusted-by-track"))).toBe("none");
      await page.getByTestId("testimonial-columns").scrollIntoViewIfNeeded();
      expect(await animationName(page.locator(".lp-column-track").first())).toBe("none");
    });
  });

  test("the 48-hour clock plays when it scrolls into view", async ({ page }) => {
    await openLanding(page);
    const clock = page.getByTestId("matching-clock");
    await expect(clock).toHaveAttribute("data-state", "idle");
    await clock.scrollIntoViewIfNeeded();
    await expect(clock).toHaveAttribute("data-state", "play");
    expect(await animationName(clock.locator(".lp-clock-fill"))).toBe("lp-fill");
  });

  test("nothing moves under prefers-reduced-motion, and everything is shown", async ({
    page,
    consoleErrors,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1400, height: 900 });
    await openLanding(page);
    const moving = [
      page.getByTestId("trusted-by-track"),
      ...(await page.locator(".lp-column-track").all()),
    ];
    expect(moving.length).toBe(1 + 4);
    for (const element of moving) expect(await animationName(element)).toBe("none");

    const clock = page.getByTestId("matching-clock");
    await clock.scrollIntoViewIfNeeded();
    for (const part of await clock
      .locator(".lp-clock-fill, .lp-clock-node, .lp-clock-done")
      .all()) {
      expect(await animationName(part)).toBe("none");
    }
    // The clock shows its finished state.
    await expect(clock.locator(".lp-clock-done")).toHaveCSS("opacity", "1");
    expect(
      await clock
        .locator(".lp-clock-count")
        .evaluate((element) => getComputedStyle(element).getPropertyValue("--lp-hours")),
    ).toBe("48");

    // The duplicate copies are gone and all 17 testimonials are on screen without scrolling loops.
    await expect(page.locator(".lp-motion-copy").first()).toBeHidden();
    const cards = page.locator("#testimonials figure").locator("visible=true");
    await expect(cards).toHaveCount(17);
    // Pause buttons make no sense when nothing moves.
    await expect(page.getByRole("button", { name: "Pause testimonials" })).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("accessibility", () => {
  // axe takes 20-40 s on a page of this size when the machine is busy.
  test.describe.configure({ timeout: 150_000 });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`axe finds no violations in the ${colorScheme} theme`, async ({
      page,
      checkA11y,
      consoleErrors,
    }) => {
      await page.emulateMedia({ colorScheme });
      await openLanding(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
      // With the 48-hour clock played to its end, so its final state is checked too.
      const clock = page.getByTestId("matching-clock");
      await clock.scrollIntoViewIfNeeded();
      await expect(clock).toHaveAttribute("data-state", "play");
      await expect(clock.locator(".lp-clock-done")).toHaveCSS("opacity", "1");
      await checkA11y();
      expect(consoleErrors).toEqual([]);
    });
  }

  test("axe finds no violations on a phone", async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLanding(page);
    await checkA11y();
  });
});
