import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSiteProcess } from "../support/site-process";
import { expect, test } from "./fixtures";

test("an account created before a restart can sign in after it (embedded PGlite)", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-restart-"));
  try {
    const credentials = { email: "grace@example.org", password: "compilers-rule-42" };
    const first = await startSiteProcess({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: first.url },
      body: JSON.stringify({ name: "Grace Hopper", ...credentials }),
    });
    expect(signUp.status).toBe(200);
    expect(first.output()).toContain("seeded demo content");
    expect(await first.stop("SIGTERM")).toBe(0);

    const second = await startSiteProcess({ DATA_DIR: dataDir, LOG_LEVEL: "info" }, first.port);
    try {
      const signIn = await fetch(`${second.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: second.url },
        body: JSON.stringify(credentials),
      });
      expect(signIn.status).toBe(200);
      expect((await signIn.json()).user.name).toBe("Grace Hopper");
      expect(second.output()).not.toContain("seeded demo content");
    } finally {
      await second.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a generated first admin: the password only in an owner-only file whose path is printed, and a new password before the staff area", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-first-admin-"));
  const site = await startSiteProcess({ DATA_DIR: dataDir, LOG_LEVEL: "debug" });
  try {
    const file = path.join(dataDir, "first-admin-password.txt");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, "utf8").trim();
    expect(site.output()).toContain(`FIRST ADMIN CREATED: sign in at /admin/login as admin@`);
    expect(site.output()).toContain(file);
    expect(site.output()).not.toContain(password);

    const signIn = await fetch(`${site.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.url },
      body: JSON.stringify({ email: "admin@quillstack.dev", password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const staffPage = await fetch(`${site.url}/admin/jobs`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(staffPage.status).toBe(302);
    expect(staffPage.headers.get("location")).toBe("/admin/change-password");
    expect(site.output()).not.toContain(password);
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
