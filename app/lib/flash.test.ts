import { describe, expect, it } from "vitest";
import { decodeFlash, encodeFlash } from "./flash.server";

const secret = "flash-unit-test-secret-0123456789abcdef";
const now = Date.UTC(2026, 0, 1);

describe("the flash cookie", () => {
  const flash = { type: "success" as const, title: "Success!", description: "Sent." };

  it("round-trips a signed toast", () => {
    expect(decodeFlash(encodeFlash(flash, { secret, now }), { secret, now })).toEqual(flash);
  });

  it("refuses a forged, tampered or expired value", () => {
    const value = encodeFlash(flash, { secret, now });
    expect(decodeFlash(value, { secret: `${secret}x`, now })).toBeNull();
    const [payload, signature] = value.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...flash, title: "Hacked", exp: now + 1e6 }),
    ).toString("base64url");
    expect(decodeFlash(`${forged}.${signature}`, { secret, now })).toBeNull();
    expect(decodeFlash(`${payload}.${signature}.x`, { secret, now })).toBeNull();
    expect(decodeFlash(value, { secret, now: now + 61_000 })).toBeNull();
    expect(decodeFlash("garbage", { secret, now })).toBeNull();
  });

  it("drops a form's values rather than exceed the cookie size", () => {
    const big = {
      ...flash,
      form: { id: "contact", fieldErrors: { email: "Bad" }, values: { message: "x".repeat(5000) } },
    };
    const value = encodeFlash(big, { secret, now });
    expect(value.length).toBeLessThan(3600);
    expect(decodeFlash(value, { secret, now })).toEqual({
      ...flash,
      form: { id: "contact", fieldErrors: { email: "Bad" }, values: undefined },
    });
  });
});
