import { describe, expect, it } from 'vitest';
import { scriptMarkup, splitScripts } from './split-scripts.ts';

describe('splitScripts', () => {
  it('separates the markup from inline and https scripts, in order', () => {
    const html = '<p>Partenaires</p><script>window.a = 1</script><script src="https://cdn.example/w.js"></script><script src="/local.js"></script>';
    expect(splitScripts(html)).toEqual({
      html: '<p>Partenaires</p>',
      scripts: [{ code: 'window.a = 1' }, { src: 'https://cdn.example/w.js' }, { src: '/local.js' }],
    });
  });

  it('drops a script whose src is not https or a site path, and an empty one', () => {
    const html = '<script src="http://x.example/a.js"></script><script src=//evil.example/b.js></script>' +
      '<script src="javascript:alert(1)"></script><script src=\'https://x.example/a"onload="b.js\'></script><script> </script>';
    expect(splitScripts(html)).toEqual({ html: '', scripts: [] });
  });

  it('gives back the same scripts once they are written out again', () => {
    const { scripts } = splitScripts('<SCRIPT SRC=https://cdn.example/w.js></SCRIPT><script type="module">import("/x.js")</script>');
    expect(scripts).toEqual([{ src: 'https://cdn.example/w.js' }, { code: 'import("/x.js")' }]);
    expect(splitScripts(scripts.map(scriptMarkup).join('')).scripts).toEqual(scripts);
  });
});
