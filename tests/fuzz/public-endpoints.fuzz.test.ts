// Property-based fuzzing of the public form endpoints and pages with malformed, oversized and
// hostile input: never a 5xx, a refusal always says why, and a refused write leaves every table
// it touches as it was.
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { signedInCandidate } from "./accounts.ts";
import {
  closeDatabase,
  countRows,
  encodeBody,
  expectClearAnswer,
  expectUnchanged,
  postHostile,
  query,
  send,
  siteUrl,
} from "./client.ts";
import {
  type Encoding,
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

interface WriteEndpoint {
  path: string;
  fields: Record<string, fc.Arbitrary<unknown>>;
  /** Tables a request may write to; all unchanged when it is refused. */
  tables: readonly string[];
  /** Bodies that once gave a 5xx, sent as JSON on every run. */
  regressions?: Record<string, unknown>[];
  /** Likewise, sent as a plain form post (the way a redirect back is asked for). */
  formRegressions?: Record<string, unknown>[];
}

const leadFields = {
  email: maybeEmail,
  source: fc.constantFrom("landing-page", "hire-talent", "products", "services"),
  productName: hostileString,
  redirectTo: hostileString,
  website: fc.constant(""),
};

const endpoints: WriteEndpoint[] = [
  {
    path: "/api/leads",
    fields: leadFields,
    tables: ["leads", "email_outbox"],
    // Passed the form's email pattern, then failed the outbox's address check.
    regressions: [{ email: "a..0@acme-industries.com" }],
  },
  {
    path: "/api/subscribe",
    fields: leadFields,
    tables: ["leads", "email_outbox"],
    regressions: [{ email: "!.a@a.aa", source: "landing-page" }],
  },
  {
    path: "/api/contact",
    fields: {
      name: hostileString,
      email: maybeEmail,
      company: hostileString,
      service: fc.constantFrom("cloud-consulting", "ai-solutions", "not-a-service"),
      message: hostileString,
      redirectTo: hostileString,
      website: fc.constant(""),
    },
    tables: ["contact_messages", "email_outbox"],
    // PostgreSQL refuses U+0000 in text.
    regressions: [{ name: "Ada", email: "a0@acme-industries.com", message: "\u0000" }],
    // A non-ASCII redirect target made an invalid Location header.
    formRegressions: [{ name: "Ada", email: "a0@acme-industries.com", redirectTo: "/Ā" }],
  },
  {
    path: "/api/custom-enquiry",
    fields: {
      name: hostileString,
      email: maybeEmail,
      company: hostileString,
      projectType: fc.oneof(
        fc.constantFrom("new-ecommerce-store", "platform-migration"),
        hostileString,
      ),
      platforms: fc.oneof(fc.constantFrom("shopify", "magento"), hostileValue),
      budget: hostileString,
      timeline: hostileString,
      requirements: hostileString,
      website: fc.constant(""),
    },
    tables: ["contact_messages", "email_outbox"],
  },
  {
    path: "/api/events",
    fields: {
      name: fc.oneof(fc.stringMatching(/^[a-z_]{1,20}$/), hostileString),
      properties: fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 4 }),
      path: hostileString,
      anonymousId: fc.oneof(fc.uuid(), hostileString),
      consent: fc.oneof(fc.constant({ analytics: true }), hostileValue),
    },
    tables: ["analytics_events"],
    // …nor in jsonb.
    regressions: [{ name: "x", properties: { a: "\u0000" }, consent: { analytics: true } }],
  },
];

const request = fc.record({
  kind: encoding,
  forgedType: forgedContentType,
  acceptJson: fc.boolean(),
});

/** A JSON body, where a page or form endpoint once answered 500. */
const asJson = { kind: "json" as Encoding, forgedType: "", acceptJson: false };
/** A plain form post, likewise. */
const asForm = { kind: "urlencoded" as Encoding, forgedType: "", acceptJson: false };

describe("public form endpoints under hostile input", () => {
  for (const endpoint of endpoints) {
    it(`POST ${endpoint.path}: no 5xx, a message with every refusal, no write when refused`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileFields(endpoint.fields), request, async (fields, options) => {
          const { before, after, context } = await postHostile({
            ...endpoint,
            ...options,
            fields,
            headers: options.acceptJson ? { accept: "application/json" } : {},
          });
          // The lead or message and its email are written together or not at all.
          if (endpoint.tables.includes("email_outbox")) {
            const [table] = endpoint.tables as [string];
            const written = (after[table] ?? 0) - (before[table] ?? 0);
            const mails = (after.email_outbox ?? 0) - (before.email_outbox ?? 0);
            if (written === 0 && mails !== 0) throw new Error(`${context}: mail without a row`);
            if (written > 0 && mails === 0) throw new Error(`${context}: row without its mail`);
          }
        }),
        {
          numRuns: fuzzRuns,
          examples: [
            ...(endpoint.regressions ?? []).map((fields) => [fields, asJson]),
            ...(endpoint.formRegressions ?? []).map((fields) => [fields, asForm]),
          ],
        },
      );
    });
  }

  it("POST /theme: any body answers 2xx/3xx or a 4xx with a message", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileFields({
          theme: fc.constantFrom("light", "dark", "system"),
          redirectTo: hostileString,
        }),
        request,
        async (fields, options) => {
          const { body, headers } = encodeBody(fields, options.kind, options.forgedType);
          const response = await send("/theme", { body, headers });
          await expectClearAnswer(response, `/theme ${JSON.stringify(fields).slice(0, 200)}`);
          const location = response.headers.get("location");
          if (location && new URL(location, siteUrl).origin !== new URL(siteUrl).origin) {
            throw new Error(`/theme redirected off the site: ${location}`);
          }
        },
      ),
      {
        numRuns: fuzzRuns,
        examples: [
          [{}, asJson],
          [{ theme: "dark", redirectTo: "/Ā" }, asForm],
        ],
      },
    );
  });

  it("POST /api/saved-jobs, signed out and signed in: no 5xx and nothing saved when refused", async () => {
    const candidate = await signedInCandidate("saved");
    await fc.assert(
      fc.asyncProperty(
        hostileFields({
          jobId: fc.oneof(fc.uuid(), hostileString),
          intent: fc.constantFrom("save", "unsave", "delete"),
          redirectTo: hostileString,
        }),
        request,
        fc.boolean(),
        async (fields, options, signedIn) => {
          await postHostile({
            path: "/api/saved-jobs",
            ...options,
            fields,
            tables: ["saved_jobs"],
            cookie: signedIn ? candidate.cookie : undefined,
          });
        },
      ),
      {
        numRuns: fuzzRuns,
        examples: [
          [{}, asJson, false],
          // Found by this property: a long job id, then a long return address, went into the
          // sign-in redirect's Location header (too large for clients to read).
          [{ jobId: "x".repeat(20_000), intent: "save", redirectTo: "/careers" }, asForm, false],
          [{ jobId: "x", intent: "save", redirectTo: `/${"a".repeat(20_000)}` }, asForm, false],
        ],
      },
    );
  });
});

describe("resume uploads under hostile files", () => {
  let cookie = "";
  beforeAll(async () => {
    cookie = (await signedInCandidate("resume")).cookie;
  });

  const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
  const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
  const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);

  it("POST /api/resumes: forged types, path traversal names and junk bodies never give 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...traversalNames), hostileString, fc.constant("cv.pdf")),
        fc.constantFrom(pdf, html, exe, new Uint8Array()),
        fc.constantFrom(
          "application/pdf",
          "text/html",
          "image/svg+xml",
          "application/x-msdownload",
          "",
        ),
        fc.constantFrom("resume", "file", "resume[]"),
        async (name, bytes, type, field) => {
          const before = await countRows(["resume_files"]);
          const form = new FormData();
          form.append(field, new File([bytes], name, { type }));
          const response = await send("/api/resumes", { body: form, cookie });
          const context = `/api/resumes ${JSON.stringify({ name, type, field, size: bytes.length })}`;
          await expectClearAnswer(response, context);
          const after = await countRows(["resume_files"]);
          if (response.status >= 400) expectUnchanged(before, after, context);
          if (response.status === 201) {
            // Stored under a name of the server's choosing, never the visitor's path.
            const [stored] = await query<{ storage_key: string }>(
              "select storage_key from resume_files order by uploaded_at desc limit 1",
            );
            if (stored?.storage_key.includes("..")) {
              throw new Error(`${context}: stored as ${stored.storage_key}`);
            }
          }
        },
      ),
      { numRuns: fuzzRuns },
    );
  });

  it("POST /api/resumes: bodies that are not multipart are refused with a message", async () => {
    await fc.assert(
      fc.asyncProperty(forgedContentType, hostileString, async (type, text) => {
        const response = await send("/api/resumes", {
          body: text,
          headers: type ? { "content-type": type } : {},
          cookie,
        });
        await expectClearAnswer(response, `/api/resumes as ${type}`);
      }),
      { numRuns: fuzzRuns },
    );
  });

  it("an oversized upload is refused with 413 and stores nothing", async () => {
    // A candidate of its own: the properties above use up the upload budget of theirs.
    const { cookie } = await signedInCandidate("large");
    const before = await countRows(["resume_files"]);
    const form = new FormData();
    form.append("resume", new File([new Uint8Array(11 * 1024 * 1024)], "huge.pdf"));
    const response = await send("/api/resumes", { body: form, cookie });
    await expectClearAnswer(response, "11 MB upload");
    if (response.status !== 413) throw new Error(`11 MB upload answered ${response.status}`);
    expectUnchanged(before, await countRows(["resume_files"]), "11 MB upload");
  });

  it("resume ids in paths: traversal and junk answer 4xx, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uuid(),
          fc.constantFrom(...traversalNames),
          hostileString.map((id) => id.slice(0, 2000).toWellFormed()),
        ),
        fc.constantFrom("GET", "POST", "DELETE"),
        async (id, method) => {
          const path =
            method === "GET"
              ? `/user/resumes/${encodeURIComponent(id)}`
              : `/api/resumes/${encodeURIComponent(id)}`;
          const response = await send(path, {
            method,
            cookie,
            body: method === "GET" ? undefined : "",
          });
          await expectClearAnswer(response, `${method} ${path}`);
        },
      ),
      { numRuns: fuzzRuns },
    );
  });
});
