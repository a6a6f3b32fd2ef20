import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { singlePathData, singlePathIcons } from "./single-path-icons.ts";

const iconFile = (name: string) =>
  createRequire(import.meta.url)
    .resolve("lucide-react")
    .replace(/[\\/]cjs[\\/].*$/, `/esm/icons/${name}.mjs`);

function transform(name: string): string | null {
  const plugin = singlePathIcons();
  const id = iconFile(name);
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call(undefined, readFileSync(id, "utf8"), id)?.code ?? null;
}

describe("single-path icons", () => {
  it("turns every shape into path data, as SVG draws it", () => {
    expect(
      singlePathData([
        ["path", { d: "M8 2v3", key: "a" }],
        ["rect", { x: "3", y: "4", width: "18", height: "18", rx: "2", key: "b" }],
        ["circle", { cx: "12", cy: "12", r: "10", key: "c" }],
        ["line", { x1: "1", y1: "2", x2: "3", y2: "4", key: "d" }],
        ["polyline", { points: "1 2 3 4 5 6", key: "e" }],
        ["polygon", { points: "1,2 3,4 5,6", key: "f" }],
        ["rect", { x: "2", y: "2", width: "4", height: "6", key: "g" }],
        ["path", { d: "m1 1 2 2", key: "h" }],
      ]),
    ).toBe(
      "M8 2v3" +
        "M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2z" +
        "M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0z" +
        "M1 2L3 4" +
        "M1 2L3 4L5 6" +
        "M1 2L3 4L5 6z" +
        "M2 2h4v6h-4z" +
        // From the origin, as on its own, not from where the rect ended.
        "M0 0m1 1 2 2",
    );
  });

  it("clamps a rect's radius to half its side", () => {
    expect(singlePathData([["rect", { x: "0", y: "0", width: "4", height: "10", rx: "5" }]])).toBe(
      "M2 0h0a2 5 0 0 1 2 5v0a2 5 0 0 1 -2 5h0a2 5 0 0 1 -2 -5v0a2 5 0 0 1 2 -5z",
    );
  });

  it("leaves an icon whose shapes carry their own fill or opacity as it is", () => {
    expect(
      singlePathData([
        ["path", { d: "M1 1h2" }],
        ["circle", { cx: "1", cy: "1", r: "1", fill: "currentColor" }],
      ]),
    ).toBeNull();
  });

  it("rewrites lucide-react's icon modules to one path", () => {
    const calendar = transform("calendar-days");
    expect(calendar).toContain(
      'node: [["path", { d: "M8 2v3M16 2v3M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2zM3 9h18M8 13h.01M12 13h.01M16 13h.01M8 17h.01M12 17h.01M16 17h.01", key: "icon" }]]',
    );
    expect(calendar).not.toContain('["rect"');
    // One shape already: nothing to do.
    expect(transform("minus")).toBeNull();
  });

  it("keeps the module valid when its shapes span several lines", async () => {
    const code = transform("ad") ?? "";
    const base = pathToFileURL(iconFile("ad")).href;
    const module = (await import(
      `data:text/javascript,${encodeURIComponent(code.replace("'../createLucideIcon.mjs'", `'${new URL("../createLucideIcon.mjs", base).href}'`))}`
    )) as { __iconData: { node: Array<[string, { d: string }]> } };
    expect(module.__iconData.node).toHaveLength(1);
    expect(module.__iconData.node[0]?.[1].d).toBe(
      "M10 13H6M10 15v-4a2 2 0 0 0-4 0v4M14 14.5a.5.5 0 0 0 .5.5h1a2.5 2.5 0 0 0 2.5-2.5v-1A2.5 2.5 0 0 0 15.5 9h-1a.5.5 0 0 0-.5.5zM4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2z",
    );
  });
});
