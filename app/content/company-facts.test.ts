// Every text the site shows (tests/support/site-copy.ts) agrees with the company facts: years,
// offices, the size of the network, ratios and certifications, and no text dated before a fact
// it cites.
import { describe, expect, it } from "vitest";
import { type CopyText, siteCopy } from "../../tests/support/site-copy";
import { type CvToOffer, companyFacts } from "./company-facts";
import { site } from "./site";

const { ownOffices, certifications, network, cvToOffer } = companyFacts;
const partnerOffices = site.offices.filter((office) => office.kind === "partner");

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  both: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const countOf = (word: string) => numberWords[word.toLowerCase()] ?? Number(word.replace(/,/g, ""));
const countWord = "(\\d[\\d,]*|one|two|both|three|four|five|six|seven|eight|nine|ten)";

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/** Sentences of a text (Markdown lines and table cells count as sentences too). */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+|\s\|\s/);

/** A certification's name with its edition ("ISO/IEC 27001:2022"), or its plain name. */
const certificationNames = (mentionedAs: readonly string[]) =>
  mentionedAs.map((name) => new RegExp(`${name.replace(/[/.]/g, "\\$&")}(?::\\d{4})?`, "gi"));

/** Texts that name a fact before it was true: an office before it opened, a certificate before it was obtained. */
function datedBeforeFacts(texts: readonly CopyText[]): string[] {
  return texts.flatMap(({ source, text, date }) => {
    if (!date) return [];
    const problems: string[] = [];
    for (const office of ownOffices) {
      if (text.includes(office.city) && yearOf(date) < office.opened) {
        problems.push(
          `${source} (${date}) names the ${office.city} office, opened ${office.opened}`,
        );
      }
    }
    for (const [id, certification] of Object.entries(certifications)) {
      const named = certificationNames(certification.mentionedAs).some((name) => name.test(text));
      if (named && date < certification.obtained) {
        problems.push(`${source} (${date}) cites ${id}, obtained ${certification.obtained}`);
      }
    }
    for (const match of text.matchAll(/(\d{1,3}(?:,\d{3})+)\+?\s+(?:vetted\s+)?professionals/gi)) {
      const professionals = countOf(match[1] ?? "");
      const milestone = network.find((step) => step.professionals === professionals);
      if (!milestone) problems.push(`${source}: "${match[0]}" is no size the network reached`);
      else if (date < milestone.reached) {
        problems.push(`${source} (${date}): "${match[0]}", reached ${milestone.reached}`);
      }
    }
    return problems;
  });
}

/** Sentences that give a year, a count or a ratio other than the facts'. */
function contradictedFacts(texts: readonly CopyText[]): string[] {
  const knownRatios = Object.values(cvToOffer) as CvToOffer[];
  const isKnownRatio = (cvs: number, offers: number) =>
    knownRatios.some((ratio) => ratio.cvs === cvs && ratio.offers === offers);
  return texts.flatMap(({ source, text, date }) =>
    sentencesOf(text).flatMap((sentence) => {
      const problems: string[] = [];
      const say = (what: string) => problems.push(`${source}: ${what} in "${sentence}"`);
      const years = (within: string) => [...within.matchAll(/\b(?:19|20)\d{2}\b/g)].map(Number);

      for (const match of sentence.matchAll(/\bfounded(?: in)? ((?:19|20)\d{2})\b/gi)) {
        if (Number(match[1]) !== companyFacts.founded) say(`founded ${match[1]}`);
      }
      for (const office of ownOffices) {
        const announced = /\boffice\b/i.test(sentence) && /\bopen(?:s|ed|ing)?\b/i.test(sentence);
        if (!sentence.includes(office.city) || !announced) continue;
        const stated = years(sentence);
        const when = stated.length > 0 ? stated : date ? [yearOf(date)] : [];
        for (const year of when) {
          if (year !== office.opened) say(`the ${office.city} office opens in ${year}`);
        }
      }
      for (const [id, certification] of Object.entries(certifications)) {
        const names = certificationNames(certification.mentionedAs);
        if (!names.some((name) => name.test(sentence))) continue;
        const rest = names.reduce((left, name) => left.replace(name, ""), sentence);
        if (!/\b(?:certified|certification|obtained|achieved|since)\b/i.test(rest)) continue;
        for (const year of years(rest)) {
          if (year !== yearOf(certification.obtained)) say(`${id} in ${year}`);
        }
      }
      const own = new RegExp(`\\b${countWord}\\s+(?:of\\s+)?(?:our\\s+)?own\\s+offices\\b`, "gi");
      for (const match of sentence.matchAll(own)) {
        if (countOf(match[1] ?? "") !== ownOffices.length) say(`"${match[0]}"`);
      }
      const partners = new RegExp(`\\b${countWord}\\s+partner\\s+offices\\b`, "gi");
      for (const match of sentence.matchAll(partners)) {
        if (countOf(match[1] ?? "") !== partnerOffices.length) say(`"${match[0]}"`);
      }
      const offersPerCvs = new RegExp(
        `\\b${countWord}\\s+offers?\\s+(?:for every|per)\\s+${countWord}\\s+(?:CVs?|applications|candidates)\\b`,
        "gi",
      );
      for (const match of sentence.matchAll(offersPerCvs)) {
        if (!isKnownRatio(countOf(match[2] ?? ""), countOf(match[1] ?? ""))) say(`"${match[0]}"`);
      }
      for (const match of sentence.matchAll(/\bCV-to-offer\b[^.]*?\b(\d+):(\d+)\b/gi)) {
        if (!isKnownRatio(Number(match[1]), Number(match[2]))) say(`"${match[0]}"`);
      }
      return problems;
    }),
  );
}

describe("company facts", () => {
  const { texts } = siteCopy();

  it("are the ones the site configuration and the offices list use", () => {
    expect(site.founded).toBe(companyFacts.founded);
    const runByUs = site.offices.filter((office) => office.kind !== "partner");
    expect(runByUs.map((office) => [office.country, office.kind])).toEqual(
      ownOffices.map((office) => [office.country, office.kind]),
    );
    ownOffices.forEach((office, index) => {
      expect(runByUs[index]?.addresses.join(" ")).toContain(office.city);
      expect(office.opened).toBeGreaterThanOrEqual(companyFacts.founded);
    });
    for (const certification of Object.values(certifications)) {
      expect(certification.obtained <= new Date().toISOString()).toBe(true);
    }
  });

  it("are never cited by a text dated before they were true", () => {
    expect(datedBeforeFacts(texts)).toEqual([]);
  });

  it("name who issued a certificate wherever a text speaks of its audit or its issuer", () => {
    const issuers = Object.values(certifications).map((certification) => certification.issuer);
    const unnamed = texts.flatMap(({ source, text }) =>
      sentencesOf(text)
        .filter((sentence) =>
          /\b(?:certification body|audit by)\b|\bcertificate\b.*\bissued by\b/i.test(sentence),
        )
        .filter((sentence) => !issuers.some((issuer) => sentence.includes(issuer)))
        .map((sentence) => `${source}: ${sentence}`),
    );
    expect(unnamed).toEqual([]);
  });

  it("are never contradicted: years, office counts, network size and ratios", () => {
    expect(contradictedFacts(texts)).toEqual([]);
  });

  it("catch each kind of contradiction", () => {
    const at = (text: string, date?: string): CopyText => ({
      source: "sample",
      key: "text",
      text,
      ...(date ? { date } : {}),
    });
    // An announcement of the Toronto office in another year than it opened.
    expect(
      contradictedFacts([at("Quillstack opens its Toronto office.", "2024-10-01")]),
    ).toHaveLength(1);
    expect(contradictedFacts([at("We opened our Toronto office in 2024.")])).toHaveLength(1);
    expect(contradictedFacts([at("We open our own office in Toronto.", "2022-12-31")])).toEqual([]);
    // Counts of offices stated in words.
    expect(contradictedFacts([at("It covers all three of our own offices.")])).toHaveLength(1);
    expect(contradictedFacts([at("It covers both of our own offices.")])).toEqual([]);
    expect(contradictedFacts([at("We work with four partner offices.")])).toHaveLength(1);
    // The CV-to-offer ratio, inverted.
    expect(contradictedFacts([at("We reach 5 offers for every 3 CVs.")])).toHaveLength(1);
    expect(contradictedFacts([at("We reach 3 offers for every 5 CVs.")])).toEqual([]);
    expect(contradictedFacts([at("Our CV-to-offer ratio reaches 3:5.")])).toHaveLength(1);
    // Founding year and a certification's year.
    expect(contradictedFacts([at("Quillstack was founded in 2019.")])).toHaveLength(1);
    expect(contradictedFacts([at("We were certified to ISO 27001 in 2024.")])).toHaveLength(1);
    expect(contradictedFacts([at("We hold ISO/IEC 27001:2022 certification.")])).toEqual([]);
    // A text dated before the fact it cites.
    expect(
      datedBeforeFacts([
        at("Our policy is part of our ISO 27001:2022 certified ISMS.", "2024-01-01"),
      ]),
    ).toHaveLength(1);
    expect(
      datedBeforeFacts([at("Check-ins worked for Toronto and Noida.", "2021-05-21")]),
    ).toHaveLength(1);
    expect(
      datedBeforeFacts([at("Our network of 50,000+ professionals.", "2022-09-14")]),
    ).toHaveLength(1);
    expect(datedBeforeFacts([at("Our network of 40,000 professionals.")])).toEqual([]);
    expect(
      datedBeforeFacts([at("Our network of 40,000 professionals.", "2025-01-01")]),
    ).toHaveLength(1);
  });
});
