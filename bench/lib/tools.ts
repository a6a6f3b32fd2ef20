// Finds the machine's programs a benchmark needs, with a clear message when one is absent.
import { existsSync } from "node:fs";
import path from "node:path";

const installHints: Record<string, string> = {
  wrk: "apt-get install -y wrk",
  nginx: "apt-get install -y nginx",
  chromium: "apt-get install -y chromium",
};

/** The program's path (PATH, then the sbin folders nginx lives in), or exits with a message. */
export function requireProgram(name: string): string {
  const folders = [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/sbin"];
  for (const folder of folders.filter(Boolean)) {
    const candidate = path.join(folder, name);
    if (existsSync(candidate)) return candidate;
  }
  console.error(
    `This benchmark needs \`${name}\`, which is not installed. On Debian: ${installHints[name] ?? `install ${name}`}`,
  );
  process.exit(2);
}
