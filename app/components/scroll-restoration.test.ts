import { describe, expect, it } from "vitest";
import { createScrollKeyGetter } from "./scroll-restoration";

function at(key: string, pathname: string, search = "", hash = "") {
  return { key, pathname, search, hash, state: null };
}

describe("scroll restoration keys", () => {
  it("gives each new page its own key, so navigation starts at the top", () => {
    const getKey = createScrollKeyGetter();
    expect(getKey(at("a", "/"))).toBe("a");
    expect(getKey(at("b", "/careers"))).toBe("b");
  });

  it("keeps the position when only the query string changes", () => {
    const getKey = createScrollKeyGetter();
    getKey(at("a", "/careers"));
    expect(getKey(at("b", "/careers", "?q=react"))).toBe("a");
    expect(getKey(at("c", "/careers", "?q=vue"))).toBe("a");
    // Back to an entry already seen: its key stays the same.
    expect(getKey(at("b", "/careers", "?q=react"))).toBe("a");
  });

  it("scrolls to top when the same page is opened again, and lets hash links scroll to their target", () => {
    const getKey = createScrollKeyGetter();
    getKey(at("a", "/careers"));
    expect(getKey(at("b", "/careers"))).toBe("b");
    expect(getKey(at("c", "/careers", "?q=react", "#results"))).toBe("c");
  });
});
