// Debian's nginx in the foreground on a loopback port, serving one folder, with its config, pid
// and logs in a temporary directory (no root needed above port 1024).
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/postgres-server.ts";
import { requireProgram } from "./tools.ts";

export interface StaticServer {
  url: string;
  /** Where files to serve go: `${root}/a.html` is served at `${url}/a.html`. */
  root: string;
  stop(): Promise<void>;
}

function config(dir: string, root: string, port: number): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  keepalive_requests 1000000;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }
}
`;
}

async function waitForPort(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error("nginx exited during start");
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("nginx did not start listening");
}

export async function startNginx(): Promise<StaticServer> {
  const nginx = requireProgram("nginx");
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  // As root, nginx's worker runs as nobody, which must be able to read the files.
  chmodSync(dir, 0o755);
  const root = path.join(dir, "www");
  mkdirSync(root);
  const port = await freePort();
  writeFileSync(path.join(dir, "nginx.conf"), config(dir, root, port));
  const child = spawn(nginx, ["-p", dir, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForPort(url, child);
  return {
    url,
    root,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await once(child, "exit");
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
