import fs from 'node:fs';

/** Linux's clock ticks per second for the CPU times in /proc (USER_HZ, 100 on every Linux we run). */
const TICKS_PER_SECOND = 100;

/** User and system CPU of a /proc stat file, in milliseconds; 0 when it cannot be read (the process ended). */
function cpuMsOf(statFile: string): number {
  try {
    // The command name in parentheses may hold spaces; the fields after it are fixed.
    const fields = fs.readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function postgresProcesses(): string[] {
  return fs.readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  });
}

export interface CpuUse {
  /** CPU of the server's main thread (this process's first thread, where Fastify and PGlite run). */
  serverThread: number;
  /**
   * CPU of the PostgreSQL processes on this machine (its backends serving the server, and anything else it does
   * meanwhile); a backend that ended before the end of the measure is not counted.
   */
  postgres: number;
}

/**
 * Starts measuring CPU, in milliseconds; the function it answers gives what was used since. Null where /proc cannot
 * be read (not Linux).
 */
export function measureCpu(): (() => CpuUse) | null {
  const mainThread = `/proc/${process.pid}/task/${process.pid}/stat`;
  if (!fs.existsSync(mainThread)) return null;
  const serverBefore = cpuMsOf(mainThread);
  const postgresBefore = new Map(postgresProcesses().map((pid) => [pid, cpuMsOf(`/proc/${pid}/stat`)]));
  return () => ({
    serverThread: cpuMsOf(mainThread) - serverBefore,
    postgres: postgresProcesses().reduce(
      (sum, pid) => sum + Math.max(0, cpuMsOf(`/proc/${pid}/stat`) - (postgresBefore.get(pid) ?? 0)),
      0,
    ),
  });
}
