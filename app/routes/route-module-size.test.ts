// Route modules stay thin (issue 16): a route reads the request, calls its feature and renders;
// what grows belongs in `app/features`. This fails naming each route module of 250 lines or more.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const routesDir = path.resolve("app/routes");
const maxLines = 249;

test(`every route module has at most ${maxLines} lines`, () => {
  const modules = readdirSync(routesDir, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("+types"),
  );
  expect(modules.length).toBeGreaterThan(50);
  const tooLong = modules
    .map((file) => ({
      file,
      lines: readFileSync(path.join(routesDir, file), "utf8").split("\n").length - 1,
    }))
    .filter((module) => module.lines > maxLines);
  expect(tooLong).toEqual([]);
});
