// The layout check: every public page and the signed-in candidate pages, at the phone, tablet
// and laptop sizes visitors use, have no sideways page scrolling, no button or link whose text
// spills out of its box and no fixed element over text; and every /services section can be
// reached with the mouse wheel. Each page is loaded once and resized through the sizes; all
// checks of one size run in one evaluate, so the whole file stays fast.
import type { Page } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { signUpCandidate } from "../support/candidates";
import { queryDb, uniqueBusinessEmail, uniqueClientAddress } from "../support/e2e-services";
import { pdfFile } from "../support/resume-files";
import { expect, rememberCookieChoice, test } from "./fixtures";

const viewports = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 657 },
] as const;

const serviceSlugs = [
  "web-development",
  "mobile-development",
  "ecommerce",
  "ai-data",
  "ai-daily-life",
  "blockchain-dapps",
  "data-engineering",
  "virtual-reality",
  "cloud-devops",
  "qa-automation",
  "rpa-automation",
  "api-services",
  "serverless-functions",
];

/** The public pages (app/routes.ts and the sitemaps), in groups the two workers share. */
const publicRouteGroups: string[][] = [
  ["/", "/services", "/hire-talent", "/outsource-project", "/contact", "/ai-use-cases"],
  serviceSlugs.slice(0, 7).map((slug) => `/services/${slug}`),
  serviceSlugs.slice(7).map((slug) => `/services/${slug}`),
  [
    "/products/project-hive-management",
    "/products/ecommerce-blueprint",
    "/products/tabulator-powerbi",
    "/products/lockboxy",
    "/products/suchify",
    "/certifications",
    "/azure-services",
    "/amazon-web-services",
    "/google-cloud-services",
  ],
  [
    "/our-story",
    "/credits",
    "/remote-work-policy",
    "/privacy-policy",
    "/terms-and-conditions",
    "/cookies-policy",
    "/this-page-does-not-exist",
  ],
  [
    "/careers",
    "/internship",
    "/careers/job/senior-full-stack-engineer-react-node",
    "/careers/job/senior-full-stack-engineer-react-node/apply",
    "/careers/job",
  ],
  [
    "/knowledge-center",
    "/knowledge-center/categories",
    "/knowledge-center/categories/web-development",
    "/knowledge-center/react-server-components-in-production",
    "/knowledge-center/kestrel-commerce-checkout-rebuild",
    "/knowledge-center/quillstack-opens-toronto-office",
    "/tags",
    "/tags/react",
    "/search?q=react",
  ],
  [
    "/user/login",
    "/user/login?tab=signup",
    "/user/forgot-password",
    "/user/reset-password?token=an-old-link",
    "/user/verify-email",
    "/unsubscribe",
    "/invite/an-unknown-invitation",
    "/invite",
    "/admin/login",
  ],
];

/** Pages that answer with an error status by design, and the status they answer. */
const errorStatuses: Record<string, number> = {
  "/this-page-does-not-exist": 404,
  // No address to unsubscribe: the page explains how to use the link from an email.
  "/unsubscribe": 400,
  "/invite/an-unknown-invitation": 404,
  "/invite": 400,
  "/careers/job": 404,
};

/**
 * What is wrong with the layout of the page as it is now. Runs in the browser, so it must not
 * use anything from this file.
 */
async function layoutProblems(): Promise<string[]> {
  // Let resize handlers and the layout they cause settle.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const problems: string[] = [];
  const label = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50)}"`;
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    problems.push(`the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`);
  }

  // Buttons and links laid out as boxes whose text does not fit in them. Intentionally truncated
  // text (an ellipsis) keeps its full text as the accessible name; scroll regions scroll.
  for (const element of document.querySelectorAll<HTMLElement>(
    "a, button, summary, [role=button], [role=tab]",
  )) {
    const style = getComputedStyle(element);
    if (style.display === "inline" || style.display === "contents") continue;
    if (style.textOverflow === "ellipsis" || /auto|scroll/.test(style.overflow)) continue;
    if (element.getBoundingClientRect().width <= 1 || !shown(element)) continue;
    if (
      element.scrollWidth > element.clientWidth + 1 ||
      element.scrollHeight > element.clientHeight + 1
    ) {
      problems.push(
        `text overflows ${label(element)}: ${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}`,
      );
    }
  }

  // Words in table cells broken mid-word: columns squeezed narrower than an ordinary word
  // (a token wider than half the table, such as a long address, may break).
  const words = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const wordRange = document.createRange();
  for (let node = words.nextNode(); node; node = words.nextNode()) {
    const cell = node.parentElement?.closest("td, th");
    const table = cell?.closest("table");
    if (!cell || !table || !shown(cell)) continue;
    for (const match of (node.textContent ?? "").matchAll(/[^\s\-/]+/g)) {
      wordRange.setStart(node, match.index);
      wordRange.setEnd(node, match.index + match[0].length);
      const parts = Array.from(wordRange.getClientRects());
      const width = parts.reduce((sum, part) => sum + part.width, 0);
      if (parts.length > 1 && width < table.clientWidth / 2) {
        problems.push(`the word "${match[0]}" is broken across lines in ${label(cell)}`);
      }
    }
  }

  // Fixed and sticky elements (other than the site header) over visible text.
  const header = document.querySelector("body header");
  const covers = Array.from(document.body.querySelectorAll<HTMLElement>("*")).filter((element) => {
    const { position } = getComputedStyle(element);
    return (
      (position === "fixed" || position === "sticky") &&
      element !== header &&
      element.getBoundingClientRect().width > 1 &&
      shown(element)
    );
  });
  if (covers.length > 0) {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width <= 1 || rect.height <= 1) continue;
        const over = covers.find((candidate) => {
          if (candidate.contains(parent)) return false;
          const box = candidate.getBoundingClientRect();
          return (
            rect.left < box.right - 1 &&
            rect.right > box.left + 1 &&
            rect.top < box.bottom - 1 &&
            rect.bottom > box.top + 1
          );
        });
        if (over && shown(parent)) {
          problems.push(
            `${label(over)} (${getComputedStyle(over).position}) covers text ${label(parent)}`,
          );
          break;
        }
      }
    }
  }
  return problems;
}

/** Loads each path once and checks it at every size; returns the problems found. */
async function checkPages(page: Page, paths: readonly string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    // Images have their sizes in the markup: the layout does not wait for them.
    const response = await page.goto(path, { waitUntil: "domcontentloaded" });
    const expected = errorStatuses[path] ?? 200;
    expect(response?.status(), path).toBe(expected);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      for (const problem of await page.evaluate(layoutProblems)) {
        problems.push(`${path} at ${viewport.width}x${viewport.height}: ${problem}`);
      }
    }
  }
  return problems;
}

const candidatePages = [
  "/user/account",
  "/user/applications",
  "/user/saved-jobs",
  "/user/profile",
  "/user/profile?tab=experience",
  "/user/profile?tab=education",
  "/user/profile?tab=resume",
];

/** Page routes this file does not load, and why. */
const checkedElsewhere: Record<string, string> = {
  "/blog": "the knowledge center's module under its old address",
  "/blog/:slug": "the post module under its old address",
  "/post/:legacySlug": "redirects an old post address, else the 404 page",
};

/** Every route of app/routes.ts that renders a page (a .tsx module), as a path pattern. */
function pagePatterns(config: readonly RouteConfigEntry[], parent = ""): string[] {
  return config.flatMap((entry) => {
    const path = entry.index ? parent : `${parent}/${entry.path ?? ""}`.replace(/\/+$/, "");
    const own = entry.file.endsWith(".tsx") && !entry.children ? [path || "/"] : [];
    return [...own, ...pagePatterns(entry.children ?? [], path)];
  });
}

const matchesPattern = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+").replace("*", ".*")}$`).test(path);

test("the layout check loads a page of every public and candidate route in app/routes.ts", () => {
  const loaded = [...publicRouteGroups.flat(), ...candidatePages].map(
    (path) => new URL(path, "http://localhost").pathname,
  );
  const missing = pagePatterns(routes).filter(
    (pattern) =>
      // Staff pages: admin.spec.ts checks them at a phone's and a tablet's width.
      !(pattern.startsWith("/admin") && pattern !== "/admin/login") &&
      !(pattern in checkedElsewhere) &&
      !loaded.some((path) => matchesPattern(pattern, path)),
  );
  expect(missing).toEqual([]);
});

test.describe("layout", () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ context }) => {
    await context.addInitScript(rememberCookieChoice);
  });

  for (const [index, paths] of publicRouteGroups.entries()) {
    test(`public pages ${index + 1}: no sideways scrolling, overflowing buttons or covered text (${paths[0]} ...)`, async ({
      page,
    }) => {
      expect(await checkPages(page, paths)).toEqual([]);
    });
  }

  test("signed-in candidate pages: no sideways scrolling, overflowing buttons or covered text", async ({
    page,
    context,
    baseURL,
  }) => {
    const candidate = await signUpCandidate(context.request, baseURL, "Katherine Johnson");
    // Every open job saved (their cards show all kinds of titles, tags and pay), and an application.
    await queryDb(
      `insert into saved_jobs (user_id, job_id) select $1, id from job_posts where is_active`,
      [candidate.id],
    );
    await queryDb(
      `insert into job_applications (job_id, user_id, applicant_name, applicant_email, cover_letter)
       select id, $1, 'Katherine Johnson', $2, 'Orbital mechanics, checked by hand.'
       from job_posts where is_active order by length(title) desc limit 1`,
      [candidate.id, candidate.email],
    );
    // A resume with a long file name in the resume tab's history.
    const upload = await context.request.post("/api/resumes", {
      headers: { origin: baseURL as string, accept: "application/json" },
      multipart: {
        resume: {
          name: "katherine-johnson-orbital-mechanics-and-trajectory-analysis-resume-2026.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.from(pdfFile("Katherine")),
        },
      },
    });
    expect(upload.status()).toBe(201);
    expect(await checkPages(page, candidatePages)).toEqual([]);
  });
});

/** Sizes for the wheel: the layout sizes, a 1920x1080 screen at 150 % and a large monitor. */
const wheelViewports = [
  ...viewports,
  { width: 1280, height: 600 },
  { width: 2560, height: 1440 },
] as const;

type Viewport = { width: number; height: number };
/** One way of moving down the page: its name, how far a step goes about, and one step. */
type ScrollInput = {
  name: string;
  distance: (viewport: Viewport) => number;
  step: (page: Page, viewport: Viewport) => Promise<void>;
};

// Two notches of a mouse wheel a step (a longer step can carry past the snap points).
const mouseWheel: ScrollInput = {
  name: "the mouse wheel",
  distance: () => 200,
  step: (page) => page.mouse.wheel(0, 200),
};
const trackpad: ScrollInput = {
  name: "small trackpad steps",
  distance: () => 40,
  step: (page) => page.mouse.wheel(0, 40),
};
const keyboard: ScrollInput = {
  name: "Page Down",
  distance: (viewport) => viewport.height * 0.8,
  step: (page) => page.keyboard.press("PageDown"),
};
// A 300-pixel upward drag: ten moves 16 ms apart, then the finger held still for 200 ms before it
// lifts, so the page does not fling on past what the test samples (the context has a touch screen).
// The event times are given, not waited for.
const touch: ScrollInput = {
  name: "a finger's drag",
  distance: () => 300,
  step: async (page, viewport) => {
    const session = await page.context().newCDPSession(page);
    const x = viewport.width / 2;
    const from = viewport.height * 0.75;
    const start = Date.now() / 1000;
    const touchAt = (type: "touchStart" | "touchMove", y: number, seconds: number) =>
      session.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: [{ x, y }],
        timestamp: start + seconds,
      });
    await touchAt("touchStart", from, 0);
    for (let move = 1; move <= 10; move++)
      await touchAt("touchMove", from - move * 30, move * 0.016);
    await touchAt("touchMove", from - 300, 0.36);
    await session.send("Input.dispatchTouchEvent", {
      type: "touchEnd",
      touchPoints: [],
      timestamp: start + 0.37,
    });
    await session.detach();
  },
};

const servicesWalks: Array<{ input: ScrollInput; viewport: Viewport }> = [
  ...wheelViewports.map((viewport) => ({ input: mouseWheel, viewport })),
  // The laptop sizes where the wheel once stayed in the hero, and phones and tablets.
  { input: trackpad, viewport: { width: 1366, height: 657 } },
  { input: trackpad, viewport: { width: 1280, height: 600 } },
  { input: keyboard, viewport: { width: 1366, height: 657 } },
  { input: keyboard, viewport: { width: 1280, height: 600 } },
  { input: touch, viewport: { width: 390, height: 844 } },
  { input: touch, viewport: { width: 768, height: 1024 } },
];

test.describe("/services by wheel, trackpad, keyboard and touch", () => {
  // Jumps are then instant: the walk takes less time, and reaches the same places.
  test.use({ reducedMotion: "reduce" });
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(rememberCookieChoice);
  });

  for (const { input, viewport } of servicesWalks) {
    test.describe(() => {
      test.use({ hasTouch: input === touch });
      test(`at ${viewport.width}x${viewport.height} ${input.name} reaches every section and the page end, with nothing covered on the way`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        // A jump locks the wheel for 1.2 s (spec); the test moves the page's clock past it.
        await page.clock.install();
        await page.goto("/services", { waitUntil: "domcontentloaded" });
        await page.mouse.move(viewport.width / 2, viewport.height / 2);

        const seen: Array<[number, number]> = [];
        const problems = new Set<string>();
        let state = await page.evaluate(readScroll);
        const maxSteps =
          Math.ceil(state.pageHeight / input.distance(viewport)) + 2 * state.sections.length;
        for (let step = 0; step < maxSteps && !state.atEnd; step++) {
          seen.push([state.y + state.headerHeight, state.y + state.screenHeight]);
          for (const problem of await page.evaluate(layoutProblems)) problems.add(problem);
          await page.clock.fastForward(1300);
          await page.evaluate(() => {
            const flag = window as unknown as { scrollEnded: boolean };
            flag.scrollEnded = false;
            window.addEventListener("scrollend", () => (flag.scrollEnded = true), { once: true });
          });
          await input.step(page, viewport);
          await page.waitForFunction(
            () => (window as unknown as { scrollEnded: boolean }).scrollEnded,
            undefined,
            { polling: 50 },
          );
          state = await page.evaluate(readScroll);
        }
        seen.push([state.y + state.headerHeight, state.y + state.screenHeight]);

        expect(state.atEnd, `${input.name} reaches the end of the page`).toBe(true);
        const unreached = state.sections.filter(
          (section) =>
            !seen.some(([top, bottom]) => section.top >= top - 1 && section.top < bottom),
        );
        expect(
          unreached.map((section) => section.id),
          "sections whose top never came into view",
        ).toEqual([]);
        // Nothing skipped: every stretch of the page was on screen at some step.
        const gaps: string[] = [];
        // The page's top is the header itself.
        let reached = state.headerHeight;
        for (const [top, bottom] of seen.toSorted((a, b) => a[0] - b[0])) {
          if (top - reached > 48) gaps.push(`${Math.round(reached)}-${Math.round(top)}`);
          reached = Math.max(reached, bottom);
        }
        expect(gaps, "stretches of the page never shown").toEqual([]);
        expect([...problems], "layout problems on the way down").toEqual([]);
      });
    });
  }
});

/** Where the page is and where the sections are. */
function readScroll() {
  const y = window.scrollY;
  return {
    y,
    headerHeight: document.querySelector("body header")?.getBoundingClientRect().height ?? 0,
    screenHeight: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
    atEnd: y + window.innerHeight >= document.documentElement.scrollHeight - 1,
    sections: Array.from(document.querySelectorAll<HTMLElement>("[data-snap-section]")).map(
      (section) => ({ id: section.id, top: section.getBoundingClientRect().top + y }),
    ),
  };
}

test.describe("the cookie banner", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 657 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} never hides a footer link that Tab focuses`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/our-story");
      const banner = page.getByRole("region", { name: "We value your privacy" });
      await expect(banner).toHaveAttribute("data-ready", "");
      // Start on the last focusable element before the footer, then Tab through the footer.
      const links = await page.locator("footer").getByRole("link").count();
      await page.locator("main").getByRole("link").last().focus();
      const hidden: string[] = [];
      for (let step = 0; step < links; step++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const box = element.getBoundingClientRect();
          const bannerTop =
            document.querySelector("[aria-labelledby=cookie-banner-title]")?.getBoundingClientRect()
              .top ?? window.innerHeight;
          return {
            text: element.textContent?.trim() ?? "",
            inFooter: element.closest("footer") !== null,
            obscured: box.bottom > bannerTop + 0.5 || box.top < 0,
          };
        });
        if (!focus.inFooter) break;
        if (focus.obscured) hidden.push(focus.text);
      }
      expect(hidden, "focused footer links behind the banner").toEqual([]);
    });

    test(`at ${viewport.width}x${viewport.height} leaves the landing page's email field and Get Started in view on a first visit`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const banner = page.getByRole("region", { name: "We value your privacy" });
      await expect(banner).toHaveAttribute("data-ready", "");
      const bannerTop = (await banner.boundingBox())?.y ?? 0;
      const hero = page.locator("#hero");
      for (const control of [
        hero.getByRole("textbox", { name: /business email/i }),
        hero.getByRole("button", { name: "Get Started" }),
      ]) {
        const box = await control.boundingBox();
        expect(box, "the control has a box").not.toBeNull();
        expect(box?.y ?? 0, "below the header").toBeGreaterThan(0);
        expect((box?.y ?? 0) + (box?.height ?? 0), "above the banner").toBeLessThanOrEqual(
          bannerTop,
        );
      }
    });
  }
});

test.describe("toasts", () => {
  test.use({ colorScheme: "dark" });

  test("take the site's font and the dark theme's card colour, and errors look destructive", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addInitScript(rememberCookieChoice);
    await context.addCookies([{ name: "theme", value: "system", url: baseURL as string }]);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
    await page.goto("/");
    const form = page.getByRole("form", { name: "Get started with your business email" });
    await form.getByRole("button").click();
    const error = page.locator("[data-sonner-toast]").filter({ hasText: "Email Required" });
    // The pointer on the toast pauses its timer, so it stays while it is measured.
    await error.hover();
    const look = await error.evaluate((toast) => {
      const style = getComputedStyle(toast);
      const probe = document.createElement("div");
      probe.style.color = "var(--destructive-subtle)";
      probe.style.backgroundColor = "var(--card)";
      document.body.append(probe);
      const colours = getComputedStyle(probe);
      const result = {
        font: style.fontFamily,
        background: style.backgroundColor,
        destructive: colours.color,
        card: colours.backgroundColor,
      };
      probe.remove();
      return result;
    });
    expect(look.font).toContain("Inter");
    expect(look.background).toBe(look.destructive);
    expect(look.destructive).not.toBe(look.card);
    // An ordinary toast sits on the dark theme's card colour.
    await form.getByRole("textbox").fill(uniqueBusinessEmail("toast"));
    await form.getByRole("button").click();
    const success = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Welcome to Quillstack" });
    await success.hover();
    expect(await success.evaluate((toast) => getComputedStyle(toast).backgroundColor)).toBe(
      look.card,
    );
    expect(look.card).toBe("rgb(15, 23, 42)");
  });
});
