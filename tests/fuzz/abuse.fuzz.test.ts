// Abuse of the public site: honeypots keep bots out silently, rate limits answer 429, other
// sites cannot post forms on a visitor's behalf, session cookies carry the right flags, and
// visitors' text and post Markdown never come back as executable HTML.

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../support/postgres-server.ts";
import { startSiteProcess } from "../support/site-process.ts";
import { candidatePassword, signedInAdmin, signedInCandidate } from "./accounts.ts";
import { fuzzAuthSecret } from "./auth-secret.ts";
import { closeDatabase, countRows, freshClientAddress, query, send, siteUrl } from "./client.ts";
import { executableHtml } from "./executable-html.ts";
import { xssPayloads } from "./hostile.ts";

afterAll(closeDatabase);

const evil = "https://evil.example";
const json = { "content-type": "application/json", accept: "application/json" };

function uniqueBusinessEmail(prefix: string) {
  return `${prefix}.${randomUUID().slice(0, 8)}@acme-industries.com`;
}

describe("honeypots", () => {
  it("a lead with the hidden website field filled answers like a success and keeps nothing", async () => {
    const email = uniqueBusinessEmail("bot");
    const response = await send("/api/leads", {
      headers: json,
      body: JSON.stringify({ email, source: "landing-page", website: "https://spam.example" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await query("select 1 from leads where email = $1", [email])).toHaveLength(0);

    // The same lead without the honeypot is kept: the check above could fail.
    const human = await send("/api/leads", {
      headers: json,
      body: JSON.stringify({ email, source: "landing-page" }),
    });
    expect(human.status).toBe(200);
    expect(await query("select 1 from leads where email = $1", [email])).toHaveLength(1);
  });

  it("a contact form post with the honeypot filled is sent back with the success toast and keeps nothing", async () => {
    const email = uniqueBusinessEmail("bot");
    const before = await countRows(["contact_messages", "email_outbox"]);
    const response = await send("/api/contact", {
      body: new URLSearchParams({
        name: "Spam Bot",
        email,
        message: "Buy now",
        website: "https://spam.example",
        redirectTo: "/contact",
      }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact");
    expect(response.headers.getSetCookie().join("\n")).toMatch(/^flash=/m);
    expect(await query("select 1 from contact_messages where email = $1", [email])).toHaveLength(0);
    expect(await countRows(["contact_messages", "email_outbox"])).toEqual(before);
  });
});

describe("rate limits", () => {
  const endpoints = [
    {
      path: "/api/leads",
      limit: 10,
      body: () => ({ email: uniqueBusinessEmail("rate"), source: "landing-page" }),
    },
    {
      path: "/api/subscribe",
      limit: 10,
      body: () => ({ email: uniqueBusinessEmail("rate"), source: "services" }),
    },
    {
      path: "/api/contact",
      limit: 8,
      body: () => ({
        name: "Rate Test",
        email: uniqueBusinessEmail("rate"),
        message: "Hello there",
      }),
    },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.path}: ${endpoint.limit} posts per client address, then 429 with Retry-After and nothing kept`, async () => {
      const clientAddress = freshClientAddress();
      for (let index = 0; index < endpoint.limit; index += 1) {
        const response = await send(endpoint.path, {
          clientAddress,
          headers: json,
          body: JSON.stringify(endpoint.body()),
        });
        expect(response.status, `post ${index + 1}`).toBe(200);
      }
      const before = await countRows(["leads", "contact_messages", "email_outbox"]);
      const refused = await send(endpoint.path, {
        clientAddress,
        headers: json,
        body: JSON.stringify(endpoint.body()),
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: string }).error).toMatch(/too many requests/i);
      expect(await countRows(["leads", "contact_messages", "email_outbox"])).toEqual(before);
      // Another visitor is not affected.
      const other = await send(endpoint.path, {
        headers: json,
        body: JSON.stringify(endpoint.body()),
      });
      expect(other.status).toBe(200);
    });
  }

  it("/api/events: 120 events a minute per client address, then 429", async () => {
    const clientAddress = freshClientAddress();
    const event = JSON.stringify({ name: "fuzz_rate", consent: { analytics: true } });
    const statuses = [];
    for (let index = 0; index < 121; index += 1) {
      statuses.push(
        (await send("/api/events", { clientAddress, headers: json, body: event })).status,
      );
    }
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it("better-auth sign-in: 5 attempts a minute per client address, then 429", async () => {
    const clientAddress = freshClientAddress();
    // An address of its own: five failures on one account also lock its sign-in for a while.
    const body = JSON.stringify({
      email: `nobody-${clientAddress}@example.org`,
      password: "wrong-password-123",
    });
    const headers = { ...json, origin: siteUrl };
    for (let index = 0; index < 5; index += 1) {
      const response = await send("/api/auth/sign-in/email", { clientAddress, headers, body });
      expect(response.status, `attempt ${index + 1}`).toBe(401);
    }
    const refused = await send("/api/auth/sign-in/email", { clientAddress, headers, body });
    expect(refused.status).toBe(429);
  });
});

describe("cross-origin form posts", () => {
  it("a contact form posted from another site is refused and keeps nothing", async () => {
    const email = uniqueBusinessEmail("csrf");
    const form = () =>
      new URLSearchParams({ name: "Victim", email, message: "Posted by evil.example" });
    const refused = await send("/api/contact", { headers: { origin: evil }, body: form() });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/other sites/);
    expect(await query("select 1 from contact_messages where email = $1", [email])).toHaveLength(0);

    const sameSite = await send("/api/contact", { headers: { origin: siteUrl }, body: form() });
    expect(sameSite.status).toBe(303);
    expect(await query("select 1 from contact_messages where email = $1", [email])).toHaveLength(1);
  });

  it("a signed-in candidate's saved job and theme cannot be changed from another site", async () => {
    const candidate = await signedInCandidate("csrf");
    const [job] = await query<{ id: string }>("select id from job_posts where is_active limit 1");
    const body = () => new URLSearchParams({ jobId: String(job?.id), intent: "save" });
    const refused = await send("/api/saved-jobs", {
      headers: { origin: evil },
      cookie: candidate.cookie,
      body: body(),
    });
    expect(refused.status).toBe(403);
    expect(await query("select 1 from saved_jobs where user_id = $1", [candidate.id])).toHaveLength(
      0,
    );
    const theme = await send("/theme", {
      headers: { origin: evil },
      body: new URLSearchParams({ theme: "dark" }),
    });
    expect(theme.status).toBe(403);
    expect(theme.headers.getSetCookie()).toEqual([]);

    const own = await send("/api/saved-jobs", {
      headers: { origin: siteUrl },
      cookie: candidate.cookie,
      body: body(),
    });
    expect(own.status).toBe(200);
    expect(await query("select 1 from saved_jobs where user_id = $1", [candidate.id])).toHaveLength(
      1,
    );
  });

  it("a page action (the account's delete form) posted from another site is refused", async () => {
    const candidate = await signedInCandidate("csrf-page");
    const response = await send("/user/account", {
      headers: { origin: evil },
      cookie: candidate.cookie,
      body: new URLSearchParams({
        intent: "delete-account",
        confirmEmail: candidate.email,
        password: candidatePassword,
      }),
    });
    expect(response.status).toBe(403);
    expect(await query(`select 1 from "user" where id = $1`, [candidate.id])).toHaveLength(1);
  });

  it("better-auth refuses a sign-up from another site and creates no account", async () => {
    const email = `csrf.${randomUUID().slice(0, 8)}@example.org`;
    const response = await send("/api/auth/sign-up/email", {
      headers: { ...json, origin: evil },
      body: JSON.stringify({ name: "Evil", email, password: "correct-horse-battery" }),
    });
    expect(response.status).toBe(403);
    expect(await query(`select 1 from "user" where email = $1`, [email])).toHaveLength(0);
  });
});

/** One Set-Cookie line's attributes, lower-cased, by name. */
function cookieAttributes(line: string) {
  const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
  const flags = new Map(
    attributes.map((attribute) => {
      const [name = "", value = ""] = attribute.split("=");
      return [name.toLowerCase(), value.toLowerCase()] as const;
    }),
  );
  return { name: pair.split("=")[0] ?? "", flags };
}

function sessionCookie(response: Response) {
  const line = response.headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
  if (!line) throw new Error(`no session cookie in ${response.headers.getSetCookie().join(" | ")}`);
  return cookieAttributes(line);
}

describe("session cookie flags", () => {
  it("on http: HttpOnly, SameSite=Lax, Path=/ and not Secure (it could not be sent back)", async () => {
    const candidate = await signedInCandidate("cookie");
    const response = await send("/api/auth/sign-in/email", {
      headers: { ...json, origin: siteUrl },
      body: JSON.stringify({ email: candidate.email, password: candidatePassword }),
    });
    expect(response.status).toBe(200);
    const { flags } = sessionCookie(response);
    expect(flags.has("httponly")).toBe(true);
    expect(flags.get("samesite")).toBe("lax");
    expect(flags.get("path")).toBe("/");
    expect(flags.has("secure")).toBe(false);
  });

  it("when SITE_URL is https: the session, theme and flash cookies are Secure too", async () => {
    const { databaseUrl } = inject("fuzzSite");
    const port = await freePort();
    const https = await startSiteProcess(
      {
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: fuzzAuthSecret,
        TRUST_PROXY: "true",
        SITE_URL: `https://localhost:${port}`,
      },
      port,
    );
    try {
      const origin = `https://localhost:${https.port}`;
      const email = `secure.${randomUUID().slice(0, 8)}@example.org`;
      const headers = { ...json, origin, "x-forwarded-proto": "https" };
      const signUp = await fetch(`${https.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name: "Secure Cookie", email, password: "correct-horse-battery" }),
      });
      expect(signUp.status).toBe(200);
      await query(`update "user" set email_verified = true where email = $1`, [email]);
      const signIn = await fetch(`${https.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email, password: "correct-horse-battery" }),
      });
      expect(signIn.status).toBe(200);
      const session = sessionCookie(signIn);
      expect(session.name.startsWith("__Secure-")).toBe(true);
      expect(session.flags.has("secure")).toBe(true);
      expect(session.flags.has("httponly")).toBe(true);
      expect(session.flags.get("samesite")).toBe("lax");
      expect(session.flags.get("path")).toBe("/");

      const theme = await fetch(`${https.url}/theme`, {
        method: "POST",
        headers: { origin },
        body: new URLSearchParams({ theme: "dark", redirectTo: "/" }),
        redirect: "manual",
      });
      const themeCookie = cookieAttributes(theme.headers.getSetCookie()[0] ?? "");
      expect(themeCookie.flags.has("secure")).toBe(true);
      expect(themeCookie.flags.has("httponly")).toBe(true);
    } finally {
      await https.stop();
    }
  });
});

describe("stored text never comes back as executable HTML", () => {
  const hostileText = xssPayloads.join(" ");
  let candidate: Awaited<ReturnType<typeof signedInCandidate>>;
  let adminCookie = "";

  beforeAll(async () => {
    candidate = await signedInCandidate("xss", "<script>alert(1)</script> Mallory");
    adminCookie = (await signedInAdmin()).cookie;
  });

  it("the check finds executable markup and lets escaped text through", () => {
    for (const markup of [
      "<p><script>alert(1)</script></p>",
      '<img src="x" onerror="alert(1)">',
      "<svg/onload=alert(1)>",
      '<a href=" JaVa&#x53;cript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
    ]) {
      expect(executableHtml(markup), markup).not.toEqual([]);
    }
    expect(
      executableHtml(
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><script nonce="n">x("\\u003cscript>")</script>',
      ),
    ).toEqual([]);
  });

  async function page(path: string, cookie?: string) {
    const response = await send(path, { cookie });
    expect(response.status, path).toBe(200);
    return response.text();
  }

  it("profile name, bio, skills and links", async () => {
    await page("/user/profile", candidate.cookie);
    const saveBasics = (linkedin: string) =>
      send("/user/profile", {
        cookie: candidate.cookie,
        headers: { origin: siteUrl },
        body: new URLSearchParams({
          intent: "basic",
          first_name: '<img src=x onerror="alert(1)">',
          last_name: "<script>alert(1)</script>",
          email: candidate.email,
          bio: hostileText,
          skills: "<svg/onload=alert(1)>, React",
          linkedin,
          github: "https://github.com/mallory",
        }),
      });
    expect((await saveBasics("javascript:alert(1)")).status).toBe(400);
    // Without the javascript: link the rest is stored as text…
    const stored = await saveBasics("https://www.linkedin.com/in/mallory");
    expect(stored.status).toBeLessThan(400);
    const [row] = await query<{ bio: string }>("select bio from user_profiles where user_id = $1", [
      candidate.id,
    ]);
    expect(row?.bio).toBe(hostileText);
    // …and shown as text.
    const html = await page("/user/profile", candidate.cookie);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(executableHtml(html)).toEqual([]);
  });

  it("a cover letter, on the candidate's applications and the staff application page", async () => {
    const [job] = await query<{ slug: string }>(
      "select slug from job_posts where is_active order by created_at desc limit 1",
    );
    const applied = await send(`/careers/job/${job?.slug}/apply`, {
      cookie: candidate.cookie,
      headers: { origin: siteUrl },
      body: new URLSearchParams({
        full_name: "<script>alert(1)</script>",
        email: candidate.email,
        cover_letter: hostileText,
        resume_url: "https://example.org/cv.pdf",
      }),
    });
    expect(applied.status).toBeLessThan(400);
    const [application] = await query<{ id: string }>(
      "select id from job_applications where user_id = $1",
      [candidate.id],
    );
    expect(application).toBeDefined();
    expect(executableHtml(await page("/user/applications", candidate.cookie))).toEqual([]);
    const staffPage = await page(`/admin/applications/${application?.id}`, adminCookie);
    expect(staffPage).toContain("Mallory");
    expect(executableHtml(staffPage)).toEqual([]);
  });

  it("a contact message, on the staff messages inbox", async () => {
    const name = `<img src=x onerror="alert(1)"> ${randomUUID().slice(0, 6)}`;
    const sent = await send("/api/contact", {
      headers: json,
      body: JSON.stringify({ name, email: uniqueBusinessEmail("xss"), message: hostileText }),
    });
    expect(sent.status).toBe(200);
    const html = await page("/admin/messages", adminCookie);
    expect(html).toContain("onerror=&quot;alert(1)&quot;");
    expect(executableHtml(html)).toEqual([]);
  });

  it("a post whose Markdown holds raw HTML and javascript: links", async () => {
    const slug = `fuzz-xss-${randomUUID().slice(0, 8)}`;
    const markdown = [
      "# Hostile post",
      "<script>alert(1)</script>",
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">raw link</a>',
      "[markdown link](javascript:alert(1))",
      "![image](javascript:alert(1))",
      '<iframe src="https://evil.example"></iframe>',
      "```html\n<script>alert(1)</script>\n```",
    ].join("\n\n");
    await query(
      `insert into blog_posts (slug, title, excerpt, content, status, publish_date, tags)
       values ($1, $2, $3, $4, 'published', now() - interval '1 minute', $5)`,
      [slug, "<script>alert(1)</script> title", "<img src=x onerror=alert(1)>", markdown, ["xss"]],
    );
    const html = await page(`/knowledge-center/${slug}`);
    expect(html).toContain("raw link");
    expect(html).toContain("markdown link");
    expect(executableHtml(html)).toEqual([]);
  });
});
