import Bowser from "bowser";

/** A browser and system in plain words, e.g. "Chrome on Windows", from a User-Agent header. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return "An unknown browser";
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name || "An unknown browser";
  return os.name ? `${name} on ${os.name}` : name;
}
