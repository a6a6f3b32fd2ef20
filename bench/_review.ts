import { chromium, type Page, type BrowserContext } from "playwright";
import { writeFileSync, mkdirSync } from "node:fs";

const B = "http://localhost:4660";
const OUT = "/work/tmp/review";
const mode = process.argv[2] ?? "shots";
const VPS: [number, number][] = [[390, 844], [768, 1024], [1024, 768], [1280, 800], [1366, 657]];

async function ctx(browser: any, w: number, h: number, scheme: "light" | "dark", consent = true): Promise<BrowserContext> {
  const c = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
  if (consent) { await c.addCookies([{ name: "cookie_consent", value: "rejected", domain: "localhost", path: "/" }]); await c.addInitScript(() => { try { localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false })); } catch {} }); }
  return c;
}

async function metrics(page: Page) {
  return page.evaluate(() => {
    const de = document.documentElement;
    const vw = de.clientWidth;
    const res: any = { scrollW: de.scrollWidth, clientW: vw, overflowers: [], brokenImgs: [], clipped: [] };
    for (const el of Array.from(document.querySelectorAll("body *")) as HTMLElement[]) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === "hidden" || cs.display === "none") continue;
      if (r.right > vw + 1 && res.overflowers.length < 8) {
        // skip if inside an overflow-x scroll container
        let p = el.parentElement, scroller = false;
        while (p) { const s = getComputedStyle(p); if (/(auto|scroll|hidden|clip)/.test(s.overflowX) && p !== document.body && p !== de) { scroller = true; break; } p = p.parentElement; }
        if (!scroller) res.overflowers.push(`${el.tagName}.${String(el.className).slice(0, 60)} right=${Math.round(r.right)} "${(el.innerText || "").slice(0, 40)}"`);
      }
      if (el.children.length === 0 && el.innerText && el.scrollWidth > el.clientWidth + 1 && /(hidden|clip)/.test(cs.overflowX) && res.clipped.length < 8)
        res.clipped.push(`${el.tagName} "${el.innerText.slice(0, 60)}" sw=${el.scrollWidth} cw=${el.clientWidth}`);
    }
    for (const img of Array.from(document.images)) if (img.complete && img.naturalWidth === 0) res.brokenImgs.push(img.currentSrc || img.src);
    return res;
  });
}

async function shots() {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  // discover job and post links
  const c0 = await ctx(browser, 1280, 800, "light");
  const p0 = await c0.newPage();
  await p0.goto(B + "/careers");
  const job = await p0.locator('a[href^="/careers/job/"]').first().getAttribute("href");
  await p0.goto(B + "/knowledge-center");
  const post = await p0.locator('main a[href^="/knowledge-center/"]:not([href*="categories"])').first().getAttribute("href");
  await c0.close();
  const pages: [string, string][] = [["home", "/"], ["services", "/services"], ["careers", "/careers"], ["job", job!], ["kc", "/knowledge-center"], ["post", post!], ["contact", "/contact"], ["ourstory", "/our-story"], ["login", "/user/login"], ["signup", "/user/login?tab=signup"], ["adminlogin", "/admin/login"]];
  const only = process.argv[3]?.split(",");
  const report: any = { job, post, results: {} };
  mkdirSync(`${OUT}/shots`, { recursive: true });
  for (const [w, h] of VPS) for (const scheme of ["light", "dark"] as const) {
    const c = await ctx(browser, w, h, scheme);
    const page = await c.newPage();
    const errors: string[] = [];
    page.on("console", (m) => { if (m.type() === "error") errors.push(m.text().slice(0, 150)); });
    page.on("response", (r) => { if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`); });
    for (const [name, path] of pages) {
      if (only && !only.includes(name)) continue;
      errors.length = 0;
      await page.goto(B + path, { waitUntil: "networkidle" });
      // scroll through to trigger lazy images
      await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 40)); } window.scrollTo(0, 0); });
      await page.waitForTimeout(300);
      const m = await metrics(page);
      const key = `${name}_${w}x${h}_${scheme}`;
      await page.screenshot({ path: `${OUT}/shots/${key}_top.png` });
      await page.screenshot({ path: `${OUT}/shots/${key}_full.png`, fullPage: true });
      report.results[key] = { ...m, errors: [...errors], height: await page.evaluate(() => document.body.scrollHeight) };
    }
    await c.close();
  }
  await browser.close();
  writeFileSync(`${OUT}/metrics.json`, JSON.stringify(report, null, 1));
}

async function flows() {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const log: string[] = [];
  const L = (s: string) => { log.push(s); console.log(s); };
  mkdirSync(`${OUT}/flows`, { recursive: true });
  // keyboard on login
  {
    const c = await ctx(browser, 1280, 800, "light");
    const page = await c.newPage();
    await page.goto(B + "/user/login", { waitUntil: "networkidle" });
    const email = page.locator('input[type="email"]').first();
    await email.click();
    await page.keyboard.type("nobody@example.org");
    await page.keyboard.press("Tab");
    const f = await page.evaluate(() => { const a = document.activeElement as HTMLInputElement; return `${a.tagName} type=${a.type} name=${a.name} id=${a.id} text=${a.innerText?.slice(0, 30)}`; });
    L(`after Tab from email: ${f}`);
    await page.screenshot({ path: `${OUT}/flows/login_tab.png` });
    // go to password
    await page.locator('input[type="password"]').first().focus();
    await page.keyboard.type("wrongpassword123");
    const urlBefore = page.url();
    await page.keyboard.press("Enter");
    await page.waitForTimeout(2500);
    L(`after Enter: url ${urlBefore} -> ${page.url()}`);
    L(`email value after: ${await page.locator('input[type="email"]').first().inputValue().catch((e) => "ERR " + e)}`);
    L(`password value after: ${await page.locator('input[type="password"]').first().inputValue().catch((e) => "ERR " + e)}`);
    const alerts = await page.locator('[role="alert"], [aria-live], [data-sonner-toast], .toast').allInnerTexts();
    L(`alerts: ${JSON.stringify(alerts)}`);
    await page.screenshot({ path: `${OUT}/flows/login_wrong.png`, fullPage: true });
    await c.close();
  }
  // signup
  const email = `reviewer${Date.now()}@example.org`;
  const password = "Rev!ew-Passw0rd-2026";
  {
    const c = await ctx(browser, 390, 844, "light");
    const page = await c.newPage();
    await page.goto(B + "/user/login?tab=signup", { waitUntil: "networkidle" });
    await page.screenshot({ path: `${OUT}/flows/signup_empty.png`, fullPage: true });
    const inputs = await page.locator("main input:visible, main select:visible, main textarea:visible").evaluateAll((els) => els.map((e: any) => `${e.tagName} type=${e.type} name=${e.name} id=${e.id} req=${e.required} ph=${e.placeholder}`));
    L(`signup inputs: ${inputs.join(" | ")}`);
    writeFileSync(`${OUT}/flows/signup_form.html`, await page.locator("main").innerHTML());
    await c.close();
  }
  writeFileSync(`${OUT}/flows/log.txt`, log.join("\n") + `\nemail=${email}\n`);
  await browser.close();
}

async function signup() {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const email = process.argv[3];
  const password = "Rev!ew-Passw0rd-2026";
  const c = await ctx(browser, 390, 844, "light");
  const page = await c.newPage();
  await page.goto(B + "/user/login?tab=signup", { waitUntil: "networkidle" });
  const form = page.locator("form:has(input[type=password]:visible)").first();
  for (const inp of await form.locator("input:visible").all()) {
    const t = await inp.getAttribute("type"); const n = (await inp.getAttribute("name")) ?? "";
    if (t === "email") await inp.fill(email);
    else if (t === "password") await inp.fill(password);
    else if (t === "checkbox") await inp.check();
    else if (t === "text" || t === null) await inp.fill(/last/i.test(n) ? "Reviewer" : "Riley");
  }
  await page.screenshot({ path: `${OUT}/flows/signup_filled.png`, fullPage: true });
  await form.locator('button[type=submit]').click();
  await page.waitForTimeout(3000);
  console.log("after signup url", page.url());
  console.log("text:", (await page.locator("main").innerText()).slice(0, 1500));
  await page.screenshot({ path: `${OUT}/flows/signup_after.png`, fullPage: true });
  await c.storageState({ path: `${OUT}/flows/state.json` });
  await c.close();
  await browser.close();
}

async function signedIn() {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  for (const [w, h] of [[390, 844], [1366, 657]] as [number, number][]) {
    for (const scheme of ["light", "dark"] as const) {
      const c = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, storageState: `${OUT}/flows/state.json` });
      await c.addInitScript(() => { try { localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false })); } catch {} });
      const page = await c.newPage();
      await page.goto(B + "/careers", { waitUntil: "networkidle" });
      await page.screenshot({ path: `${OUT}/flows/careers_signed_${w}_${scheme}.png` });
      const hdr = page.locator("header");
      const btns = await hdr.locator("button:visible, a:visible").evaluateAll((els) => els.map((e: any) => `${e.tagName} ${e.getAttribute("aria-label") ?? ""} "${e.innerText.slice(0, 30)}"`));
      console.log(w, scheme, "header controls:", btns.join(" | "));
      const acct = hdr.locator('button[aria-label*="ccount" i], button:has-text("Riley"), button[aria-haspopup="menu"]:visible').last();
      if (await acct.count()) {
        await acct.click();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${OUT}/flows/acctmenu_${w}_${scheme}.png` });
        console.log("menu:", JSON.stringify(await page.locator('[role="menu"]').allInnerTexts()));
        await page.keyboard.press("Escape");
      } else console.log("no account button found");
      if (scheme === "light") {
        const job = await page.locator('a[href^="/careers/job/"]').first().getAttribute("href");
        await page.goto(B + job!, { waitUntil: "networkidle" });
        await page.screenshot({ path: `${OUT}/flows/job_signed_${w}.png`, fullPage: true });
      }
      await c.close();
    }
  }
  await browser.close();
}

async function banner() {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  for (const [w, h] of [[390, 844], [1366, 657]] as [number, number][]) for (const scheme of ["light", "dark"] as const) {
    const c = await ctx(browser, w, h, scheme, false);
    const page = await c.newPage();
    await page.goto(B + "/", { waitUntil: "networkidle" });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${OUT}/flows/banner_${w}_${scheme}.png` });
    await c.close();
  }
  await browser.close();
}

const fns: any = { shots, flows, signup, signedIn, banner };
if (!["login","tiles","probe","montage"].includes(mode)) await fns[mode]();
async function login() {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const c = await ctx(browser, 390, 844, "light");
  const page = await c.newPage();
  await page.goto(B + "/user/login", { waitUntil: "networkidle" });
  await page.locator("#signin-email, input[type=email]:visible").first().fill(process.argv[3]);
  await page.locator("#signin-password").fill(process.argv[4] ?? "Rev!ew-Passw0rd-2026");
  await page.keyboard.press("Enter");
  await page.waitForTimeout(3000);
  console.log("url", page.url());
  console.log((await page.locator("main").innerText()).slice(0, 800));
  await page.screenshot({ path: `${OUT}/flows/login_${process.argv[5] ?? "x"}.png`, fullPage: true });
  await c.storageState({ path: `${OUT}/flows/state.json` });
  await c.close(); await browser.close();
}
fns.login = login;
if (mode === "login") await login();
// tiles: node bench/_review.ts tiles in.png outprefix colW colH cols
async function tiles() {
  const [, , , inp, outp, cw, ch, ncols] = process.argv;
  const colW = +cw, colH = +ch, cols = +ncols;
  const { readFileSync } = await import("node:fs");
  const buf = readFileSync(inp);
  const w = buf.readUInt32BE(16), h = buf.readUInt32BE(20);
  const scale = colW / w;
  const total = Math.ceil((h * scale) / colH);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const page = await browser.newPage({ viewport: { width: (colW + 8) * cols, height: colH } });
  const data = "data:image/png;base64," + buf.toString("base64");
  let sheet = 0;
  for (let start = 0; start < total; start += cols) {
    const divs = [];
    for (let i = start; i < Math.min(total, start + cols); i++)
      divs.push(`<div style="width:${colW}px;height:${colH}px;overflow:hidden;border-right:8px solid red;flex:none"><img src="${data}" style="width:${colW}px;margin-top:-${i * colH}px;display:block"></div>`);
    await page.setContent(`<body style="margin:0;display:flex;background:#888">${divs.join("")}</body>`);
    await page.waitForTimeout(100);
    await page.screenshot({ path: `${outp}_${sheet++}.png` });
  }
  console.log(outp, "sheets", sheet, "imgsize", w, h);
  await browser.close();
}
if (mode === "tiles") await tiles();
async function probe() {
  const [, , , path, w, h, scheme, y, out] = process.argv;
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const c = await ctx(browser, +w, +h, scheme as any);
  const page = await c.newPage();
  await page.goto(B + path, { waitUntil: "networkidle" });
  await page.evaluate(async (yy) => { const t = yy === "bottom" ? document.body.scrollHeight : +yy; for (let s = 0; s <= t; s += 400) { window.scrollTo(0, s); await new Promise((r) => setTimeout(r, 60)); } window.scrollTo(0, t); }, y);
  await page.waitForTimeout(800);
  await page.screenshot({ path: out });
  console.log(await page.evaluate(() => { const f = document.querySelector("footer"); if (!f) return "no footer"; const cs = getComputedStyle(f); const r = f.getBoundingClientRect(); return `footer cv=${cs.contentVisibility} op=${cs.opacity} top=${r.top} h=${r.height} scrollY=${scrollY} bodyH=${document.body.scrollHeight}`; }));
  await c.close(); await browser.close();
}
if (mode === "probe") await probe();
async function montage() {
  const [, , , out, cw, ...files] = process.argv;
  const { readFileSync } = await import("node:fs");
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const imgs = files.map((f) => { const b = readFileSync(f); return { d: "data:image/png;base64," + b.toString("base64"), w: b.readUInt32BE(16), h: b.readUInt32BE(20) }; });
  const W = +cw; const H = Math.max(...imgs.map((i) => (i.h * W) / i.w));
  const page = await browser.newPage({ viewport: { width: (W + 6) * imgs.length, height: Math.ceil(H) } });
  await page.setContent(`<body style="margin:0;display:flex;align-items:flex-start;background:#f0f">${imgs.map((i) => `<img src="${i.d}" style="width:${W}px;margin-right:6px">`).join("")}</body>`);
  await page.waitForTimeout(200);
  await page.screenshot({ path: out });
  await browser.close();
}
if (mode === "montage") await montage();
