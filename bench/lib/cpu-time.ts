// CPU time of the processes a benchmark runs, read from the kernel (Linux /proc), so that reading
// it costs the measured processes nothing: the site (every thread, the hashing one included) and
// the throwaway PostgreSQL server (its postmaster and every backend, ended ones included).
import { readdirSync, readFileSync } from "node:fs";

const clockTicksPerSecond = 100;

/** CPU seconds the process's live threads have run (/proc/<pid>/task/<tid>/schedstat, in ns). */
export function processCpuSeconds(pid: number): number {
  let nanoseconds = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      const [runTime] = readFileSync(`/proc/${pid}/task/${thread}/schedstat`, "utf8").split(" ");
      nanoseconds += Number(runTime);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return nanoseconds / 1e9;
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces). */
function statFields(pid: string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds of the PostgreSQL server listening on `port`: its postmaster's own and that of its
 * ended children (cutime, cstime), and each live backend's. Undefined when no server is found.
 */
export function postgresCpuSeconds(port: number): number | undefined {
  const pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  const postmaster = pids.find((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      return args[0]?.endsWith("/postgres") && args[args.indexOf("-p") + 1] === String(port);
    } catch {
      return false;
    }
  });
  if (!postmaster) return undefined;
  let ticks = 0;
  for (const pid of pids) {
    const fields = statFields(pid);
    if (!fields) continue;
    // After the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((index) => Number(fields[index]));
    if (pid === postmaster) ticks += (utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0);
    else if (fields[1] === postmaster) ticks += (utime ?? 0) + (stime ?? 0);
  }
  return ticks / clockTicksPerSecond;
}
