/** ISO 3166-1 alpha-2 codes of the countries our offices and clients hire in. */
const countryCodes: Record<string, string> = {
  australia: "AU",
  canada: "CA",
  france: "FR",
  germany: "DE",
  india: "IN",
  ireland: "IE",
  netherlands: "NL",
  "new zealand": "NZ",
  poland: "PL",
  portugal: "PT",
  "saudi arabia": "SA",
  singapore: "SG",
  spain: "ES",
  "united arab emirates": "AE",
  uae: "AE",
  "united kingdom": "GB",
  uk: "GB",
  "united states": "US",
  usa: "US",
  us: "US",
};

/** The ISO code of a country name we know ('Germany' -> 'DE'); a two-letter code is kept. */
export function countryCode(name: string): string | undefined {
  const key = name.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(key) && Object.values(countryCodes).includes(key.toUpperCase())) {
    return key.toUpperCase();
  }
  return countryCodes[key];
}

export interface JobAddress {
  addressLocality: string;
  addressRegion?: string;
  /** An ISO code when the country is known, else the name as written. */
  addressCountry: string;
}

/**
 * Reads an office location written as 'City, Country' or 'City, Region, Country'
 * ('Toronto, ON, Canada'). Anything else ('Remote', 'Anywhere') gives undefined.
 */
export function parseJobAddress(location: string): JobAddress | undefined {
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2 || /\bremote\b|\banywhere\b/i.test(location)) return undefined;
  const country = parts[parts.length - 1] as string;
  const locality = parts[0] as string;
  const region = parts.length > 2 ? parts.slice(1, -1).join(", ") : undefined;
  return {
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: countryCode(country) ?? country,
  };
}
