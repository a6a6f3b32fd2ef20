// Starts a throwaway PostgreSQL server from the machine's binaries on a free loopback port.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface PostgresServer {
  url: string;
  port: number;
  /** Stops the server and keeps its data, so `start` brings it back. */
  stop(): void;
  start(): void;
  /** Stops the server and removes its data. */
  destroy(): void;
}

export function findPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** PostgreSQL refuses to run as root; as root we run its tools as the `postgres` user. */
function run(bin: string, tool: string, args: string[]) {
  const command = path.join(bin, tool);
  const asRoot = process.getuid?.() === 0;
  execFileSync(
    asRoot ? "runuser" : command,
    asRoot ? ["-u", "postgres", "--", command, ...args] : args,
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) throw new Error("No PostgreSQL server binaries under /usr/lib/postgresql");
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "site-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir]);
  run(bin, "initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () =>
    run(bin, "pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const stop = () => run(bin, "pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped by the test
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
