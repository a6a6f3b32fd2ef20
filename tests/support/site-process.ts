// Runs the production build (server.js) as a child process, as an operator would.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { freePort } from "./postgres-server.ts";

/**
 * The memory settings `npm run serve` starts the site with (ADR 048), read from the script itself
 * so that what the tests and benchmarks run is what `serve` runs: the environment it sets before
 * `node` (glibc malloc's arenas and mmap threshold) and node's flags (V8's heap sizes, and
 * `--expose-gc` for the one collection after the start, ADR 093).
 */
const serveScript: string = JSON.parse(readFileSync("package.json", "utf8")).scripts.serve;
export const serveEnv: Record<string, string> = Object.fromEntries(
  [...serveScript.matchAll(/\b(MALLOC_[A-Z_]+)=(\S+)/g)].map(([, name, value]) => [name, value]),
);
export const serveNodeFlags: string[] = serveScript.match(/--[a-z-]+(?:=\S+)?/g) ?? [];

export interface SiteProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts server.js on the production build. With `warmUp` (as `npm run serve` runs) the process
 * first asks itself for its pages and this resolves once `/readyz` says it is ready, as a load
 * balancer would wait; tests leave it off, so that a fresh process starts with an empty cache.
 */
export async function startSiteProcess(
  env: Record<string, string>,
  port?: number,
  { warmUp = false }: { warmUp?: boolean } = {},
): Promise<SiteProcess> {
  if (!existsSync("build/server/index.js"))
    throw new Error("No production build: run `npm run build` first");
  const chosenPort = port ?? (await freePort());
  const url = `http://localhost:${chosenPort}`;
  const child = spawn(process.execPath, [...serveNodeFlags, "server.js"], {
    env: {
      ...process.env,
      ...serveEnv,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(chosenPort),
      SITE_URL: url,
      LOG_LEVEL: "warn",
      WARM_UP_PAGES: String(warmUp),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = once(child, "exit");
  const site: SiteProcess = {
    url,
    port: chosenPort,
    child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      const [code] = await exited;
      return code as number | null;
    },
  };
  await waitUntilAnswering(site, exited, warmUp ? "/readyz" : "/healthz");
  return site;
}

const startTimeoutMs = 180_000;

async function waitUntilAnswering(site: SiteProcess, exited: Promise<unknown>, path: string) {
  let stopped = false;
  exited.then(() => {
    stopped = true;
  });
  // Generous: a first start migrates and seeds an empty database, slow on a busy 2-core machine.
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`server.js exited during start:\n${site.output()}`);
    try {
      const response = await fetch(`${site.url}${path}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await site.stop("SIGKILL");
  throw new Error(
    `server.js did not answer ${path} within ${startTimeoutMs / 1000} s:\n${site.output()}`,
  );
}
