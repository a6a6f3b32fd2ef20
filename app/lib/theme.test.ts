import { describe, expect, it } from "vitest";
import { parseTheme } from "./theme";
import { readTheme, safeRedirectPath, themeCookie } from "./theme.server";

function request(cookie?: string) {
  return new Request("http://localhost/", cookie ? { headers: { cookie } } : undefined);
}

describe("theme preference", () => {
  it("defaults to system", () => {
    expect(parseTheme(undefined)).toBe("system");
    expect(parseTheme("purple")).toBe("system");
    expect(readTheme(request())).toBe("system");
  });

  it("reads the theme cookie among others", () => {
    expect(readTheme(request("a=1; theme=dark; b=2"))).toBe("dark");
    expect(readTheme(request("theme=light"))).toBe("light");
    expect(readTheme(request("theme=<script>"))).toBe("system");
    expect(readTheme(request("xtheme=dark"))).toBe("system");
  });

  it("writes a long-lived, same-site cookie", () => {
    const cookie = themeCookie("dark", { secure: true });
    expect(cookie).toMatch(/^theme=dark; /);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Secure");
    expect(themeCookie("light", { secure: false })).not.toContain("Secure");
  });

  it("only redirects back to paths on this site", () => {
    expect(safeRedirectPath("/careers?q=react")).toBe("/careers?q=react");
    expect(safeRedirectPath("//evil.example/")).toBe("/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
    expect(safeRedirectPath("https://evil.example/")).toBe("/");
    expect(safeRedirectPath(null)).toBe("/");
  });
});
