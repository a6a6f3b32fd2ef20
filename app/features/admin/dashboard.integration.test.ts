import { beforeAll, describe, expect, it } from "vitest";
import { permissionsOf } from "~/features/access/permissions";
import {
  analyticsEvents,
  blogPosts,
  contactMessages,
  emailOutbox,
  jobApplications,
  jobPosts,
  leads,
  user,
} from "../../../db/schema";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { loadDashboard } from "./dashboard.server";

const now = new Date("2025-03-05T12:00:00Z");
const daysAgo = (days: number, hours = 0) =>
  new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000);

describe("dashboard queries", () => {
  const database = setUpTestDatabase();
  beforeAll(async () => {
    const { db } = database();
    const [job, closed] = await db
      .insert(jobPosts)
      .values([
        {
          slug: "a",
          title: "Engineer",
          companyName: "Q",
          location: "Remote",
          description: "d",
          jobType: "full-time",
          experienceLevel: "senior",
        },
        {
          slug: "b",
          title: "Closed",
          companyName: "Q",
          location: "Remote",
          description: "d",
          jobType: "full-time",
          experienceLevel: "senior",
          isActive: false,
        },
      ])
      .returning();
    await db.insert(user).values(
      ["u1", "u2", "u3", "u4", "u5", "u6", "u7"].map((id) => ({
        id,
        name: id,
        email: `${id}@example.org`,
      })),
    );
    const statuses = [
      "pending",
      "pending",
      "pending",
      "under_review",
      "approved",
      "rejected",
      "pending",
    ] as const;
    await db.insert(jobApplications).values(
      statuses.map((status, index) => ({
        jobId: (index === 6 ? closed : job)?.id as string,
        userId: `u${index + 1}`,
        applicantName: `Applicant ${index + 1}`,
        applicantEmail: `u${index + 1}@example.org`,
        coverLetter: "Hello",
        status,
        createdAt: daysAgo(0, index),
      })),
    );
    await db.insert(leads).values(
      Array.from({ length: 6 }, (_, index) => ({
        email: `lead${index}@acme.com`,
        source: "landing-page",
        createdAt: daysAgo(index),
      })),
    );
    await db.insert(contactMessages).values([
      { name: "New", email: "n@acme.com", message: "Hi", createdAt: daysAgo(0) },
      {
        name: "Read",
        email: "r@acme.com",
        message: "Hi",
        status: "read",
        handledAt: daysAgo(1),
        createdAt: daysAgo(1),
      },
    ]);
    await db.insert(blogPosts).values([
      { slug: "live", title: "Live", status: "published", publishDate: daysAgo(3) },
      { slug: "soon", title: "Soon", status: "published", publishDate: daysAgo(-2) },
      { slug: "draft", title: "Draft", status: "draft" },
    ]);
    await db.insert(analyticsEvents).values([
      { name: "page_view", createdAt: daysAgo(0) },
      { name: "page_view", createdAt: daysAgo(0, 1) },
      { name: "login", createdAt: daysAgo(29) },
      { name: "too_old", createdAt: daysAgo(31) },
    ]);
    const mail = { template: "t", subject: "s", html: "h", text: "t" };
    await db.insert(emailOutbox).values([
      { ...mail, toAddress: "a@x.org", status: "sent" },
      {
        ...mail,
        toAddress: "b@x.org",
        status: "pending",
        createdAt: new Date(now.getTime() - 600_000),
      },
      {
        ...mail,
        toAddress: "c@x.org",
        status: "failed",
        attempts: 5,
        lastError: "550 mailbox unavailable",
      },
    ]);
  });

  it("gives an admin every card with counts, the five newest rows and the zero-filled chart", async () => {
    const dashboard = await loadDashboard(permissionsOf(["admin"]), now, database().db);
    expect(dashboard.applications?.byStatus).toEqual({
      pending: 4,
      under_review: 1,
      approved: 1,
      rejected: 1,
    });
    expect(dashboard.applications?.recent.map((row) => row.applicantName)).toEqual([
      "Applicant 1",
      "Applicant 2",
      "Applicant 3",
      "Applicant 4",
      "Applicant 5",
    ]);
    expect(dashboard.leads).toMatchObject({ total: 6, open: 6 });
    expect(dashboard.leads?.recent).toHaveLength(5);
    expect(dashboard.leads?.recent[0]?.email).toBe("lead0@acme.com");
    expect(dashboard.messages).toMatchObject({ total: 2, unread: 1, open: 1 });
    expect(dashboard.posts).toMatchObject({ published: 1, scheduled: 1, draft: 1 });
    expect(dashboard.posts?.recent.map((post) => post.state).sort()).toEqual([
      "draft",
      "published",
      "scheduled",
    ]);
    expect(dashboard.jobs?.active).toBe(1);
    expect(dashboard.jobs?.recent.map((job) => job.title)).toEqual(["Engineer"]);

    expect(dashboard.events).toHaveLength(30);
    expect(dashboard.events?.at(-1)).toEqual({ day: "2025-03-05", count: 2 });
    expect(dashboard.events?.[0]).toEqual({ day: "2025-02-04", count: 1 });
    expect(dashboard.events?.reduce((sum, day) => sum + day.count, 0)).toBe(3);

    expect(dashboard.outbox).toEqual({
      byStatus: { pending: 1, sending: 0, sent: 1, failed: 1, suppressed: 0 },
      oldestPendingSeconds: 600,
      lastError: { message: "550 mailbox unavailable", toAddress: "c@x.org" },
    });
  });

  it("queries only the cards a role may see", async () => {
    expect(Object.keys(await loadDashboard(permissionsOf(["editor"]), now, database().db))).toEqual(
      ["posts"],
    );
    expect(
      Object.keys(await loadDashboard(permissionsOf(["recruiter"]), now, database().db)).sort(),
    ).toEqual(["applications", "jobs"]);
  });
});
