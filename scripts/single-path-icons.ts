// lucide-react draws an icon as an <svg> with one child per shape: a calendar is 10 elements, and
// a job card's six icons are 22 of its 57. Every shape of an icon has the same stroke, so one
// <path> whose data joins theirs draws the same picture. This build step rewrites each icon module
// of lucide-react that way, so a page has 2 elements per icon to parse, style and lay out (ADR 094).
import type { Plugin } from "vite";

type Attributes = Record<string, string>;

/** The geometry each shape may carry; a shape with anything else keeps the icon as it is. */
const geometry: Record<string, string[]> = {
  path: ["d"],
  rect: ["x", "y", "width", "height", "rx", "ry"],
  circle: ["cx", "cy", "r"],
  ellipse: ["cx", "cy", "rx", "ry"],
  line: ["x1", "y1", "x2", "y2"],
  polyline: ["points"],
  polygon: ["points"],
};

const format = (value: number) => String(Number(value.toFixed(3)));

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  const arc = (dx: number) => `a${format(rx)} ${format(ry)} 0 1 0 ${format(dx)} 0`;
  return `M${format(cx - rx)} ${format(cy)}${arc(2 * rx)}${arc(-2 * rx)}z`;
}

function rectPath(x: number, y: number, width: number, height: number, rx: number, ry: number) {
  if (rx <= 0 || ry <= 0)
    return `M${format(x)} ${format(y)}h${format(width)}v${format(height)}h${format(-width)}z`;
  const corner = (dx: number, dy: number) =>
    `a${format(rx)} ${format(ry)} 0 0 1 ${format(dx)} ${format(dy)}`;
  return [
    `M${format(x + rx)} ${format(y)}h${format(width - 2 * rx)}`,
    `${corner(rx, ry)}v${format(height - 2 * ry)}`,
    `${corner(-rx, ry)}h${format(-(width - 2 * rx))}`,
    `${corner(-rx, -ry)}v${format(-(height - 2 * ry))}`,
    `${corner(rx, -ry)}z`,
  ].join("");
}

function pointsPath(points: string, closed: boolean): string {
  const numbers = points.trim().split(/[\s,]+/);
  const pairs: string[] = [];
  for (let index = 0; index + 1 < numbers.length; index += 2) {
    pairs.push(`${numbers[index]} ${numbers[index + 1]}`);
  }
  return `M${pairs.join("L")}${closed ? "z" : ""}`;
}

/** One shape as path data, as SVG draws it (a rect's radii clamped to half its sides). */
function shapePath(tag: string, attributes: Attributes): string {
  const number = (name: string) => Number(attributes[name] ?? 0);
  switch (tag) {
    case "rect": {
      const [width, height] = [number("width"), number("height")];
      const rx = Math.min(number(attributes.rx ? "rx" : "ry"), width / 2);
      const ry = Math.min(number(attributes.ry ? "ry" : "rx"), height / 2);
      return rectPath(number("x"), number("y"), width, height, rx, ry);
    }
    case "circle":
      return ellipsePath(number("cx"), number("cy"), number("r"), number("r"));
    case "ellipse":
      return ellipsePath(number("cx"), number("cy"), number("rx"), number("ry"));
    case "line":
      return `M${attributes.x1 ?? 0} ${attributes.y1 ?? 0}L${attributes.x2 ?? 0} ${attributes.y2 ?? 0}`;
    case "polyline":
    case "polygon":
      return pointsPath(attributes.points ?? "", tag === "polygon");
    default: {
      // A path's first relative moveto is from the origin; after another shape's data it would be
      // from where that one ended.
      const d = attributes.d ?? "";
      return /^\s*m/.test(d) ? `M0 0${d}` : d;
    }
  }
}

/**
 * The path data that draws every shape of an icon, or null when a shape has attributes of its own
 * (a fill, an opacity) that one path could not keep.
 */
export function singlePathData(
  shapes: Array<[tag: string, attributes: Attributes]>,
): string | null {
  const parts: string[] = [];
  for (const [tag, attributes] of shapes) {
    const allowed = geometry[tag];
    const names = Object.keys(attributes).filter((name) => name !== "key");
    if (!allowed || names.some((name) => !allowed.includes(name))) return null;
    parts.push(shapePath(tag, attributes));
  }
  return parts.join("");
}

const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/;
const nodeStart = "node: [";

/** The text of the `node: [...]` list of an icon module, up to its closing bracket. */
function nodeListText(code: string): string | null {
  const start = code.indexOf(nodeStart);
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let index = start + nodeStart.length - 1; index < code.length; index++) {
    const character = code[index];
    if (inString) {
      if (character === "\\") index++;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === "[") depth++;
    else if (character === "]" && --depth === 0)
      return code.slice(start + nodeStart.length - 1, index + 1);
  }
  return null;
}

/** The shapes of an icon module's list (object keys are bare names, values strings), or null. */
function parseShapes(list: string): Array<[string, Attributes]> | null {
  try {
    const shapes: unknown = JSON.parse(list.replace(/([\w-]+): "/g, '"$1": "'));
    const valid =
      Array.isArray(shapes) &&
      shapes.every(
        (shape) =>
          Array.isArray(shape) && typeof shape[0] === "string" && typeof shape[1] === "object",
      );
    return valid ? (shapes as Array<[string, Attributes]>) : null;
  } catch {
    return null;
  }
}

/** The Vite plugin: every lucide-react icon module whose shapes allow it draws one path. */
export function singlePathIcons(): Plugin {
  return {
    name: "single-path-icons",
    enforce: "pre",
    transform(code, id) {
      if (!iconModule.test(id)) return null;
      const list = nodeListText(code);
      const shapes = list ? parseShapes(list) : null;
      if (!list || !shapes || shapes.length < 2) return null;
      const d = singlePathData(shapes);
      if (d === null) return null;
      const single = `[["path", { d: ${JSON.stringify(d)}, key: "icon" }]]`;
      return { code: code.replace(list, () => single), map: null };
    },
  };
}
