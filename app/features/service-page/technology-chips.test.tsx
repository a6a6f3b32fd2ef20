import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { findTechnology, type Technology, technologies } from "~/content/technologies";
import {
  chipClickProperties,
  chipHref,
  chipLimit,
  chipsHint,
  resolveTechnologies,
  TechnologyChips,
} from "./technology-chips";

function render(element: React.ReactElement): string {
  return renderToString(<MemoryRouter>{element}</MemoryRouter>);
}

function known(name: string): Technology {
  const technology = findTechnology(name);
  if (!technology) throw new Error(`${name} is not in the catalogue`);
  return technology;
}

/** The rendered <li> elements, with whether each is hidden. */
function items(html: string): { hidden: boolean; html: string }[] {
  return [...html.matchAll(/<li( hidden="")?(?: data-extra-chip="")?>(.*?)<\/li>/gs)].map(
    (match) => ({
      hidden: match[1] !== undefined,
      html: match[2] ?? "",
    }),
  );
}

const many = technologies.slice(0, 25).map((technology) => technology.name);

describe("resolveTechnologies", () => {
  it("keeps catalogue technologies in the given order and silently drops the rest", () => {
    const names = resolveTechnologies([
      "TypeScript",
      "Leadership",
      "React",
      "Not A Tech",
      "Go",
    ]).map((technology) => technology.name);
    expect(names).toEqual(["TypeScript", "React", "Go"]);
  });

  it("shows each technology once, however it is spelled", () => {
    const names = resolveTechnologies(["Kafka", "node js", "Apache Kafka", "Node.js", "react"]).map(
      (technology) => technology.name,
    );
    expect(names).toEqual(["Apache Kafka", "Node.js", "React"]);
  });
});

describe("chip links and analytics", () => {
  it("lead to the official page, or to the tag page when there is none", () => {
    expect(chipHref(known("React"))).toBe("https://react.dev/");
    const sql = known("SQL");
    expect(sql.url).toBeUndefined();
    expect(chipHref(sql)).toBe("/tags/sql");
  });

  it("report technology_chip_click with technology, category, url and description", () => {
    const react = known("React");
    expect(chipClickProperties(react)).toEqual({
      technology: "React",
      category: "library",
      url: "https://react.dev/",
      description: react.description,
    });
  });
});

describe("TechnologyChips", () => {
  it("renders nothing when no technology is in the catalogue", () => {
    const html = render(<TechnologyChips title="Stack" technologies={["Leadership", "Scrum"]} />);
    expect(html).not.toContain("Stack");
    expect(html).not.toContain("<section");
  });

  it("shows the title, description, chips and hint, without a toggle up to 20 chips", () => {
    const html = render(
      <TechnologyChips
        title="Technologies We Use"
        description="Tools chosen for each project."
        technologies={["React", "Unknown Thing", "SQL"]}
      />,
    );
    expect(html).toMatch(/<h2 id="[^"]+"[^>]*>Technologies We Use<\/h2>/);
    expect(html).toContain("Tools chosen for each project.");
    expect(html).toContain(chipsHint);
    expect(chipsHint).toBe("Click any technology to learn more about it");
    expect(items(html).map((item) => item.hidden)).toEqual([false, false]);
    expect(html).not.toContain("Unknown Thing");
    expect(html).not.toContain("<button");
  });

  it("opens official pages in a new tab and says so; other chips link to their tag page", () => {
    const html = render(<TechnologyChips title="Stack" technologies={["React", "SQL"]} />);
    const [react, sql] = items(html);
    expect(react?.html).toContain('href="https://react.dev/"');
    expect(react?.html).toContain('target="_blank"');
    expect(react?.html).toContain('rel="noopener noreferrer"');
    expect(react?.html).toContain("(opens in a new tab)");
    expect(sql?.html).toContain('href="/tags/sql"');
    expect(sql?.html).not.toContain("_blank");
    expect(sql?.html).not.toContain("new tab");
  });

  it("describes each chip with its catalogue description as a tooltip", () => {
    const html = render(<TechnologyChips title="Stack" technologies={["React"]} />);
    const describedBy = html.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(describedBy).toBeDefined();
    const tooltip = html.match(
      new RegExp(`<span id="${describedBy}" role="tooltip"[^>]*>(.*?)</span>`),
    );
    expect(tooltip?.[1]).toBe(known("React").description.replaceAll("'", "&#x27;"));
  });

  it("shows 20 chips and '+N more' collapsed; the rest stay in the page, hidden", () => {
    const html = render(<TechnologyChips title="Stack" technologies={[...many, "Nope"]} />);
    const rendered = items(html);
    expect(rendered).toHaveLength(25);
    expect(rendered.filter((item) => !item.hidden)).toHaveLength(chipLimit);
    expect(rendered.slice(chipLimit).every((item) => item.hidden)).toBe(true);
    const listId = html.match(/<ul id="([^"]+)"/)?.[1];
    const button = html.match(/<button[^>]*>([^<]*)<\/button>/);
    expect(button?.[1]).toBe("+5 more");
    expect(button?.[0]).toContain('type="button"');
    expect(button?.[0]).toContain('aria-expanded="false"');
    expect(button?.[0]).toContain(`aria-controls="${listId}"`);
  });

  it("shows every chip and 'Show less' when expanded", () => {
    const html = render(<TechnologyChips title="Stack" technologies={many} defaultExpanded />);
    expect(items(html).every((item) => !item.hidden)).toBe(true);
    const button = html.match(/<button[^>]*>([^<]*)<\/button>/);
    expect(button?.[1]).toBe("Show less");
    expect(button?.[0]).toContain('aria-expanded="true"');
  });

  it("shows every service's technologies, which are all in the catalogue", async () => {
    const { services } = await import("~/content/services");
    for (const service of services) {
      const html = render(<TechnologyChips title="Stack" technologies={service.technologies} />);
      expect(items(html)).toHaveLength(new Set(service.technologies).size);
    }
  });
});
