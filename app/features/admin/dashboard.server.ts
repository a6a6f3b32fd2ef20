import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lte,
  min,
  sql,
} from "drizzle-orm";
import type { Permission } from "~/features/access/permissions";
import { getDb, type Queryable, withDbRetry } from "~/lib/db.server";
import {
  analyticsEvents,
  applicationStatuses,
  blogPosts,
  clientErrors,
  contactMessages,
  emailOutbox,
  jobApplications,
  jobPosts,
  leads,
} from "../../../db/schema/index.ts";
import { type DayCount, fillDays, lastDays } from "./chart";

/** Every card lists at most this many of its newest rows. */
export const recentLimit = 5;
export const chartDays = 30;

export type ApplicationStatus = (typeof applicationStatuses)[number];
export const outboxStatuses = ["pending", "sending", "sent", "failed", "suppressed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** Counts per value, zero for the values no row has. */
function tally<Key extends string>(
  keys: readonly Key[],
  rows: ReadonlyArray<{ key: string; total: number }>,
): Record<Key, number> {
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  for (const row of rows) if (row.key in totals) totals[row.key as Key] = Number(row.total);
  return totals;
}

export async function applicationsSummary(db: Queryable) {
  const [byStatus, recent] = await Promise.all([
    db
      .select({ key: jobApplications.status, total: count() })
      .from(jobApplications)
      .groupBy(jobApplications.status),
    db
      .select({
        id: jobApplications.id,
        applicantName: jobApplications.applicantName,
        status: jobApplications.status,
        jobTitle: jobPosts.title,
        createdAt: jobApplications.createdAt,
      })
      .from(jobApplications)
      .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
      .orderBy(desc(jobApplications.createdAt))
      .limit(recentLimit),
  ]);
  return { byStatus: tally(applicationStatuses, byStatus), recent };
}

/** Rows nobody has marked handled yet (the staff inboxes). */
const openCount = (handledAt: AnyColumn) =>
  sql<number>`count(*) filter (where ${handledAt} is null)`.mapWith(Number);

export async function leadsSummary(db: Queryable) {
  const [[totals], recent] = await Promise.all([
    db.select({ total: count(), open: openCount(leads.handledAt) }).from(leads),
    db
      .select({
        id: leads.id,
        email: leads.email,
        source: leads.source,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .orderBy(desc(leads.createdAt))
      .limit(recentLimit),
  ]);
  return { total: totals?.total ?? 0, open: totals?.open ?? 0, recent };
}

export async function messagesSummary(db: Queryable) {
  const [[totals], recent] = await Promise.all([
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${contactMessages.status} = 'new')`.mapWith(
          Number,
        ),
        open: openCount(contactMessages.handledAt),
      })
      .from(contactMessages),
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        status: contactMessages.status,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(recentLimit),
  ]);
  return {
    total: totals?.total ?? 0,
    unread: totals?.unread ?? 0,
    open: totals?.open ?? 0,
    recent,
  };
}

/** Published posts with a future publish date are scheduled: they appear on that date. */
export async function postsSummary(db: Queryable, now: Date) {
  const published = eq(blogPosts.status, "published");
  const [[totals], recent] = await Promise.all([
    db
      .select({
        published:
          sql<number>`count(*) filter (where ${and(published, lte(blogPosts.publishDate, now))})`.mapWith(
            Number,
          ),
        scheduled:
          sql<number>`count(*) filter (where ${and(published, gt(blogPosts.publishDate, now))})`.mapWith(
            Number,
          ),
        draft: sql<number>`count(*) filter (where ${eq(blogPosts.status, "draft")})`.mapWith(
          Number,
        ),
      })
      .from(blogPosts),
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        status: blogPosts.status,
        publishDate: blogPosts.publishDate,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .orderBy(desc(blogPosts.updatedAt))
      .limit(recentLimit),
  ]);
  return {
    published: totals?.published ?? 0,
    scheduled: totals?.scheduled ?? 0,
    draft: totals?.draft ?? 0,
    recent: recent.map(({ publishDate, ...post }) => ({
      ...post,
      state:
        post.status === "draft"
          ? ("draft" as const)
          : publishDate > now
            ? ("scheduled" as const)
            : ("published" as const),
    })),
  };
}

export async function jobsSummary(db: Queryable) {
  const active = eq(jobPosts.isActive, true);
  const [[totals], recent] = await Promise.all([
    db.select({ active: count() }).from(jobPosts).where(active),
    db
      .select({
        id: jobPosts.id,
        title: jobPosts.title,
        location: jobPosts.location,
        createdAt: jobPosts.createdAt,
      })
      .from(jobPosts)
      .where(active)
      .orderBy(desc(jobPosts.createdAt))
      .limit(recentLimit),
  ]);
  return { active: totals?.active ?? 0, recent };
}

/** First-party analytics events per UTC day for the last `chartDays` days, zero-filled. */
export async function eventsPerDay(db: Queryable, now: Date): Promise<DayCount[]> {
  const since = new Date(`${lastDays(now, chartDays)[0]}T00:00:00Z`);
  const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, count: count() })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.createdAt, since))
    .groupBy(day);
  return fillDays(rows, now, chartDays);
}

export async function outboxSummary(db: Queryable, now: Date) {
  const undelivered = inArray(emailOutbox.status, ["pending", "failed"]);
  const [byStatus, [oldest], [lastError]] = await Promise.all([
    db
      .select({ key: emailOutbox.status, total: count() })
      .from(emailOutbox)
      .groupBy(emailOutbox.status),
    db
      .select({ createdAt: min(emailOutbox.createdAt) })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, "pending")),
    db
      .select({
        error: emailOutbox.lastError,
        toAddress: emailOutbox.toAddress,
        at: emailOutbox.nextAttemptAt,
      })
      .from(emailOutbox)
      .where(and(undelivered, isNotNull(emailOutbox.lastError)))
      .orderBy(desc(emailOutbox.nextAttemptAt))
      .limit(1),
  ]);
  const oldestPending = oldest?.createdAt ? new Date(oldest.createdAt) : null;
  return {
    byStatus: tally(outboxStatuses, byStatus),
    oldestPendingSeconds: oldestPending
      ? Math.max(0, Math.round((now.getTime() - oldestPending.getTime()) / 1000))
      : null,
    lastError: lastError?.error
      ? { message: lastError.error, toAddress: lastError.toAddress }
      : null,
  };
}

/** Errors visitors' browsers reported (app/features/client-errors): last 7 days, and the newest. */
export async function clientErrorsSummary(db: Queryable, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60_000);
  const [[totals], recent] = await Promise.all([
    db.select({ total: count() }).from(clientErrors).where(gte(clientErrors.createdAt, weekAgo)),
    db
      .select({
        id: clientErrors.id,
        kind: clientErrors.kind,
        message: clientErrors.message,
        path: clientErrors.path,
        createdAt: clientErrors.createdAt,
      })
      .from(clientErrors)
      .orderBy(desc(clientErrors.createdAt))
      .limit(recentLimit),
  ]);
  return { lastWeek: totals?.total ?? 0, recent };
}

export interface Dashboard {
  applications?: Awaited<ReturnType<typeof applicationsSummary>>;
  leads?: Awaited<ReturnType<typeof leadsSummary>>;
  messages?: Awaited<ReturnType<typeof messagesSummary>>;
  posts?: Awaited<ReturnType<typeof postsSummary>>;
  jobs?: Awaited<ReturnType<typeof jobsSummary>>;
  events?: DayCount[];
  outbox?: Awaited<ReturnType<typeof outboxSummary>>;
  clientErrors?: Awaited<ReturnType<typeof clientErrorsSummary>>;
}

/** Which permission each card's data needs. */
export const cardPermissions = {
  applications: "read:application:any",
  leads: "read:lead:any",
  messages: "read:message:any",
  posts: "update:post:any",
  jobs: "update:job:any",
  events: "read:analytics:any",
  outbox: "read:outbox:any",
  clientErrors: "read:client-error:any",
} as const satisfies Record<keyof Dashboard, Permission>;

/** The dashboard's cards the permissions allow; nothing else is queried. */
export async function loadDashboard(
  permissions: ReadonlySet<string>,
  now = new Date(),
  db: Queryable = getDb(),
): Promise<Dashboard> {
  const loaders: { [Card in keyof Dashboard]-?: () => Promise<NonNullable<Dashboard[Card]>> } = {
    applications: () => applicationsSummary(db),
    leads: () => leadsSummary(db),
    messages: () => messagesSummary(db),
    posts: () => postsSummary(db, now),
    jobs: () => jobsSummary(db),
    events: () => eventsPerDay(db, now),
    outbox: () => outboxSummary(db, now),
    clientErrors: () => clientErrorsSummary(db, now),
  };
  const cards = (Object.keys(loaders) as Array<keyof Dashboard>).filter((card) =>
    permissions.has(cardPermissions[card]),
  );
  const results = await withDbRetry(() => Promise.all(cards.map((card) => loaders[card]())));
  return Object.fromEntries(cards.map((card, index) => [card, results[index]])) as Dashboard;
}
