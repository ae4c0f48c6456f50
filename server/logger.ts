/** A minimal line logger; the default writes one line per message to stdout/stderr. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export function createLogger(prefix = 'api'): Logger {
  const line = (level: string, message: string) => `${new Date().toISOString()} ${prefix} ${level} ${message}`;
  return {
    info: (message) => console.log(line('info', message)),
    warn: (message) => console.warn(line('warn', message)),
    error: (message) => console.error(line('error', message)),
  };
}

/** A logger that keeps its lines in memory (tests read `lines`). */
export function createMemoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message) => lines.push(`error ${message}`),
  };
}
