import { loadBlockChecks } from '../block-server/block-checks.server.ts';
import { formatFileError } from '../../schemas/errors/format-file-error.ts';
import { shownPath } from '../../schemas/validation/validate-sites.server.ts';
import { createConfigStore } from '../../server/config/config-store.ts';
import type { ConfigStore } from '../../server/config/config-store.ts';
import type { ConfigProblems } from '../config-reload.server.ts';

export interface DevProblems {
  /** The lines of the overlay for one site folder: `file:line:column  pointer  message` (+ hint). */
  of(site: string): string[];
  close(): void;
}

/**
 * Development: the config store's problems, printed as `npm run validate` prints them. They are
 * the store's own, so the overlay names exactly the files whose last good version is served.
 * With a remote API (no store in this process), a store of this process watches `sitesDir`.
 */
export function createDevProblems(sitesDir: string, configProblems: ConfigProblems | undefined, log: (line: string) => void): DevProblems {
  let own: ConfigStore | null = null;
  let closed = false;
  if (!configProblems) {
    void loadBlockChecks().then((checks) => {
      if (closed) return;
      own = createConfigStore({ root: sitesDir, checks, log: { info: () => {}, warn: log, error: (line) => log(`[dev] ${line}`) } });
    });
  }
  const source: ConfigProblems = configProblems ?? ((site) => own?.siteProblems(site) ?? []);
  return {
    of: (site) => source(site).map((problem) => formatFileError(shownPath(sitesDir, problem.file), problem)),
    close: () => {
      closed = true;
      void own?.close();
    },
  };
}
