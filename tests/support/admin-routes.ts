// The staff area's routes and the permission each page and action needs: the table the access
// walk (tests/e2e/admin-access.spec.ts) goes through for every role. A route added under /admin
// in app/routes.ts without a row here fails that walk's completeness test.
import type { Permission } from "../../app/features/access/permissions.ts";
import { type AdminFixtures, assignmentsOf, countWhere, rowOf } from "./admin-fixtures.ts";

export interface AdminAction {
  /** What the POST tries, for the test's messages. */
  label: string;
  /** Every permission the action needs (a delete may need update and delete). */
  permissions: Permission[];
  /** The form the page posts for it: done by a permitted user, it changes `state`. */
  form: (fixtures: AdminFixtures) => Record<string, string>;
  /**
   * The rows the action changes or creates: the same before and after a refused POST, different
   * after a permitted one. Null for an endpoint that writes nothing (the Markdown preview).
   */
  state: (fixtures: AdminFixtures) => Promise<unknown>;
}

export interface AdminRoute {
  /** The path as app/routes.ts declares it, "/admin/..." */
  pattern: string;
  /**
   * Where to open it. Lists are filtered to the walk's own rows (by the suffix in their names), so
   * rows other tests add meanwhile cannot push them off the first page. The marker is never the
   * filter itself: an error page may echo the query.
   */
  path: (fixtures: AdminFixtures) => string;
  /** The permission to open it; null for an action-only endpoint. */
  view: Permission | null;
  /** What a permitted GET answers. */
  status?: number;
  /** A download or data endpoint rather than a page (no accessibility check). */
  resource?: boolean;
  /** Text the page shows to those allowed to see it, and must never show to anyone else. */
  marker?: (fixtures: AdminFixtures) => string;
  actions: AdminAction[];
}

/** The job form as its page posts it. */
const jobForm = (title: string, slug: string) => ({
  intent: "save",
  title,
  slug,
  companyName: "Quillstack",
  location: "Remote",
  workplaceType: "remote",
  description: "Build reliable software with a distributed team.",
  jobType: "full-time",
  experienceLevel: "senior",
  isActive: "on",
});

/** The state of one row: a refused action leaves it exactly as it was. */
const unchanged =
  (table: string, pick: (fixtures: AdminFixtures) => string) => (fixtures: AdminFixtures) =>
    rowOf(table, pick(fixtures));

export const adminRoutes: AdminRoute[] = [
  { pattern: "/admin", path: () => "/admin", view: "access:admin:any", actions: [] },
  {
    pattern: "/admin/posts",
    path: (f) => `/admin/posts?q=${f.suffix}`,
    view: "update:post:any",
    marker: (f) => f.post.title,
    actions: [],
  },
  {
    pattern: "/admin/posts/new",
    path: () => "/admin/posts/new",
    view: "create:post:any",
    actions: [
      {
        label: "create a post",
        permissions: ["create:post:any"],
        form: (f) => ({
          title: `Walk sneaky post ${f.suffix}`,
          slug: `walk-sneaky-${f.suffix}`,
          content: "Not allowed.",
          publish: "draft",
        }),
        state: (f) => countWhere("blog_posts", "slug", `walk-sneaky-${f.suffix}`),
      },
    ],
  },
  {
    pattern: "/admin/posts/:id",
    path: (f) => `/admin/posts/${f.post.id}`,
    view: "update:post:any",
    marker: (f) => f.post.title,
    actions: [
      {
        label: "edit a post",
        permissions: ["update:post:any"],
        form: (f) => ({
          title: `Defaced ${f.suffix}`,
          slug: `defaced-${f.suffix}`,
          content: "Defaced.",
          publish: "draft",
        }),
        state: unchanged("blog_posts", (f) => f.post.id),
      },
      {
        label: "delete a post",
        permissions: ["update:post:any", "delete:post:any"],
        form: () => ({ intent: "delete" }),
        state: unchanged("blog_posts", (f) => f.post.id),
      },
    ],
  },
  {
    pattern: "/admin/posts/preview",
    path: () => "/admin/posts/preview",
    view: null,
    actions: [
      {
        label: "preview Markdown",
        permissions: ["update:post:any"],
        form: () => ({ content: "# Preview", template: "" }),
        state: async () => null,
      },
    ],
  },
  {
    pattern: "/admin/post-categories",
    path: () => "/admin/post-categories",
    view: "update:post:any",
    marker: (f) => f.postCategory.name,
    actions: [
      {
        label: "create a post category",
        permissions: ["update:post:any"],
        form: (f) => ({
          intent: "create",
          name: `Walk sneaky topic ${f.suffix}`,
          color: "#2563eb",
        }),
        state: (f) => countWhere("blog_categories", "name", `Walk sneaky topic ${f.suffix}`),
      },
      {
        label: "delete a post category",
        permissions: ["update:post:any"],
        form: (f) => ({ intent: "delete", id: f.postCategory.id }),
        state: unchanged("blog_categories", (f) => f.postCategory.id),
      },
    ],
  },
  {
    pattern: "/admin/jobs",
    path: (f) => `/admin/jobs?q=${f.suffix}`,
    view: "update:job:any",
    marker: (f) => f.job.title,
    actions: [
      {
        label: "deactivate a job",
        permissions: ["update:job:any"],
        form: (f) => ({ intent: "deactivate", id: f.job.id }),
        state: unchanged("job_posts", (f) => f.job.id),
      },
    ],
  },
  {
    pattern: "/admin/jobs/new",
    path: () => "/admin/jobs/new",
    view: "create:job:any",
    actions: [
      {
        label: "create a job",
        permissions: ["create:job:any"],
        form: (f) => jobForm(`Walk sneaky job ${f.suffix}`, `walk-sneaky-job-${f.suffix}`),
        state: (f) => countWhere("job_posts", "slug", `walk-sneaky-job-${f.suffix}`),
      },
    ],
  },
  {
    pattern: "/admin/jobs/:id",
    path: (f) => `/admin/jobs/${f.job.id}`,
    view: "update:job:any",
    marker: (f) => f.job.title,
    actions: [
      {
        label: "edit a job",
        permissions: ["update:job:any"],
        form: (f) => jobForm(`Defaced ${f.suffix}`, `defaced-${f.suffix}`),
        state: unchanged("job_posts", (f) => f.job.id),
      },
      {
        label: "deactivate a job from its page",
        permissions: ["update:job:any"],
        form: () => ({ intent: "deactivate" }),
        state: unchanged("job_posts", (f) => f.job.id),
      },
      {
        label: "delete a job",
        permissions: ["update:job:any", "delete:job:any"],
        form: () => ({ intent: "delete" }),
        state: unchanged("job_posts", (f) => f.job.id),
      },
    ],
  },
  {
    pattern: "/admin/job-categories",
    path: () => "/admin/job-categories",
    view: "update:job:any",
    marker: (f) => f.jobCategory.name,
    actions: [
      {
        label: "create a job category",
        permissions: ["update:job:any", "create:job:any"],
        form: (f) => ({ intent: "create", name: `Walk sneaky jobs ${f.suffix}`, color: "#2563eb" }),
        state: (f) => countWhere("job_categories", "name", `Walk sneaky jobs ${f.suffix}`),
      },
      {
        label: "delete a job category",
        permissions: ["update:job:any", "delete:job:any"],
        form: (f) => ({ intent: "delete", id: f.jobCategory.id }),
        state: unchanged("job_categories", (f) => f.jobCategory.id),
      },
    ],
  },
  {
    pattern: "/admin/applications",
    path: (f) => `/admin/applications?q=${f.suffix}`,
    view: "read:application:any",
    marker: (f) => f.application.applicantName,
    actions: [],
  },
  {
    pattern: "/admin/applications/:id",
    path: (f) => `/admin/applications/${f.application.id}`,
    view: "read:application:any",
    marker: (f) => f.application.applicantName,
    actions: [
      {
        label: "change an application's status",
        permissions: ["update:application:any"],
        form: () => ({ status: "approved", expectedStatus: "pending", note: "Walk" }),
        state: unchanged("job_applications", (f) => f.application.id),
      },
    ],
  },
  {
    pattern: "/admin/leads",
    path: (f) => `/admin/leads?email=${f.suffix}`,
    view: "read:lead:any",
    marker: (f) => f.lead.email,
    actions: [
      {
        label: "mark a lead handled",
        permissions: ["update:lead:any"],
        form: (f) => ({ intent: "handle", id: f.lead.id }),
        state: unchanged("leads", (f) => f.lead.id),
      },
    ],
  },
  {
    pattern: "/admin/leads.csv",
    path: (f) => `/admin/leads.csv?email=${f.suffix}`,
    view: "read:lead:any",
    resource: true,
    marker: (f) => f.lead.email,
    actions: [],
  },
  {
    pattern: "/admin/messages",
    path: (f) => `/admin/messages?email=${f.suffix}`,
    view: "read:message:any",
    marker: (f) => f.message.email,
    actions: [
      {
        label: "archive a message",
        permissions: ["update:message:any"],
        form: (f) => ({ intent: "status", id: f.message.id, status: "archived" }),
        state: unchanged("contact_messages", (f) => f.message.id),
      },
    ],
  },
  {
    pattern: "/admin/messages.csv",
    path: (f) => `/admin/messages.csv?email=${f.suffix}`,
    view: "read:message:any",
    resource: true,
    marker: (f) => f.message.email,
    actions: [],
  },
  {
    pattern: "/admin/outbox",
    path: () => "/admin/outbox?status=failed",
    view: "read:outbox:any",
    marker: (f) => f.email.to,
    actions: [
      {
        label: "retry a failed email",
        permissions: ["update:outbox:any"],
        form: (f) => ({ intent: "retry", id: f.email.id }),
        state: unchanged("email_outbox", (f) => f.email.id),
      },
    ],
  },
  {
    pattern: "/admin/staff",
    path: () => "/admin/staff",
    view: "manage:role:any",
    marker: (f) => f.staffMember.email,
    actions: [
      {
        label: "make a staff member an admin",
        permissions: ["manage:role:any"],
        form: (f) => ({ intent: "roles", id: f.staffMember.id, roles: "admin" }),
        state: (f) => assignmentsOf(f.staffMember.id),
      },
      {
        label: "deactivate a staff member",
        permissions: ["manage:role:any"],
        form: (f) => ({ intent: "deactivate", id: f.staffMember.id }),
        state: (f) => assignmentsOf(f.staffMember.id),
      },
    ],
  },
  {
    pattern: "/admin/invitations",
    path: () => "/admin/invitations",
    view: "manage:role:any",
    marker: (f) => f.invitation.email,
    actions: [
      {
        label: "invite an admin",
        permissions: ["manage:role:any"],
        form: (f) => ({
          intent: "create",
          email: `walk.sneaky.${f.suffix}@example.org`,
          roles: "admin",
          expiresInDays: "7",
        }),
        state: (f) =>
          countWhere("user_invitations", "email", `walk.sneaky.${f.suffix}@example.org`),
      },
      {
        label: "revoke an invitation",
        permissions: ["manage:role:any"],
        form: (f) => ({ intent: "revoke", id: f.invitation.id }),
        state: unchanged("user_invitations", (f) => f.invitation.id),
      },
    ],
  },
  {
    pattern: "/admin/audit-log",
    path: (f) => `/admin/audit-log?actor=${f.suffix}`,
    view: "read:audit:any",
    marker: (f) => f.auditEntry.summary,
    actions: [],
  },
  {
    // Unknown staff addresses: the staff area's own 404, still behind the staff guard.
    pattern: "/admin/*",
    path: (f) => `/admin/no-such-page-${f.suffix}`,
    view: "access:admin:any",
    status: 404,
    actions: [],
  },
];
