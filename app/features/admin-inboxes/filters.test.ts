import { describe, expect, it } from "vitest";
import { consentSummary } from "./consent";
import { backToInbox, defaultFilters, filtersQuery, parseInboxFilters } from "./filters";

describe("inbox filters", () => {
  it("reads known values and falls back to the defaults for the rest", () => {
    expect(parseInboxFilters(new URLSearchParams(""))).toEqual(defaultFilters);
    expect(
      parseInboxFilters(
        new URLSearchParams(
          "handled=all&assigned=me&source=+landing-page+&email=+Acme+&status=read",
        ),
      ),
    ).toEqual({
      handled: "all",
      assigned: "me",
      source: "landing-page",
      email: "Acme",
      status: "read",
    });
    expect(
      parseInboxFilters(new URLSearchParams("handled=nope&assigned=x&status=gone&source=")),
    ).toEqual(defaultFilters);
  });

  it("writes a query string without the defaults, which reads back the same", () => {
    expect(filtersQuery(defaultFilters)).toBe("");
    const filters = { ...defaultFilters, handled: "handled" as const, email: "a b@c" };
    expect(filtersQuery(filters)).toBe("handled=handled&email=a+b%40c");
    expect(parseInboxFilters(new URLSearchParams(filtersQuery(filters)))).toEqual(filters);
  });
});

describe("consentSummary", () => {
  it("names the optional cookie choices given", () => {
    expect(consentSummary(null)).toBe("Not recorded");
    const none = {
      essential: true,
      analytics: false,
      marketing: false,
      functional: false,
    } as const;
    expect(consentSummary(none)).toBe("Essential only");
    expect(consentSummary({ ...none, marketing: true, analytics: true })).toBe(
      "Analytics, Marketing",
    );
  });
});

describe("backToInbox", () => {
  it("keeps the filters and page of the action's URL and drops anything else", () => {
    expect(
      backToInbox(
        "/admin/leads",
        new URL("http://x/admin/leads.data?assigned=me&page=2&index&_routes=a"),
      ),
    ).toBe("/admin/leads?assigned=me&page=2");
    expect(backToInbox("/admin/leads", new URL("http://x/admin/leads.data"))).toBe("/admin/leads");
  });
});
