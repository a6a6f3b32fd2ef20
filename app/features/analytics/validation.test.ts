import { describe, expect, it } from "vitest";
import { validateEvent } from "./validation";

describe("validateEvent", () => {
  const consent = { analytics: true };

  it("needs analytics consent in the body", () => {
    expect(validateEvent({ name: "x" })).toMatchObject({ ok: false, status: 403 });
    expect(validateEvent({ name: "x", consent: { analytics: false } })).toMatchObject({
      status: 403,
    });
  });

  it("keeps simple properties, a site path and a uuid anonymous id", () => {
    expect(
      validateEvent({
        name: "service_cta_click",
        properties: { service: "web-development", n: 1, yes: true, none: null },
        path: "/services",
        anonymousId: "7F1C2B9E-3D4A-4C5B-8E6F-0A1B2C3D4E5F",
        consent,
      }),
    ).toEqual({
      ok: true,
      value: {
        name: "service_cta_click",
        properties: { service: "web-development", n: 1, yes: true, none: null },
        path: "/services",
        anonymousId: "7f1c2b9e-3d4a-4c5b-8e6f-0a1b2c3d4e5f",
      },
    });
  });

  it("drops a path or id it cannot trust instead of storing it", () => {
    expect(
      validateEvent({ name: "x", path: "https://evil.example/", anonymousId: "me", consent }),
    ).toMatchObject({ ok: true, value: { path: null, anonymousId: null } });
  });

  it("rejects bad names and values", () => {
    for (const body of [
      { name: "", consent },
      { name: "UPPER", consent },
      { name: "x", properties: [], consent },
      { name: "x", properties: { a: Number.NaN }, consent },
      { name: "x", properties: { a: [1] }, consent },
    ]) {
      expect(validateEvent(body)).toMatchObject({ ok: false, status: 400 });
    }
  });
});
