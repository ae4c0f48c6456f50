import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeSupport, SUPPORTED_NODE } from './node-support.ts';

describe('nodeSupport', () => {
  it('runs on Node 24 and later without a word', () => {
    expect(nodeSupport('v24.21.0')).toEqual({ level: 'supported' });
    expect(nodeSupport('v24.0.0')).toEqual({ level: 'supported' });
    expect(nodeSupport('v26.12.1')).toEqual({ level: 'supported' });
  });

  it('runs on Node 20.19+ but says, in both languages, that it reached its end of life', () => {
    const support = nodeSupport('v20.20.2');
    expect(support.level).toBe('end-of-life');
    expect(support).toMatchObject({ message: expect.stringMatching(/end of life[\s\S]*n'est plus maintenu/) });
  });

  it('refuses Node 20 before 20.19, Node 21 to 23, older majors and a version it cannot read', () => {
    for (const version of ['v20.18.1', 'v21.7.3', 'v22.23.2', 'v23.11.0', 'v18.20.8', 'bun']) {
      const support = nodeSupport(version);
      expect(support.level, version).toBe('unsupported');
      expect(support).toMatchObject({ message: expect.stringMatching(new RegExp(`Node ${version}[\\s\\S]*installez Node 24`)) });
    }
  });

  it('says what package.json says', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(SUPPORTED_NODE);
  });
});
