import { describe, expect, it } from "vitest";
import { decodeFlash, flashCookie } from "./flash.server";

const secret = "flash-unit-test-secret-0123456789abcdef";
const newSecret = "flash-unit-test-newer-secret-0123456789";
const now = Date.UTC(2026, 0, 1);

/** The `flash=…` pair of a Set-Cookie header, as the browser sends it back. */
function sentBack(setCookie: string): string {
  return setCookie.split(";")[0] ?? "";
}

describe("the flash cookie", () => {
  const flash = { type: "success" as const, title: "Success!", description: "Sent." };

  it("round-trips a signed toast, with the cookie's attributes", async () => {
    const header = await flashCookie(flash, { secrets: [secret], now });
    expect(header).toMatch(/^flash=[^;]+; Max-Age=60; Path=\/; .*HttpOnly; SameSite=Lax/);
    expect(await decodeFlash(sentBack(header), { secrets: [secret], now })).toEqual(flash);
  });

  it("still reads a flash signed with the previous secret after a rotation", async () => {
    const before = sentBack(await flashCookie(flash, { secrets: [secret], now }));
    const rotated = [newSecret, secret];
    expect(await decodeFlash(before, { secrets: rotated, now })).toEqual(flash);
    const after = sentBack(await flashCookie(flash, { secrets: rotated, now }));
    expect(await decodeFlash(after, { secrets: [newSecret], now })).toEqual(flash);
    expect(await decodeFlash(after, { secrets: [secret], now })).toBeNull();
  });

  it("ignores a forged, tampered, expired or malformed value", async () => {
    const value = sentBack(await flashCookie(flash, { secrets: [secret], now }));
    expect(await decodeFlash(value, { secrets: [`${secret}x`], now })).toBeNull();
    const [payload, signature] = value.slice("flash=".length).split(".");
    const forged = encodeURIComponent(
      btoa(JSON.stringify({ ...flash, title: "Hacked", exp: now + 1e6 })),
    );
    expect(
      await decodeFlash(`flash=${forged}.${signature}`, { secrets: [secret], now }),
    ).toBeNull();
    expect(await decodeFlash(`flash=${forged}`, { secrets: [secret], now })).toBeNull();
    expect(
      await decodeFlash(`flash=${payload}.x${signature}`, { secrets: [secret], now }),
    ).toBeNull();
    expect(await decodeFlash(value, { secrets: [secret], now: now + 61_000 })).toBeNull();
    expect(await decodeFlash("flash=garbage", { secrets: [secret], now })).toBeNull();
    expect(await decodeFlash(null, { secrets: [secret], now })).toBeNull();
  });

  it("drops a form's values rather than exceed the cookie size", async () => {
    const big = {
      ...flash,
      form: { id: "contact", fieldErrors: { email: "Bad" }, values: { message: "x".repeat(5000) } },
    };
    const header = await flashCookie(big, { secrets: [secret], now });
    expect(header.length).toBeLessThan(3600);
    expect(await decodeFlash(sentBack(header), { secrets: [secret], now })).toEqual({
      ...flash,
      form: { id: "contact", fieldErrors: { email: "Bad" }, values: undefined },
    });
  });
});
