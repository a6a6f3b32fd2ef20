// Simulated visitors of the load test and the soak: each from an address of its own (the site
// trusts X-Forwarded-For there, as behind a proxy), browsing pages, searching, leaving a lead and
// a contact message, and, one visitor in four, signing up and applying to jobs.
import http from "node:http";
import { networkErrorName, type Sample } from "./load-report.ts";

export interface Visitor {
  n: number;
  address: string;
  cookie?: string;
  email?: string;
}

export interface Catalogue {
  jobs: string[];
  posts: string[];
}

export interface VisitOptions {
  siteUrl: string;
  /** Every request's kind, time and outcome is pushed here. */
  samples: Sample[];
  /** Each pause between two requests is random, up to this. */
  thinkMs: number;
  /**
   * Marks a new account's address verified (the site lets only verified candidates apply), for
   * the visitor who signed up with it.
   */
  verifyEmail(email: string, visitor: Visitor): Promise<void>;
}

const password = "load-test-password-0123";

/**
 * A browser's user agent, marked as ours: visitors are browsers. (A bare "quillstack-load-test"
 * is a crawler to isbot, which made every run measure the crawlers' complete-document rendering.)
 */
const visitorAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 QuillstackLoadTest/1";

/** What the visitors read of an answer: its status and the cookies it sets. */
export interface Answer {
  status: number;
  cookies: string[];
}

interface RequestInit {
  method?: "POST";
  headers?: Record<string, string>;
  body?: URLSearchParams | string;
}

/**
 * Keep-alive connections, as a browser holds them. The visitors use node:http rather than fetch:
 * fetch cost the generator ~4 ms of CPU per request (its streams, and decompressing every page)
 * on the two cores the site needs, where a visitor's browser runs on a machine of its own. The
 * site's work is unchanged: it still gets `accept-encoding: br` and sends brotli; the body is
 * read to its end and dropped.
 */
const agent = new http.Agent({ keepAlive: true });

function send(url: URL, init: RequestInit, headers: Record<string, string>): Promise<Answer> {
  const body = init.body?.toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { agent, method: init.method ?? "GET", headers, timeout: 60_000 },
      (response) => {
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: response.headers["set-cookie"] ?? [],
          }),
        );
        response.resume();
      },
    );
    request.on("timeout", () => {
      const timeout = new Error("no answer within 60 s");
      timeout.name = "TimeoutError";
      request.destroy(timeout);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** One request as a visitor sends it, its kind, time and outcome pushed to `options.samples`. */
export async function timed(
  options: VisitOptions,
  kind: string,
  visitor: Visitor,
  path: string,
  init: RequestInit = {},
): Promise<Answer | undefined> {
  const headers: Record<string, string> = {
    "accept-encoding": "br, gzip, deflate",
    "x-forwarded-for": visitor.address,
    "user-agent": visitorAgent,
    ...init.headers,
  };
  if (visitor.cookie) headers.cookie = visitor.cookie;
  if (init.method === "POST") headers.origin = options.siteUrl;
  if (init.body instanceof URLSearchParams)
    headers["content-type"] = "application/x-www-form-urlencoded;charset=UTF-8";
  const started = performance.now();
  try {
    const answer = await send(new URL(path, options.siteUrl), init, headers);
    options.samples.push({
      kind,
      ms: performance.now() - started,
      outcome: answer.status,
      sentAt: started,
    });
    return answer;
  } catch (error) {
    // A refused or reset connection names its cause; a request left unanswered is a TimeoutError.
    options.samples.push({
      kind,
      ms: performance.now() - started,
      outcome: networkErrorName(error),
      sentAt: started,
    });
    return undefined;
  }
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const form = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  body: new URLSearchParams(fields),
});

function cookieHeader(answer: Answer): string {
  return answer.cookies.map((line) => line.split(";")[0]).join("; ");
}

/** better-auth sign-up, the address then verified, then sign-in. */
export async function signUp(options: VisitOptions, visitor: Visitor) {
  const email = `load.${visitor.n}.${Date.now().toString(36)}@example.org`;
  const json = { "content-type": "application/json" };
  const body = JSON.stringify({ name: `Load Candidate ${visitor.n}`, email, password });
  const signedUp = await timed(options, "sign-up", visitor, "/api/auth/sign-up/email", {
    method: "POST",
    headers: json,
    body,
  });
  if (signedUp?.status !== 200) return;
  await options.verifyEmail(email, visitor);
  const signedIn = await timed(options, "sign-in", visitor, "/api/auth/sign-in/email", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (signedIn?.status === 200) {
    visitor.cookie = cookieHeader(signedIn);
    visitor.email = email;
  }
}

export const searches = [
  "kubernetes",
  "react",
  "cloud",
  "data",
  "security",
  "remote",
  "typescript",
];

/** A visitor's lead (the landing page's business-email form). */
export const leadForm = (visitor: Visitor) =>
  form({
    email: `lead.${visitor.n}.${Date.now()}@acme-industries.com`,
    source: "landing-page",
    website: "",
  });

/** A visitor's contact message. */
export const contactForm = (visitor: Visitor) =>
  form({
    name: `Visitor ${visitor.n}`,
    email: `contact.${visitor.n}.${Date.now()}@acme-industries.com`,
    company: "Acme Industries",
    service: "cloud-consulting",
    message: "We would like to move our platform to Kubernetes next quarter. Can you help?",
    website: "",
  });

/** A signed-in candidate's application to a job. */
export const applicationForm = (visitor: Visitor) =>
  form({
    full_name: `Load Candidate ${visitor.n}`,
    email: visitor.email as string,
    cover_letter: "I have shipped production systems in this stack for years.",
  });

/** One visitor's journey until the clock runs out: mostly reading, sometimes writing. */
export async function visit(
  options: VisitOptions,
  visitor: Visitor,
  catalogue: Catalogue,
  until: number,
) {
  const think = () =>
    new Promise((resolve) => setTimeout(resolve, Math.random() * options.thinkMs));
  const page = (path: string) => timed(options, "page", visitor, path);
  await think();
  const candidate = visitor.n % 4 === 0;
  if (candidate) await signUp(options, visitor);
  let leftLead = false;
  let leftMessage = false;
  const applied = new Set<string>();
  while (performance.now() < until) {
    const roll = Math.random();
    if (roll < 0.15) await page("/");
    else if (roll < 0.25) await page(pick(["/services", "/our-story", "/hire-talent", "/contact"]));
    else if (roll < 0.4) await page("/careers");
    else if (roll < 0.5) await page(`/careers/job/${pick(catalogue.jobs)}`);
    else if (roll < 0.6) await page("/knowledge-center");
    else if (roll < 0.7) await page(`/knowledge-center/${pick(catalogue.posts)}`);
    else if (roll < 0.85) await timed(options, "search", visitor, `/search?q=${pick(searches)}`);
    else if (roll < 0.9 && !leftLead) {
      leftLead = true;
      await timed(options, "lead", visitor, "/api/leads", leadForm(visitor));
    } else if (roll < 0.95 && !leftMessage) {
      leftMessage = true;
      await timed(options, "contact", visitor, "/api/contact", contactForm(visitor));
    } else if (candidate && visitor.cookie && applied.size < 3) {
      const job = pick(catalogue.jobs);
      if (applied.has(job)) continue;
      applied.add(job);
      await timed(options, "apply", visitor, `/careers/job/${job}/apply`, applicationForm(visitor));
    } else continue;
    await think();
  }
}
