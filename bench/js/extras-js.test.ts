import { describe, expect, it } from 'vitest';
import { blockOnlyScripts, extrasJsReport, libraryScripts } from './extras-js.ts';

describe('extras JS figure', () => {
  it('attributes the overlays\' shared animation chunk and XState by the manifest', () => {
    const groups = libraryScripts({
      '_overlay-base-x.js': { file: 'assets/overlay-base-x.js' },
      '_react-c.js': { file: 'assets/react-c.js' },
      'host/entry.client.tsx': { file: 'assets/entry.client-d.js' },
      '_xstate-react.esm-e.js': { file: 'assets/xstate-react.esm-e.js' },
    });
    expect([...groups.motion]).toEqual(['/assets/overlay-base-x.js']);
    expect([...groups.xstate]).toEqual(['/assets/xstate-react.esm-e.js']);
  });

  it('tells the scripts only blocks need from those the runtime shares', () => {
    const manifest = {
      'blocks/gallery/index.ts': { file: 'assets/gallery-a.js', imports: ['_slider-items-b.js', '_react-c.js'] },
      '_slider-items-b.js': { file: 'assets/slider-items-b.js' },
      '_react-c.js': { file: 'assets/react-c.js' },
      'runtime/ui/overlays/loading-bar/PageLoadingBar.tsx': { file: 'assets/PageLoadingBar-d.js', imports: ['_react-c.js'] },
    };
    expect([...blockOnlyScripts(manifest)].sort()).toEqual(['/assets/gallery-a.js', '/assets/slider-items-b.js']);
  });

  it('gives the verdict against 15 KB, and no verdict when an overlay did not open', () => {
    const figures = {
      eagerGzipBytes: 1024,
      scenarios: [{ label: 'slider opened', scripts: [{ url: '/assets/Slider-x.js', gzipBytes: 2048 }] }],
      totalGzipBytes: 3072,
      withoutPopupGzipBytes: 3072,
      libraries: { motionGzipBytes: 0, xstateGzipBytes: 0 },
    };
    expect(extrasJsReport(figures).join('\n')).toMatch(/3\.0 KB \(goal < 15 KB.*within goal/);
    expect(extrasJsReport({ ...figures, withoutPopupGzipBytes: 20 * 1024 }).join('\n')).toMatch(/OVER goal/);
    // the popup host counts only for pages that have a popup
    expect(extrasJsReport({ ...figures, totalGzipBytes: 30 * 1024 }).join('\n')).toMatch(/within goal[\s\S]*30\.0 KB \(the popup machine/);
    const failed = { ...figures, scenarios: [{ ...figures.scenarios[0]!, failure: 'timeout' }] };
    expect(extrasJsReport(failed).join('\n')).toMatch(/DID NOT OPEN: timeout[\s\S]*INCOMPLETE/);
  });
});
