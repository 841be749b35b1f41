// CPU time spent by the server process and by its PostgreSQL backends over a bench cell, read
// from /proc (Linux). On a machine other work shares, requests/s move with that work; CPU per
// request barely does, so a before/after comparison stays fair when the load differs.
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of a process in ms, or undefined once it is gone. */
function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

export interface CpuSample {
  server: number;
  backends: Map<number, number>;
  bench: number;
}

/** Samples the server's CPU and that of the backends whose application_name is `appName`. */
export async function sampleCpu(
  serverPid: number,
  databaseUrl: string | undefined,
  appName: string,
): Promise<CpuSample> {
  const backends = new Map<number, number>();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'cpu-meter' });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
      [appName],
    );
    await client.end();
    for (const { pid } of rows) {
      const ms = cpuMs(pid);
      if (ms !== undefined) backends.set(pid, ms);
    }
  }
  const usage = process.cpuUsage();
  return {
    server: cpuMs(serverPid) ?? Number.NaN,
    backends,
    bench: (usage.user + usage.system) / 1000,
  };
}

/** CPU ms used between two samples: the server, the backends (new ones from zero), the bench. */
export function cpuBetween(a: CpuSample, b: CpuSample) {
  let pgMs = 0;
  for (const [pid, ms] of b.backends) pgMs += ms - (a.backends.get(pid) ?? 0);
  return { server: b.server - a.server, pg: pgMs, bench: b.bench - a.bench };
}
