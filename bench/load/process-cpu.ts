import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, in ms) a process has used so far, read from /proc/<pid>/stat; null
 * where /proc is not available. Dividing its growth during a run by the requests served gives a
 * cost per request that does not depend on how busy the rest of the machine is.
 */
export function processCpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which is in parentheses and may contain spaces).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
