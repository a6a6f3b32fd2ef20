import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type Permission, rolePermissions } from "../../app/features/access/permissions.ts";
import routeConfig from "../../app/routes.ts";
import { type AdminFixtures, createAdminFixtures } from "../support/admin-fixtures";
import { type AdminRoute, adminRoutes } from "../support/admin-routes";
import { prepareVisitor } from "../support/candidates";
import { queryDb } from "../support/e2e-services";
import { type StaffRole, staffSession } from "../support/staff";
import { expect, test, waitForHydration } from "./fixtures";

// The demand: anonymous visitors, candidates and staff without the permission are refused
// every staff page and action; those with it get the page. What each role may do comes from
// rolePermissions, what each route needs from the table in tests/support/admin-routes.ts.

// An admin who has not set up two-step sign-in yet is sent to set it up from every page and action
// (ADR 027): until then the role grants nothing.
type WalkRole = "anonymous" | "candidate" | "admin without second factor" | StaffRole;
const walkRoles: WalkRole[] = [
  "anonymous",
  "candidate",
  "admin without second factor",
  "editor",
  "recruiter",
  "admin",
];
const enrolmentPath = "/admin/security";

function grantedTo(role: WalkRole): Set<Permission> {
  return role === "anonymous" || role === "candidate" || role === "admin without second factor"
    ? new Set()
    : new Set(rolePermissions[role]);
}

/** Every path under /admin that app/routes.ts declares, as "/admin/..." patterns. */
function declaredAdminPatterns(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path].filter(Boolean).join("/");
    const full = `/${path}`.replace(/\/+/g, "/");
    if (full !== "/admin" && !full.startsWith("/admin/")) return [];
    // A layout is no page of its own: its children are.
    if (entry.children?.length) return declaredAdminPatterns(entry.children, path);
    return [full];
  });
}

test("the walk's table lists every staff route of app/routes.ts", () => {
  const declared = declaredAdminPatterns(routeConfig).filter(
    (pattern) =>
      ![
        "/admin/login",
        "/admin/login/code",
        "/admin/logout",
        "/admin/change-password",
        enrolmentPath,
        // Its passkey forms, for every staff member like the page (tests/e2e/staff-passkeys.spec.ts).
        `${enrolmentPath}/passkeys`,
      ].includes(pattern),
  );
  const walked = adminRoutes.map((route) => route.pattern);
  expect([...new Set(walked)].sort()).toEqual([...new Set(declared)].sort());
});

interface Session {
  context: BrowserContext;
  request: APIRequestContext;
  /** Null for the anonymous visitor. */
  userId: string | null;
}

async function sessionFor(
  browser: Browser,
  baseURL: string | undefined,
  role: WalkRole,
): Promise<Session> {
  if (role === "anonymous") {
    const context = await browser.newContext({ baseURL });
    await prepareVisitor(context);
    return { context, request: context.request, userId: null };
  }
  if (role === "admin without second factor") {
    const { context, user } = await staffSession(browser, baseURL, ["admin"], "Una Enrolled", {
      secondFactor: false,
    });
    return { context, request: context.request, userId: user.id };
  }
  const roles = role === "candidate" ? [] : [role];
  const { context, user } = await staffSession(browser, baseURL, roles);
  return { context, request: context.request, userId: user.id };
}

const loginRedirect = (path: string) => `/admin/login?${new URLSearchParams({ redirectTo: path })}`;

/** GET as the role: the login redirect, a 403 without the page's data, or the page. */
async function checkView(
  session: Session,
  role: WalkRole,
  route: AdminRoute,
  fixtures: AdminFixtures,
) {
  if (!route.view) return;
  const path = route.path(fixtures);
  const response = await session.request.get(path, { maxRedirects: 0 });
  const where = `${role} GET ${route.pattern}`;
  if (role === "anonymous") {
    expect.soft([302, 303], `${where}: redirected`).toContain(response.status());
    expect
      .soft(response.headers().location, `${where}: to the staff sign-in`)
      .toBe(loginRedirect(path));
    return;
  }
  const marker = route.marker?.(fixtures);
  if (role === "admin without second factor") {
    expect.soft([302, 303], `${where}: redirected`).toContain(response.status());
    expect.soft(response.headers().location, `${where}: to set-up`).toBe(enrolmentPath);
    if (route.resource) return;
    const data = await session.request.get(dataPath(path), { maxRedirects: 0 });
    const body = await data.text();
    // React Router answers a data request's redirect with 202 and the target in the body.
    expect.soft(data.status(), `${where}.data: redirected`).toBe(202);
    expect.soft(body, `${where}.data: to set-up`).toContain(`"${enrolmentPath}"`);
    if (marker) expect.soft(body, `${where}.data: shows none of its data`).not.toContain(marker);
    return;
  }
  const granted = grantedTo(role);
  const allowed = granted.has("access:admin:any") && granted.has(route.view);
  const body = await response.text();
  if (allowed) {
    expect.soft(response.status(), `${where}: allowed`).toBe(route.status ?? 200);
    if (marker) expect.soft(body, `${where}: shows its data`).toContain(marker);
  } else {
    expect.soft(response.status(), `${where}: refused`).toBe(403);
    if (marker) expect.soft(body, `${where}: shows none of its data`).not.toContain(marker);
  }
}

/** POST each action the role may not do: refused, and the rows stay as they were. */
async function checkRefusedActions(
  session: Session,
  role: WalkRole,
  route: AdminRoute,
  fixtures: AdminFixtures,
  origin: string,
) {
  const path = route.path(fixtures);
  const granted = grantedTo(role);
  for (const action of route.actions) {
    if (action.permissions.every((permission) => granted.has(permission))) continue;
    const where = `${role} POST ${route.pattern} (${action.label})`;
    const before = await action.state(fixtures);
    const response = await session.request.post(path, {
      maxRedirects: 0,
      headers: { origin },
      form: action.form(fixtures),
    });
    if (role === "anonymous") {
      expect.soft([302, 303], `${where}: redirected`).toContain(response.status());
      expect
        .soft(response.headers().location ?? "", `${where}: to the staff sign-in`)
        .toMatch(/^\/admin\/login\?redirectTo=/);
    } else if (role === "admin without second factor") {
      expect.soft([302, 303], `${where}: redirected`).toContain(response.status());
      expect.soft(response.headers().location, `${where}: to set-up`).toBe(enrolmentPath);
    } else {
      expect.soft(response.status(), `${where}: refused`).toBe(403);
    }
    expect.soft(await action.state(fixtures), `${where}: nothing changed`).toEqual(before);
  }
}

async function auditEntriesBy(userId: string): Promise<number> {
  const [row] = await queryDb<{ count: number }>(
    "select count(*)::int as count from audit_log where actor_id = $1",
    [userId],
  );
  return row?.count ?? 0;
}

/** Audit entries about the fixtures' rows: only the fixture's own entry, unless someone acted. */
async function auditEntriesAbout(fixtures: AdminFixtures): Promise<number> {
  const ids = [
    fixtures.post.id,
    fixtures.postCategory.id,
    fixtures.job.id,
    fixtures.jobCategory.id,
    fixtures.application.id,
    fixtures.lead.id,
    fixtures.message.id,
    fixtures.email.id,
    fixtures.invitation.id,
    fixtures.staffMember.id,
  ];
  const [row] = await queryDb<{ count: number }>(
    "select count(*)::int as count from audit_log where entity_id = any($1) and id <> $2",
    [ids, fixtures.auditEntry.id],
  );
  return row?.count ?? 0;
}

/**
 * POST each action the role may do, on rows of its own: it goes through, changes its rows and is
 * recorded in the audit log. This proves the table's forms are the real ones, so the refusals
 * above are refusals of the real actions.
 */
async function checkPermittedActions(
  session: Session & { userId: string },
  role: WalkRole,
  origin: string,
) {
  const granted = grantedTo(role);
  for (const route of adminRoutes) {
    const permitted = route.actions.filter((action) =>
      action.permissions.every((permission) => granted.has(permission)),
    );
    if (permitted.length === 0) continue;
    // In table order on fresh rows: an edit comes before the delete.
    const fixtures = await createAdminFixtures();
    for (const action of permitted) {
      const where = `${role} POST ${route.pattern} (${action.label})`;
      const before = await action.state(fixtures);
      const entries = await auditEntriesBy(session.userId);
      const response = await session.request.post(route.path(fixtures), {
        maxRedirects: 0,
        headers: { origin },
        form: action.form(fixtures),
      });
      const answer = `${response.status()} ${(await response.text()).slice(0, 300)}`;
      if (before === null) {
        expect.soft(response.status(), `${where}: answered (${answer})`).toBe(200);
        continue;
      }
      expect.soft([302, 303], `${where}: done (${answer})`).toContain(response.status());
      expect.soft(await action.state(fixtures), `${where}: changed its rows`).not.toEqual(before);
      expect
        .soft(await auditEntriesBy(session.userId), `${where}: recorded in the audit log`)
        .toBeGreaterThan(entries);
    }
  }
}

for (const role of walkRoles) {
  test(`${role}: every staff page and action answers as the role's permissions say`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const origin = baseURL as string;
    const fixtures = await createAdminFixtures();
    const session = await sessionFor(browser, baseURL, role);
    for (const route of adminRoutes) {
      await checkView(session, role, route, fixtures);
      await checkRefusedActions(session, role, route, fixtures, origin);
      if (role === "admin" && route.actions.length === 0) {
        // A route the table lists without actions has none: one added later needs its row.
        const response = await session.request.post(route.path(fixtures), {
          maxRedirects: 0,
          headers: { origin },
          form: { intent: "walk" },
        });
        expect.soft(response.status(), `admin POST ${route.pattern}: no action`).toBe(405);
      }
    }
    expect(await auditEntriesAbout(fixtures), "no audit entry about the rows").toBe(0);
    if (session.userId) {
      const userSession = { ...session, userId: session.userId };
      expect(await auditEntriesBy(userSession.userId), "the refusals wrote no audit entry").toBe(0);
      await checkPermittedActions(userSession, role, origin);
    }
    await session.context.close();
  });
}

/**
 * One admin per worker for the page checks below, which only look: each test opens a browser
 * context of its own with the admin's cookies, rather than signing up and in again. The checks
 * are handed out one after another, well inside the staff session's 30 idle minutes.
 */
const asAdmin = test.extend<
  object,
  { adminState: Awaited<ReturnType<BrowserContext["storageState"]>> }
>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const { context } = await staffSession(browser, baseURL, ["admin"], "Walt Walker");
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: "worker" },
  ],
});

for (const route of adminRoutes.filter((entry) => entry.view && !entry.resource)) {
  asAdmin(
    `admin: ${route.pattern} opens and passes axe`,
    async ({ browser, baseURL, adminState, checkA11y }) => {
      const fixtures = await createAdminFixtures();
      const context = await browser.newContext({ baseURL, storageState: adminState });
      await prepareVisitor(context);
      const page = await context.newPage();
      const response = await page.goto(route.path(fixtures));
      expect(response?.status()).toBe(route.status ?? 200);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await checkA11y(page);
      await context.close();
    },
  );
}

/** The client-side navigation request of a page: its loaders' data, as React Router fetches it. */
function dataPath(path: string): string {
  const url = new URL(path, "http://site.test");
  url.pathname = `${url.pathname.replace(/\/$/, "")}.data`;
  return `${url.pathname}${url.search}`;
}

test("deactivated staff: the open session is refused on every staff page, .data request and action at once", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL as string;
  const fixtures = await createAdminFixtures();
  const deactivated = await sessionFor(browser, baseURL, "admin");
  const admin = await staffSession(browser, baseURL, ["admin"], "Ann Admin");
  // The session works before: the staff area opens.
  expect((await deactivated.request.get("/admin", { maxRedirects: 0 })).status()).toBe(200);

  const response = await admin.context.request.post("/admin/staff", {
    maxRedirects: 0,
    headers: { origin },
    form: { intent: "deactivate", id: deactivated.userId as string },
  });
  expect(response.status()).toBe(303);

  for (const route of adminRoutes) {
    // The same answers as for a visitor who never signed in: the session is gone.
    await checkView(deactivated, "anonymous", route, fixtures);
    await checkRefusedActions(deactivated, "anonymous", route, fixtures, origin);
    if (!route.view || route.resource) continue;
    const data = await deactivated.request.get(dataPath(route.path(fixtures)), {
      maxRedirects: 0,
    });
    const body = await data.text();
    expect
      .soft(body, `.data ${route.pattern}: redirected to the sign-in`)
      .toContain("/admin/login");
    const marker = route.marker?.(fixtures);
    if (marker) expect.soft(body, `.data ${route.pattern}: none of its data`).not.toContain(marker);
  }
  expect(await auditEntriesBy(deactivated.userId as string)).toBe(0);
  await deactivated.context.close();
  await admin.context.close();
});

test("an idle staff session is refused by better-auth's get-session as by the staff pages", async ({
  browser,
  baseURL,
}) => {
  const member = await staffSession(browser, baseURL, ["editor"], "Ida Idle");
  const { request } = member.context;
  const before = await request.get("/api/auth/get-session");
  expect(await before.json()).toMatchObject({ user: { id: member.user.id } });

  await queryDb(
    `update session set last_seen_at = now() - interval '31 minutes' where user_id = $1`,
    [member.user.id],
  );
  const after = await request.get("/api/auth/get-session");
  expect(after.status()).toBe(200);
  expect(await after.json()).toBeNull();
  expect(await queryDb(`select id from session where user_id = $1`, [member.user.id])).toEqual([]);
  expect((await request.get("/admin", { maxRedirects: 0 })).headers().location).toMatch(
    /^\/admin\/login/,
  );
  await member.context.close();
});
