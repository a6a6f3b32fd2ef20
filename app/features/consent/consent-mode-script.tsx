import { consentPendingAttribute, consentStorageKey } from "./consent";
import { consentModeScript } from "./consent-mode";

const source = consentModeScript(consentStorageKey, consentPendingAttribute);

/**
 * The Consent Mode default ("all denied" but security_storage) and the stored choice, set by an
 * inline nonce'd script in <head> before any tag could read them.
 */
export function ConsentModeScript({ nonce }: { nonce: string }) {
  return (
    <script
      nonce={nonce || undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own
      dangerouslySetInnerHTML={{ __html: source }}
    />
  );
}
