/** The Node versions Vitrine runs on, as in package.json's `engines` (decision 0034). */
export const SUPPORTED_NODE = '>=20.19 <21 || >=24';

export type NodeSupport =
  | { level: 'supported' }
  /** Runs, but the version no longer gets security fixes: say so and carry on. */
  | { level: 'end-of-life'; message: string }
  | { level: 'unsupported'; message: string };

/**
 * Whether `version` (`process.version`, "v24.21.0") is one Vitrine runs on: Node 24 and later
 * (the current LTS, tested in CI), or Node 20.19+ (tested in CI too, but past its end of life on
 * 2026-04-30). Node 21 to 23 are not: better-sqlite3 has no build tested for them here.
 * Messages in English then French.
 */
export function nodeSupport(version: string): NodeSupport {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  const major = match ? Number(match[1]) : 0;
  const minor = match ? Number(match[2]) : 0;
  if (major >= 24) return { level: 'supported' };
  if (major === 20 && minor >= 19) {
    return {
      level: 'end-of-life',
      message:
        `Node ${version} reached its end of life on 2026-04-30 (no more security fixes): move to Node 24 LTS (see the README).\n` +
        `Node ${version} n'est plus maintenu depuis le 30/04/2026 (plus de correctifs de sécurité) : passez à Node 24 LTS (voir le README).`,
    };
  }
  return {
    level: 'unsupported',
    message:
      `Vitrine needs Node 24 or later (or Node 20.19+), and this is Node ${version}: install Node 24 LTS (see the README).\n` +
      `Vitrine demande Node 24 ou plus récent (ou Node 20.19+), et celui-ci est Node ${version} : installez Node 24 LTS (voir le README).`,
  };
}
