import { describe, expect, it } from "vitest";
import { consentPendingAttribute, consentStorageKey, parseConsent } from "./consent";
import { consentModeScript, consentSignals, installConsentMode } from "./consent-mode";

describe("consentSignals", () => {
  it("denies everything but security storage when nothing is granted", () => {
    expect(consentSignals({ analytics: false, marketing: false, functional: false })).toEqual({
      security_storage: "granted",
      functionality_storage: "denied",
      personalization_storage: "denied",
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });

  it("maps each category to its signals", () => {
    expect(consentSignals({ analytics: true, marketing: false, functional: false })).toMatchObject({
      analytics_storage: "granted",
      ad_storage: "denied",
      functionality_storage: "denied",
    });
    expect(consentSignals({ analytics: false, marketing: true, functional: false })).toMatchObject({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    });
    expect(consentSignals({ analytics: false, marketing: false, functional: true })).toMatchObject({
      functionality_storage: "granted",
      personalization_storage: "granted",
      ad_storage: "denied",
    });
  });
});

function fakeWindow(stored: string | null) {
  const attributes: Record<string, string> = {};
  return {
    dataLayer: undefined as unknown[] | undefined,
    gtag: undefined as ((...args: unknown[]) => void) | undefined,
    localStorage: { getItem: (key: string) => (key === consentStorageKey ? stored : null) },
    attributes,
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
        },
      },
    },
  };
}

describe("the Consent Mode default script", () => {
  it("sets the denied default, then applies a stored choice", () => {
    const target = fakeWindow(
      JSON.stringify({ essential: true, analytics: true, marketing: false, functional: true }),
    );
    installConsentMode(target, consentStorageKey, consentSignals);
    const calls = (target.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls).toEqual([
      [
        "consent",
        "default",
        consentSignals({ analytics: false, marketing: false, functional: false }),
      ],
      [
        "consent",
        "update",
        consentSignals({ analytics: true, marketing: false, functional: true }),
      ],
    ]);
  });

  it("keeps the default and marks the page for the banner when nothing (or garbage) is stored", () => {
    for (const stored of [null, "{oops", "[]"]) {
      const target = fakeWindow(stored);
      installConsentMode(target, consentStorageKey, consentSignals, consentPendingAttribute);
      expect(target.dataLayer).toHaveLength(1);
      expect(target.attributes).toEqual({ [consentPendingAttribute]: "" });
    }
    const decided = fakeWindow('{"analytics":false}');
    installConsentMode(decided, consentStorageKey, consentSignals, consentPendingAttribute);
    expect(decided.attributes).toEqual({});
  });

  it("serialises into a self-contained script", () => {
    const source = consentModeScript(consentStorageKey, consentPendingAttribute);
    const target = fakeWindow(
      JSON.stringify({ analytics: false, marketing: true, functional: false }),
    );
    new Function("window", source)(target);
    const last = Array.from((target.dataLayer ?? []).at(-1) as ArrayLike<unknown>);
    expect(last).toEqual([
      "consent",
      "update",
      consentSignals({ analytics: false, marketing: true, functional: false }),
    ]);
    expect(source).not.toContain("</script");
  });
});

describe("parseConsent", () => {
  it("reads the stored object, essential always on", () => {
    expect(parseConsent('{"essential":false,"analytics":true}')).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      functional: false,
    });
    expect(parseConsent("[]")).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });
});
