import { mkdtempSync, rmSync } from "node:fs";
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
