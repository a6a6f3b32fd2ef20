// Property-based fuzzing of the public pages (paths and query strings), the account forms (page
// actions) and better-auth's endpoints: never a 5xx, a refusal always says why, and a refused
// write leaves the tables it touches as they were.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCandidate } from "./accounts.ts";
import { closeDatabase, expectClearAnswer, postHostile, query, send, siteUrl } from "./client.ts";
import {
  encoding,
  forgedContentType,
  fuzzRuns,
  hostileFields,
  hostileString,
  hostileValue,
  maybeEmail,
  traversalNames,
} from "./hostile.ts";

afterAll(closeDatabase);

/** A path segment or query value: hostile, well-formed UTF-16, short enough for a URL. */
const segment = fc
  .oneof(hostileString, fc.constantFrom(...traversalNames))
  .map((text) => text.slice(0, 1500).toWellFormed());

const pagesWithParams = [
  { path: "/search", params: ["q", "page", "type"] },
  { path: "/knowledge-center", params: ["q", "category", "page"] },
  { path: "/careers", params: ["q", "category", "type", "level", "page"] },
  { path: "/internship", params: ["q", "category", "page"] },
  { path: "/tags", params: ["page"] },
  { path: "/user/reset-password", params: ["token", "error"] },
  { path: "/user/verify-email", params: ["token", "redirectTo", "error"] },
  { path: "/user/login", params: ["redirectTo", "tab"] },
  { path: "/admin/login", params: ["redirectTo"] },
  { path: "/admin/login/code", params: ["redirectTo"] },
] as const;

const pagesWithSegment = [
  "/tags/",
  "/knowledge-center/",
  "/knowledge-center/categories/",
  "/blog/",
  "/post/",
  "/articles/",
  "/careers/job/",
  "/sitemaps/",
  "/invite/",
  "/services/",
  "/products/",
  "/jobs/",
];

describe("public pages under hostile paths and query strings", () => {
  it("query strings: no 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pagesWithParams),
        fc.array(fc.tuple(fc.string({ maxLength: 12 }), segment), { maxLength: 3 }),
        fc.array(segment, { maxLength: 4 }),
        async (page, extra, values) => {
          const params = new URLSearchParams();
          page.params.forEach((name, index) => {
            const value = values[index];
            if (value !== undefined) params.append(name, value);
          });
          for (const [name, value] of extra) params.append(name.toWellFormed(), value);
          const path = `${page.path}?${params}`;
          await expectClearAnswer(await send(path), `GET ${path}`);
        },
      ),
      {
        numRuns: fuzzRuns * 2,
        // /internship?q=%00 once reached PostgreSQL and answered 500.
        examples: pagesWithParams.map((page): [typeof page, [string, string][], string[]] => [
          page,
          [],
          ["\u0000"],
        ]),
      },
    );
  });

  it("path segments (slugs, tags, tokens, sitemap names): no 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pagesWithSegment), segment, async (prefix, value) => {
        const path = `${prefix}${encodeURIComponent(value)}`;
        await expectClearAnswer(await send(path), `GET ${path}`);
      }),
      { numRuns: fuzzRuns * 2 },
    );
  });

  it("feeds with hostile conditional headers: no 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/feed.xml", "/atom.xml", "/feed.json", "/jobs/feed.xml", "/sitemap.xml"),
        fc.string({ maxLength: 200 }).map((text) => text.replace(/[^\x20-\x7e]/g, "")),
        async (path, header) => {
          const response = await send(path, {
            headers: { "if-none-match": header, "if-modified-since": header },
          });
          await expectClearAnswer(response, `GET ${path} with ${JSON.stringify(header)}`);
        },
      ),
      { numRuns: fuzzRuns },
    );
  });
});

interface PageAction {
  path: string;
  fields: Record<string, fc.Arbitrary<unknown>>;
  tables: readonly string[];
  signedIn?: boolean;
  /** The signed-in candidate's own data this action may change (unchanged when refused). */
  ownData?: string;
}

const password = fc.oneof(fc.string({ minLength: 8, maxLength: 40 }), hostileString);
const accountTables = ["user", "account", "session", "verification", "email_outbox"] as const;

const pageActions: PageAction[] = [
  {
    path: "/user/login",
    fields: {
      intent: fc.constantFrom("signin", "signup", "other"),
      email: maybeEmail,
      password,
      firstName: hostileString,
      lastName: hostileString,
      confirmPassword: password,
      terms: fc.constantFrom("on", ""),
      redirectTo: hostileString,
    },
    tables: accountTables,
  },
  { path: "/user/forgot-password", fields: { email: maybeEmail }, tables: accountTables },
  {
    path: "/user/reset-password",
    fields: { token: hostileString, password, confirmPassword: password },
    tables: accountTables,
  },
  { path: "/user/verify-email", fields: { email: maybeEmail }, tables: accountTables },
  {
    path: "/invite/not-a-real-token",
    fields: {
      firstName: hostileString,
      lastName: hostileString,
      password,
      confirmPassword: password,
    },
    tables: [...accountTables, "user_role_assignments"],
  },
  {
    path: "/user/profile",
    fields: {
      intent: fc.constantFrom("basic", "experience-add", "project-add", "education-add", "bogus"),
      first_name: hostileString,
      last_name: hostileString,
      email: maybeEmail,
      phone: hostileString,
      bio: hostileString,
      skills: hostileString,
      linkedin: fc.oneof(fc.webUrl(), hostileString),
      github: fc.oneof(fc.webUrl(), hostileString),
      experienceId: fc.oneof(fc.uuid(), hostileString),
    },
    tables: ["user_profiles"],
    signedIn: true,
    ownData: `select first_name, last_name, email, phone, location, bio, skills, experience,
      education, social_links, resume_url from user_profiles where user_id = $1`,
  },
  {
    path: "/products/ecommerce-blueprint",
    fields: {
      name: hostileString,
      email: maybeEmail,
      company: hostileString,
      projectType: fc.constantFrom("new-ecommerce-store", "platform-migration", "bogus"),
      platforms: fc.constantFrom("shopify", "woocommerce", "<script>"),
      budget: hostileString,
      timeline: hostileString,
      requirements: hostileString,
      redirectTo: hostileString,
    },
    tables: ["contact_messages", "email_outbox"],
  },
  {
    path: "/user/account",
    fields: {
      intent: fc.constantFrom("change-password", "delete-account", "bogus"),
      currentPassword: password,
      newPassword: password,
      confirmPassword: password,
      password,
      confirmation: hostileString,
    },
    tables: ["user", "account", "session"],
    signedIn: true,
  },
];

describe("page actions under hostile forms", () => {
  let cookie = "";
  let userId = "";
  let jobSlug = "";
  beforeAll(async () => {
    ({ cookie, id: userId } = await signedInCandidate("pages"));
    // The profile row is made on the first visit; the properties then compare its contents.
    await expectClearAnswer(await send("/user/profile", { cookie }), "GET /user/profile");
    const [job] = await query<{ slug: string }>(
      "select slug from job_posts where is_active order by created_at limit 1",
    );
    jobSlug = job?.slug ?? "";
    if (!jobSlug) throw new Error("No active job in the seeded database");
  });

  const request = fc.record({
    kind: encoding,
    forgedType: forgedContentType,
    signedIn: fc.boolean(),
  });

  const forgedMultipart = {
    kind: "forged" as const,
    forgedType: "multipart/form-data",
    signedIn: false,
  };

  for (const action of pageActions) {
    it(`POST ${action.path}: no 5xx, a message with every refusal, no write when refused`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileFields(action.fields), request, async (fields, options) => {
          const ownData = async () =>
            action.ownData ? JSON.stringify(await query(action.ownData, [userId])) : "";
          const ownBefore = await ownData();
          const { status, context } = await postHostile({
            ...action,
            ...options,
            fields,
            cookie: action.signedIn || options.signedIn ? cookie : undefined,
          });
          if (status >= 400 && (await ownData()) !== ownBefore) {
            throw new Error(`${context}: refused, yet saved`);
          }
        }),
        // A JSON body under a multipart type once failed request.formData() with a 500.
        { numRuns: fuzzRuns, examples: [[{}, forgedMultipart]] },
      );
    });
  }

  it("POST /careers/job/:slug/apply: no 5xx, and a refused application writes nothing", async () => {
    const tables = ["job_applications", "application_status_history", "email_outbox"];
    await fc.assert(
      fc.asyncProperty(
        hostileFields({
          full_name: hostileString,
          email: maybeEmail,
          phone: hostileString,
          cover_letter: hostileString,
          resume_url: fc.oneof(fc.webUrl(), hostileString),
        }),
        request,
        fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, segment),
        async (fields, options, otherSlug) => {
          const slug = otherSlug === null ? jobSlug : encodeURIComponent(otherSlug);
          await postHostile({
            path: `/careers/job/${slug}/apply`,
            ...options,
            fields,
            tables,
            cookie: options.signedIn ? cookie : undefined,
          });
        },
      ),
      { numRuns: fuzzRuns },
    );
  });
});

describe("U+0000 in otherwise valid forms", () => {
  // Each of these once reached PostgreSQL, which refused the text, and answered 500.
  it("is dropped from a product enquiry, an application and a profile, which are saved", async () => {
    const { cookie, id, email } = await signedInCandidate("nul");
    const company = `nul.${Date.now().toString(36)}@acme-industries.com`;
    const enquiry = await send("/products/ecommerce-blueprint", {
      body: new URLSearchParams({
        name: "Ada",
        email: company,
        projectType: "new-ecommerce-store",
        platforms: "shopify",
        budget: "under-10k",
        timeline: "asap",
        requirements: "We\u0000 need a shop",
      }),
    });
    expect(enquiry.status).toBe(303);
    const [message] = await query<{ message: string }>(
      "select message from contact_messages where email = $1",
      [company],
    );
    expect(message?.message).toContain("We need a shop");

    const [job] = await query<{ slug: string }>(
      "select slug from job_posts where is_active order by created_at desc limit 1",
    );
    const applied = await send(`/careers/job/${job?.slug}/apply`, {
      cookie,
      body: new URLSearchParams({ full_name: "Ada\u0000", email, cover_letter: "Dear\u0000 team" }),
    });
    expect(applied.status).toBe(200);
    expect(
      await query("select cover_letter from job_applications where user_id = $1", [id]),
    ).toEqual([{ cover_letter: "Dear team" }]);

    await send("/user/profile", { cookie });
    const profile = await send("/user/profile", {
      cookie,
      body: new URLSearchParams({ intent: "basic", first_name: "Ada", bio: "Hello\u0000 there" }),
    });
    expect(profile.status).toBeLessThan(400);
    expect(await query("select bio from user_profiles where user_id = $1", [id])).toEqual([
      { bio: "Hello there" },
    ]);
  });
});

describe("better-auth endpoints under hostile bodies", () => {
  for (const path of [
    "/api/auth/sign-up/email",
    "/api/auth/sign-in/email",
    "/api/auth/request-password-reset",
    "/api/auth/reset-password",
  ]) {
    it(`POST ${path}: no 5xx and no account from a refused body`, async () => {
      await fc.assert(
        fc.asyncProperty(
          hostileFields({
            name: hostileString,
            email: maybeEmail,
            password,
            newPassword: password,
            token: hostileString,
            callbackURL: fc.oneof(fc.webUrl(), hostileString),
            image: hostileValue,
          }),
          fc.constantFrom("json", "urlencoded", "forged") as fc.Arbitrary<
            "json" | "urlencoded" | "forged"
          >,
          forgedContentType,
          async (fields, kind, forgedType) => {
            await postHostile({
              path,
              fields,
              kind,
              forgedType,
              tables: accountTables,
              headers: { origin: siteUrl },
            });
          },
        ),
        {
          numRuns: fuzzRuns,
          // PostgreSQL refuses U+0000 in text: a token holding it reached the query.
          examples: [[{ newPassword: "correct-horse-battery", token: "\u0000" }, "json", ""]],
        },
      );
    });
  }
});
