import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/admin/application";
import {
  applicationStatusHistory,
  auditLog,
  emailOutbox,
  jobApplications,
  user,
} from "../../../db/schema";
import { seedDemoContent } from "../../../db/seed";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import { createJob, grantRole } from "../../../tests/support/careers-data";
import { signedInAccount } from "../../../tests/support/signed-in-account.ts";

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

async function signUp(name: string) {
  const email = `${name.toLowerCase()}@example.org`;
  const { cookie, userId } = await signedInAccount({
    name,
    email,
    password: "a-long-enough-password",
  });
  return { cookie, id: userId, email };
}

/** What the route answered: a Response (with its redirect's location) or react-router's data(). */
async function answer(run: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, body: result.headers.get("location") };
  }
  const { init, data } = result as { init?: ResponseInit | null; data?: unknown };
  return { status: init?.status ?? 200, body: data ?? result };
}

describe("the application page's status change (route)", () => {
  const database = useAuthTestDatabase("site-application-route-");
  let applicationId: string;
  let recruiter: Awaited<ReturnType<typeof signUp>>;
  let editor: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    await seedDemoContent(database().db);
    recruiter = await signUp("Rita");
    editor = await signUp("Eddie");
    await grantRole(database().db, recruiter.id, "recruiter");
    await grantRole(database().db, editor.id, "editor");
    const candidate = await signUp("Ada");
    // Status mails go to a verified account address only.
    await database().db.update(user).set({ emailVerified: true }).where(eq(user.id, candidate.id));
    const job = await createJob(database().db, { title: "Engine Programmer" });
    const [row] = await database()
      .db.insert(jobApplications)
      .values({
        jobId: job.id,
        userId: candidate.id,
        applicantName: "Ada",
        applicantEmail: candidate.email,
        coverLetter: "Hello",
      })
      .returning();
    applicationId = row?.id as string;
  });

  const post = (cookie: string, fields: Record<string, string>, id = applicationId) =>
    answer(() =>
      action({
        request: new Request(`http://localhost:3000/admin/applications/${id}`, {
          method: "POST",
          headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        }),
        params: { id },
        context: {},
      } as unknown as ActionArgs),
    );
  const view = (cookie: string, id = applicationId) =>
    answer(() =>
      loader({
        request: new Request(`http://localhost:3000/admin/applications/${id}`, {
          headers: { cookie },
        }),
        params: { id },
        context: {},
      } as unknown as LoaderArgs),
    );
  const writes = async () => ({
    history: await database()
      .db.select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, applicationId)),
    audit: await database().db.select().from(auditLog).where(eq(auditLog.entityId, applicationId)),
    mails: await database()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "application-status")),
  });

  it("refuses an editor with 403 for the page and the change, and sends visitors to sign in", async () => {
    expect((await view(editor.cookie)).status).toBe(403);
    const refused = await post(editor.cookie, { expectedStatus: "pending", status: "approved" });
    expect(refused.status).toBe(403);
    expect((await post("", { expectedStatus: "pending", status: "approved" })).status).toBe(302);
    const { history, audit, mails } = await writes();
    expect([history.length, audit.length, mails.length]).toEqual([0, 0, 0]);
  });

  it("answers 400 for the same status or a long note, 404 for an unknown id, writing nothing", async () => {
    const same = await post(recruiter.cookie, { expectedStatus: "pending", status: "pending" });
    expect(same).toMatchObject({
      status: 400,
      body: {
        result: { error: { "": ["The application is already pending. Choose another status."] } },
      },
    });
    const long = await post(recruiter.cookie, {
      expectedStatus: "pending",
      status: "approved",
      note: "x".repeat(1001),
    });
    expect(long).toMatchObject({
      status: 400,
      body: { result: { error: { note: ["Use at most 1000 characters."] } } },
    });
    const unknown = await post(
      recruiter.cookie,
      { expectedStatus: "pending", status: "approved" },
      "00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.status).toBe(404);
    expect((await view(recruiter.cookie, "nope")).status).toBe(404);
    const { history, audit, mails } = await writes();
    expect([history.length, audit.length, mails.length]).toEqual([0, 0, 0]);
  });

  it("lets a recruiter change it, then refuses the stale form with 409", async () => {
    const moved = await post(recruiter.cookie, {
      expectedStatus: "pending",
      status: "under_review",
      note: "Call her",
    });
    expect(moved).toEqual({ status: 303, body: `/admin/applications/${applicationId}` });
    const stale = await post(recruiter.cookie, { expectedStatus: "pending", status: "rejected" });
    expect(stale.status).toBe(409);
    const staleErrors = (stale.body as { result: { error: Record<string, string[]> } }).result
      .error;
    expect(staleErrors[""]?.[0]).toContain("changed by someone else");
    const { history, audit, mails } = await writes();
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: "pending",
        toStatus: "under_review",
        changedBy: recruiter.id,
        note: "Call her",
      }),
    ]);
    expect(audit).toEqual([
      expect.objectContaining({ actorId: recruiter.id, action: "application.status" }),
    ]);
    expect(mails.map((mail) => mail.toAddress)).toEqual(["ada@example.org"]);
    const page = await view(recruiter.cookie);
    expect(page.body).toMatchObject({ canUpdate: true, application: { status: "under_review" } });
  });
});
