import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { visitorJobMarks } from "~/features/jobs/visitor-marks.server";
import { action } from "~/routes/api/saved-jobs";
import { jobPosts, savedJobs } from "../../../db/schema/index.ts";
import { seedDemoContent } from "../../../db/seed/index.ts";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import { signedInAccount } from "../../../tests/support/signed-in-account.ts";
import { saveJob, unsaveJob } from "./saved-jobs.server";

async function signUp(email: string) {
  const { cookie, userId } = await signedInAccount({
    name: email.split("@")[0] as string,
    email,
    password: "a-long-enough-password",
  });
  return { cookie, userId };
}

/** Calls the /api/saved-jobs action as React Router would, with a form body. */
async function post(fields: Record<string, string>, cookie?: string): Promise<Response> {
  const request = new Request("http://localhost:3000/api/saved-jobs", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { cookie } : {},
  });
  const result = await (action as (args: unknown) => Promise<unknown>)({
    request,
    params: {},
    context: {},
  });
  if (result instanceof Response) return result;
  // `data(value, init)`: React Router's DataWithResponseInit.
  const { data, init } = result as { data: unknown; init?: ResponseInit };
  return Response.json(data, { status: init?.status ?? 200 });
}

describe("saved jobs", () => {
  const database = useAuthTestDatabase("site-saved-jobs-");
  let openJob: string;
  let otherOpenJob: string;
  let inactiveJob: string;
  let expiredJob: string;

  const idOf = async (slug: string) => {
    const [row] = await database().db.select().from(jobPosts).where(eq(jobPosts.slug, slug));
    if (!row) throw new Error(`no job ${slug}`);
    return row.id;
  };
  const rowsOf = (userId: string) =>
    database().db.select().from(savedJobs).where(eq(savedJobs.userId, userId));

  beforeAll(async () => {
    await seedDemoContent(database().db);
    openJob = await idOf("senior-full-stack-engineer-react-node");
    otherOpenJob = await idOf("machine-learning-engineer-llms");
    inactiveJob = await idOf("design-director-kestrel-commerce");
    expiredJob = await idOf("head-of-data-science-halcyon-ledger");
  });

  it("saves an open job once, and refuses closed or unknown jobs", async () => {
    const { userId } = await signUp("saver@example.org");
    expect(await saveJob(userId, openJob)).toEqual({ ok: true, saved: true });
    expect(await saveJob(userId, openJob)).toEqual({ ok: true, saved: true });
    expect(await rowsOf(userId)).toHaveLength(1);
    for (const jobId of [inactiveJob, expiredJob, "00000000-0000-4000-8000-000000000000"]) {
      expect(await saveJob(userId, jobId)).toEqual({ ok: false, reason: "job-not-found" });
    }
    expect(await rowsOf(userId)).toHaveLength(1);
    const marks = await visitorJobMarks(userId, [openJob, otherOpenJob]);
    expect([marks.get(openJob)?.saved, marks.get(otherOpenJob)?.saved]).toEqual([true, false]);
    expect(await visitorJobMarks(userId, [])).toEqual(new Map());
  });

  it("unsaves only the user's own row", async () => {
    const alice = await signUp("alice@example.org");
    const bob = await signUp("bob@example.org");
    await saveJob(alice.userId, openJob);
    await saveJob(bob.userId, openJob);
    await unsaveJob(bob.userId, openJob);
    expect(await rowsOf(bob.userId)).toHaveLength(0);
    expect((await rowsOf(alice.userId)).map((row) => row.jobId)).toEqual([openJob]);
  });

  it("POST /api/saved-jobs: saves and unsaves for the session's user and answers JSON", async () => {
    const { cookie, userId } = await signUp("api-user@example.org");
    const saved = await post({ jobId: otherOpenJob, intent: "save" }, cookie);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ok: true, jobId: otherOpenJob, saved: true });
    expect((await rowsOf(userId)).map((row) => row.jobId)).toEqual([otherOpenJob]);

    const removed = await post({ jobId: otherOpenJob, intent: "unsave" }, cookie);
    expect(await removed.json()).toEqual({ ok: true, jobId: otherOpenJob, saved: false });
    expect(await rowsOf(userId)).toHaveLength(0);

    const closed = await post({ jobId: expiredJob, intent: "save" }, cookie);
    expect(closed.status).toBe(404);
    const invalid = await post({ jobId: "not-a-uuid", intent: "save" }, cookie);
    expect(invalid.status).toBe(400);
    const badIntent = await post({ jobId: openJob, intent: "delete-everything" }, cookie);
    expect(badIntent.status).toBe(400);
  });

  it("never acts for another user: a userId in the form is ignored", async () => {
    const victim = await signUp("victim@example.org");
    const attacker = await signUp("attacker@example.org");
    await saveJob(victim.userId, openJob);
    const response = await post(
      { jobId: openJob, intent: "unsave", userId: victim.userId, user_id: victim.userId },
      attacker.cookie,
    );
    expect(response.status).toBe(200);
    const victimRows = await database()
      .db.select()
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, victim.userId), eq(savedJobs.jobId, openJob)));
    expect(victimRows).toHaveLength(1);

    await post({ jobId: otherOpenJob, intent: "save", userId: victim.userId }, attacker.cookie);
    expect((await rowsOf(attacker.userId)).map((row) => row.jobId)).toEqual([otherOpenJob]);
    expect((await rowsOf(victim.userId)).map((row) => row.jobId)).toEqual([openJob]);
  });

  it("answers anonymous visitors 401, or sends a plain form to login and back", async () => {
    const json = await post({ jobId: openJob, intent: "save" });
    expect(json.status).toBe(401);
    expect(await json.json()).toEqual({ ok: false, error: "Please log in to save jobs." });

    const form = await post({
      jobId: openJob,
      intent: "save",
      redirectTo: "/careers?type=contract",
    });
    expect(form.status).toBe(303);
    // The way back carries the job: signing in saves it (save-intent.ts).
    expect(form.headers.get("location")).toBe(
      `/user/login?${new URLSearchParams({ redirectTo: `/careers?type=contract&saveJob=${openJob}` })}`,
    );
  });

  it("sends a plain form back where it came from, never to another site", async () => {
    const { cookie, userId } = await signUp("no-js@example.org");
    const back = await post(
      { jobId: openJob, intent: "save", redirectTo: "/careers?q=react&page=2" },
      cookie,
    );
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/careers?q=react&page=2");
    // The result travels to that page as a flash toast.
    expect(back.headers.get("set-cookie")).toMatch(/^flash=/);
    expect((await rowsOf(userId)).map((row) => row.jobId)).toEqual([openJob]);

    const offsite = await post(
      { jobId: openJob, intent: "unsave", redirectTo: "//evil.example/phish" },
      cookie,
    );
    expect(offsite.headers.get("location")).toBe("/careers");
    expect(await rowsOf(userId)).toHaveLength(0);
  });
});
