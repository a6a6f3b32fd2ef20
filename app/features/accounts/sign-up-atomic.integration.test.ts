// Sign-up is all or nothing: when a write fails half way (a real error raised by the database,
// from a trigger), no user, credential account, session, profile or verification mail remains,
// for our registration form and for better-auth's public endpoint alike.
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { action as authAction } from "~/routes/api/auth";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import type { Route } from "../../routes/api/+types/auth";
import { signUp } from "./accounts.server";

const counted = ["user", "account", "session", "user_profiles", "email_outbox"] as const;
type Counts = Record<(typeof counted)[number], number>;

let visitor = 0;
/** Each call from its own client address, so the sign-up rate limit (5 a minute) never applies. */
function clientAddress() {
  visitor++;
  return `203.0.113.${visitor}`;
}

describe("sign-up writes all of its rows or none", () => {
  const database = useAuthTestDatabase("site-sign-up-atomic-");
  afterEach(async () => {
    await database().db.execute(sql.raw("drop function if exists fail_sign_up_write() cascade"));
  });

  async function counts(): Promise<Counts> {
    const selects = counted.map((table) => `(select count(*)::int from "${table}") as ${table}`);
    const result = await database().db.execute(sql.raw(`select ${selects.join(", ")}`));
    return (result as unknown as { rows: Counts[] }).rows[0] as Counts;
  }

  /** From now on the database refuses every insert into `table` (until the test ends). */
  async function failInsertsInto(table: (typeof counted)[number]) {
    await database().db.execute(
      sql.raw(`create function fail_sign_up_write() returns trigger language plpgsql as $$
        begin
          raise exception 'refused by the test: % insert', tg_table_name using errcode = 'check_violation';
        end $$`),
    );
    await database().db.execute(
      sql.raw(`create trigger fail_sign_up_write before insert on "${table}"
        for each row execute function fail_sign_up_write()`),
    );
  }

  const registration = (email: string) => ({
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    password: "analytical-engine",
  });
  const formRequest = () =>
    new Request("http://localhost:3000/user/login", {
      method: "POST",
      headers: { "x-client-ip": clientAddress() },
    });

  function endpointSignUp(email: string) {
    const request = new Request("http://localhost:3000/api/auth/sign-up/email", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        "x-client-ip": clientAddress(),
      },
      body: JSON.stringify({ name: "Ada Lovelace", email, password: "analytical-engine" }),
    });
    return authAction({ request, params: {}, context: {} } as unknown as Route.ActionArgs);
  }

  it("writes the user, the credential account, the profile and the mail when nothing fails", async () => {
    const before = await counts();
    expect((await signUp(formRequest(), registration("whole@example.org"))).ok).toBe(true);
    const after = await counts();
    // No session: the verification link signs in.
    expect(after).toEqual({
      user: before.user + 1,
      account: before.account + 1,
      session: before.session,
      user_profiles: before.user_profiles + 1,
      email_outbox: before.email_outbox + 1,
    });
  });

  // Each table in the order the sign-up writes it: user, profile (our hook, before the
  // account), account. A failure at any of them leaves nothing behind.
  for (const table of ["user_profiles", "account"] as const) {
    it(`leaves no rows when the ${table} insert fails (registration form)`, async () => {
      const before = await counts();
      await failInsertsInto(table);
      const result = await signUp(formRequest(), registration(`form.${table}@example.org`));
      expect(result.ok).toBe(false);
      expect(await counts()).toEqual(before);
    });
  }

  for (const table of ["account"] as const) {
    it(`leaves no rows when the ${table} insert fails (/api/auth/sign-up/email)`, async () => {
      const before = await counts();
      await failInsertsInto(table);
      const printed: string[] = [];
      const capture = (...args: unknown[]) => {
        printed.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" "));
      };
      const errors = vi.spyOn(console, "error").mockImplementation(capture);
      const lines = vi.spyOn(console, "log").mockImplementation(capture);
      const email = `endpoint.${table}@example.org`;
      const response = await endpointSignUp(email);
      errors.mockRestore();
      lines.mockRestore();
      expect(response.status).toBe(500);
      expect(await counts()).toEqual(before);
      // Logged as one line naming the failed statement, never with the query's parameters.
      expect(printed.join("\n")).toMatch(/auth endpoint failed|auth: /);
      expect(printed.join("\n")).not.toMatch(/example\.org|[0-9a-f]{64}/);
    });
  }

  it("answers 503 with Retry-After and JSON, and keeps nothing, when the database fails transiently", async () => {
    const before = await counts();
    // The error PostgreSQL sends when an administrator shuts it down mid-request.
    await database().db.execute(
      sql.raw(`create function fail_sign_up_write() returns trigger language plpgsql as $$
        begin
          raise exception 'terminating connection due to administrator command' using errcode = 'admin_shutdown';
        end $$`),
    );
    await database().db.execute(
      sql.raw(`create trigger fail_sign_up_write before insert on "account"
        for each row execute function fail_sign_up_write()`),
    );
    const response = await endpointSignUp("outage@example.org");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: expect.stringMatching(/try again/),
    });
    expect(await counts()).toEqual(before);
  });
});
