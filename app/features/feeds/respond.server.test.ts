import { describe, expect, it } from "vitest";
import { cachedTextResponse, notModifiedSince } from "./respond.server";

const request = (headers: Record<string, string> = {}) =>
  new Request("https://site.test/feed.xml", { headers });
const lastModified = new Date("2025-05-03T09:00:00.750Z");

describe("Last-Modified and If-Modified-Since", () => {
  it("sends Last-Modified as an HTTP date when the caller knows the newest change", () => {
    const response = cachedTextResponse(request(), "<rss/>", "x", { lastModified });
    expect(response.headers.get("Last-Modified")).toBe("Sat, 03 May 2025 09:00:00 GMT");
    expect(cachedTextResponse(request(), "<rss/>", "x").headers.get("Last-Modified")).toBeNull();
    // An empty feed's epoch date is no real date.
    const empty = cachedTextResponse(request(), "<rss/>", "x", { lastModified: new Date(0) });
    expect(empty.headers.get("Last-Modified")).toBeNull();
  });

  it("answers 304 when If-Modified-Since is not older than the change (whole seconds)", async () => {
    for (const since of ["Sat, 03 May 2025 09:00:00 GMT", "Sun, 04 May 2025 00:00:00 GMT"]) {
      const response = cachedTextResponse(request({ "If-Modified-Since": since }), "<rss/>", "x", {
        lastModified,
      });
      expect(response.status).toBe(304);
      expect(await response.text()).toBe("");
    }
    for (const since of ["Sat, 03 May 2025 08:59:59 GMT", "not a date"]) {
      const response = cachedTextResponse(request({ "If-Modified-Since": since }), "<rss/>", "x", {
        lastModified,
      });
      expect(response.status).toBe(200);
    }
  });

  it("lets If-None-Match decide when both are sent (RFC 9110)", () => {
    const response = cachedTextResponse(
      request({ "If-None-Match": '"stale"', "If-Modified-Since": "Sun, 04 May 2025 00:00:00 GMT" }),
      "<rss/>",
      "x",
      { lastModified },
    );
    expect(response.status).toBe(200);
    expect(notModifiedSince(null, lastModified)).toBe(false);
  });
});
