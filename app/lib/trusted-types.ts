/**
 * The Trusted Types default policy and the script origins the site trusts.
 * The server's Content-Security-Policy (server/security.ts) enforces Trusted Types; the root layout
 * installs this policy with an inline nonce'd script, the first script in <head>.
 * Decision record: docs/decisions/003-content-security-policy.md.
 */

/** Google's tag hosts, which serve gtag.js: trusted only when Google Analytics is configured. */
export const analyticsScriptOrigins = [
  "https://www.googletagmanager.com",
  "https://www.google-analytics.com",
] as const;

/**
 * Origins besides this site that may serve scripts. The CSP's script-src and the policy's
 * script-URL check both read this one list. Google's hosts serve anyone's scripts (a known CSP
 * bypass), so they are listed only when the site uses Google Analytics (GA_MEASUREMENT_ID).
 */
export function trustedScriptOrigins(analytics: boolean): readonly string[] {
  return analytics ? analyticsScriptOrigins : [];
}

export const trustedTypesErrors = {
  eval: "eval() is disabled for security reasons",
  script: "Script not allowed by Trusted Types policy",
  scriptUrl: "Script URL not allowed by Trusted Types policy",
} as const;

interface TrustedTypePolicyOptions {
  createHTML?: (input: string) => string;
  createScript?: (input: string) => string;
  createScriptURL?: (input: string) => string;
}

interface TrustedTypesWindow {
  eval: unknown;
  location: { origin: string; href: string };
  trustedTypes?: {
    defaultPolicy: unknown;
    createPolicy(name: string, options: TrustedTypePolicyOptions): unknown;
  };
}

/**
 * Runs in the browser before any other script. It is serialised with Function#toString, so it must
 * not refer to anything outside its own body.
 *
 * - `eval` is refused by the CSP (no 'unsafe-eval') and then throws our message; `new Function`
 *   and string timers are refused too.
 * - HTML strings given to innerHTML-like sinks are escaped (`&`, `<`, `>`), which turns markup into
 *   text. The one exception is React's own `<script></script>`, which React parses through innerHTML
 *   to get an inert script element before it sets the element's content.
 * - Script URLs must be same-origin or on the allow-list.
 * - Script text is refused, except JSON data (JSON-LD): JSON cannot call or assign anything.
 */
export function installTrustedTypesPolicy(
  target: TrustedTypesWindow,
  allowedOrigins: readonly string[],
  messages: typeof trustedTypesErrors,
) {
  // The CSP (no 'unsafe-eval') is what blocks eval; this wrapper gives the refusal our message.
  // It still calls the browser's eval, so tools that are allowed to evaluate (DevTools, test
  // drivers) keep working.
  const nativeEval = target.eval as (source: string) => unknown;
  if (typeof nativeEval === "function" && !(nativeEval as { guarded?: boolean }).guarded) {
    const guardedEval = (source: string) => {
      try {
        return nativeEval(source);
      } catch (error) {
        if ((error as { name?: unknown } | null)?.name === "EvalError") {
          throw new EvalError(messages.eval);
        }
        throw error;
      }
    };
    Object.defineProperty(guardedEval, "guarded", { value: true });
    try {
      Object.defineProperty(target, "eval", {
        value: guardedEval,
        writable: false,
        configurable: false,
      });
    } catch {
      // already locked down
    }
  }
  const trustedTypes = target.trustedTypes;
  if (!trustedTypes || trustedTypes.defaultPolicy) return;
  const reactInertScript = "<script></script>";
  trustedTypes.createPolicy("default", {
    createHTML: (input) =>
      input === reactInertScript
        ? input
        : input.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;"),
    createScript: (input) => {
      try {
        JSON.parse(input);
        return input;
      } catch {
        throw new TypeError(messages.script);
      }
    },
    createScriptURL: (input) => {
      let url: URL;
      try {
        url = new URL(input, target.location.href);
      } catch {
        throw new TypeError(messages.scriptUrl);
      }
      if (url.origin === target.location.origin || allowedOrigins.includes(url.origin)) {
        return url.href;
      }
      throw new TypeError(messages.scriptUrl);
    },
  });
}

/**
 * The inline script's source: the installer applied to `window` and the allow-list (with Google's
 * hosts when analytics is configured). `</` and `<!--` only occur inside string literals here;
 * escaping them keeps the HTML parser from ending the script element early, whatever the bundler
 * does to the function's text.
 */
export function trustedTypesPolicyScript(analytics: boolean): string {
  return `(${installTrustedTypesPolicy.toString()})(window, ${JSON.stringify(
    trustedScriptOrigins(analytics),
  )}, ${JSON.stringify(trustedTypesErrors)});`
    .replace(/<\//g, "<\\/")
    .replace(/<!--/g, "<\\!--");
}
