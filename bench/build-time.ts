// Wall-clock time of the production build (`npm run build`); leaves the build in place.
//
//   npm run bench:build
import { spawnSync } from "node:child_process";
import { machineNote } from "./lib/stats.ts";

const started = performance.now();
const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
const seconds = Math.round((performance.now() - started) / 100) / 10;
if (build.status !== 0) {
  console.error(`npm run build failed (exit ${build.status})`);
  process.exit(1);
}
console.log(`\nBuild time (${machineNote()})`);
console.table([{ command: "npm run build", "wall clock s": seconds }]);
