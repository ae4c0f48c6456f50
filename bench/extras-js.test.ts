import { describe, expect, it } from 'vitest';
import { extrasJsReport, libraryScripts } from './extras-js.ts';

describe('extras JS figure', () => {
  it('attributes motion (its features chunk and what it imports, not React) and XState by the manifest', () => {
    const groups = libraryScripts({
      'runtime/overlays/motion-features.ts': { file: 'assets/motion-features-a.js', imports: ['_core-b.js', '_react-c.js', 'runtime/entry.client.tsx'] },
      '_core-b.js': { file: 'assets/core-b.js' },
      '_react-c.js': { file: 'assets/react-c.js' },
      'runtime/entry.client.tsx': { file: 'assets/entry.client-d.js' },
      '_xstate-react.esm-e.js': { file: 'assets/xstate-react.esm-e.js' },
    });
    expect([...groups.motion].sort()).toEqual(['/assets/core-b.js', '/assets/motion-features-a.js']);
    expect([...groups.xstate]).toEqual(['/assets/xstate-react.esm-e.js']);
  });

  it('gives the verdict against 15 KB, and no verdict when an overlay did not open', () => {
    const figures = {
      eagerGzipBytes: 1024,
      scenarios: [{ label: 'slider opened', scripts: [{ url: '/assets/Slider-x.js', gzipBytes: 2048 }] }],
      totalGzipBytes: 3072,
      libraries: { motionGzipBytes: 0, xstateGzipBytes: 0 },
    };
    expect(extrasJsReport(figures).join('\n')).toMatch(/3\.0 KB \(goal < 15 KB.*within goal/);
    expect(extrasJsReport({ ...figures, totalGzipBytes: 20 * 1024 }).join('\n')).toMatch(/OVER goal/);
    const failed = { ...figures, scenarios: [{ ...figures.scenarios[0]!, failure: 'timeout' }] };
    expect(extrasJsReport(failed).join('\n')).toMatch(/DID NOT OPEN: timeout[\s\S]*INCOMPLETE/);
  });
});
