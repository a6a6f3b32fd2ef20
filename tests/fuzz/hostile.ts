// What the fuzz tier throws at the site: hostile strings, wrong types and forged bodies.
import fc from "fast-check";

/** Runs per property: few in `npm test`, `FUZZ_RUNS=1000 npm run test:fuzz` for a long session. */
export const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 12);

export const xssPayloads = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "<svg/onload=alert(1)>",
  '"><script>alert(document.cookie)</script>',
  "javascript:alert(1)",
  '<a href="javascript:alert(1)">x</a>',
  "<iframe src=javascript:alert(1)></iframe>",
  "{{constructor.constructor('alert(1)')()}}",
];

export const sqlFragments = [
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  "1; select pg_sleep(5)--",
  '" OR 1=1 --',
  '%\' union select * from "user" --',
  "$1",
];

export const traversalNames = [
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "/etc/shadow",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "....//....//etc/passwd",
  "resume.pdf\u0000.exe",
  "C:\\boot.ini",
  "~/.ssh/id_rsa",
];

const oddCharacters = [
  "\u0000",
  "\u202e",
  "\ufeff",
  "\ud800",
  "\u200b",
  "𝕳𝖊𝖑𝖑𝖔 👩🏽‍💻",
  "e\u0301",
  "\r\n\r\nSet-Cookie: pwned=1",
];

/** A string a hostile or careless visitor could send. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(...xssPayloads, ...sqlFragments, ...traversalNames, ...oddCharacters),
  fc.tuple(fc.constantFrom(...oddCharacters), fc.string()).map(([odd, text]) => `${text}${odd}`),
  fc.integer({ min: 300, max: 40_000 }).map((length) => "x".repeat(length)),
  fc.constant(""),
  fc.constant("   "),
);

/** Any JSON value, wrong types included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);

/** An email address: sometimes a real one at a business domain, sometimes anything. */
export const maybeEmail: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,20}$/), fc.nat())
    .map(([local, n]) => `${local}${n}@acme-industries.com`),
  fc.emailAddress(),
  hostileValue,
);

/** A body of named fields: the expected names with hostile values, plus unexpected ones. */
export function hostileFields(
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const expected = Object.fromEntries(
    Object.entries(fields).map(([name, arbitrary]) => [
      name,
      fc.oneof({ weight: 3, arbitrary }, hostileValue),
    ]),
  );
  return fc
    .tuple(
      fc.record(expected, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

export type Encoding = "json" | "urlencoded" | "multipart" | "forged";

export const encoding: fc.Arbitrary<Encoding> = fc.constantFrom(
  "json",
  "urlencoded",
  "multipart",
  "forged",
);

/** Content types that lie about the body. */
export const forgedContentType: fc.Arbitrary<string> = fc.constantFrom(
  "text/plain",
  "application/xml",
  "application/json; charset=utf-7",
  "multipart/form-data",
  "multipart/form-data; boundary=nothing-here",
  "application/x-www-form-urlencoded; charset=bogus",
  "image/png",
  "",
);
