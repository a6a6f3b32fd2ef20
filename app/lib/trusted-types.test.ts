import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { trustedTypesErrors, trustedTypesPolicyScript } from "./trusted-types";

interface Policy {
  createHTML(input: string): string;
  createScript(input: string): string;
  createScriptURL(input: string): string;
}

/** Runs the inline script exactly as the browser gets it, in a sandbox with a fake trustedTypes. */
function install(globals: Record<string, unknown> = {}, { analytics = true } = {}) {
  const policies = new Map<string, Policy>();
  const sandbox: Record<string, unknown> = {
    URL,
    location: { origin: "https://site.example", href: "https://site.example/careers" },
    trustedTypes: {
      get defaultPolicy() {
        return policies.get("default") ?? null;
      },
      createPolicy(name: string, options: Policy) {
        if (policies.has(name)) throw new TypeError(`policy ${name} exists`);
        policies.set(name, options);
        return options;
      },
    },
  };
  Object.assign(sandbox, globals);
  sandbox.window = sandbox;
  runInNewContext(trustedTypesPolicyScript(analytics), sandbox);
  return { sandbox, policies, policy: policies.get("default") as Policy };
}

describe("Trusted Types default policy", () => {
  it("is installed once, even when the script runs twice", () => {
    const { sandbox, policies } = install();
    expect(policies.has("default")).toBe(true);
    expect(() => runInNewContext(trustedTypesPolicyScript(true), sandbox)).not.toThrow();
    expect(policies.size).toBe(1);
  });

  it("reports eval refused by the CSP with its own message, and lets allowed eval run", () => {
    const { sandbox } = install({
      eval: () => {
        throw new EvalError("Evaluating a string as JavaScript violates the CSP");
      },
    });
    expect(() => runInNewContext("window.eval('1 + 1')", sandbox)).toThrow(trustedTypesErrors.eval);
    expect(() => runInNewContext("window.eval = () => 2", sandbox)).not.toThrow();
    expect(() => runInNewContext("window.eval('1 + 1')", sandbox)).toThrow(trustedTypesErrors.eval);

    const allowed = install({ eval: (source: string) => `evaluated ${source}` });
    expect(runInNewContext("window.eval('1 + 1')", allowed.sandbox)).toBe("evaluated 1 + 1");
    const failing = install({
      eval: () => {
        throw new SyntaxError("Unexpected token");
      },
    });
    expect(() => runInNewContext("window.eval('(')", failing.sandbox)).toThrow("Unexpected token");
  });

  it("escapes HTML characters, except React's inert script element", () => {
    const { policy } = install();
    expect(policy.createHTML('<img src=x onerror="alert(1)"> & co')).toBe(
      '&lt;img src=x onerror="alert(1)"&gt; &amp; co',
    );
    expect(policy.createHTML("<script></script>")).toBe("<script></script>");
    expect(policy.createHTML("<script>alert(1)</script>")).toBe(
      "&lt;script&gt;alert(1)&lt;/script&gt;",
    );
  });

  it("refuses script text but lets JSON data (JSON-LD) through", () => {
    const { policy } = install();
    expect(() => policy.createScript("alert(1)")).toThrow(trustedTypesErrors.script);
    expect(() => policy.createScript("fetch('/x')")).toThrow(trustedTypesErrors.script);
    const jsonLd = '{"@context":"https://schema.org","@type":"Organization"}';
    expect(policy.createScript(jsonLd)).toBe(jsonLd);
  });

  it("accepts script URLs from this site and the allow-list only", () => {
    const { policy } = install();
    expect(policy.createScriptURL("/assets/root-abc.js")).toBe(
      "https://site.example/assets/root-abc.js",
    );
    expect(policy.createScriptURL("https://www.googletagmanager.com/gtm.js?id=GTM-X")).toBe(
      "https://www.googletagmanager.com/gtm.js?id=GTM-X",
    );
    for (const url of [
      "https://evil.example/x.js",
      "//evil.example/x.js",
      "https://www.googletagmanager.com.evil.example/x.js",
      "data:text/javascript,alert(1)",
      "javascript:alert(1)",
    ]) {
      expect(() => policy.createScriptURL(url), url).toThrow(trustedTypesErrors.scriptUrl);
    }
  });
});

describe("Google's script hosts", () => {
  it("are trusted only when Google Analytics is configured; font hosts never", () => {
    const gtag = "https://www.googletagmanager.com/gtag/js?id=G-X";
    const { policy: withoutAnalytics } = install({}, { analytics: false });
    expect(() => withoutAnalytics.createScriptURL(gtag)).toThrow(trustedTypesErrors.scriptUrl);
    const { policy: withAnalytics } = install({}, { analytics: true });
    expect(withAnalytics.createScriptURL(gtag)).toBe(gtag);
    for (const fontHost of [
      "https://fonts.googleapis.com/x.js",
      "https://fonts.gstatic.com/x.js",
    ]) {
      expect(() => withAnalytics.createScriptURL(fontHost)).toThrow(trustedTypesErrors.scriptUrl);
    }
  });
});

describe("inline script source", () => {
  it("cannot end its script element early", () => {
    expect(trustedTypesPolicyScript(true)).not.toMatch(/<\/|<!--/i);
    expect(trustedTypesPolicyScript(false)).not.toMatch(/<\/|<!--/i);
  });
});
