// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { devClientScript, scriptJson } from './dev-client-script.ts';

const problem = 'site-configs/autocars/pages.json:12:7  /pages/0/title  must have required property \'en\'\n  hint: add "en"';

const opened: string[] = [];

beforeEach(() => {
  opened.length = 0;
  document.body.innerHTML = '<a href="#x">x</a>';
  delete (window as { __vitrineDev?: number }).__vitrineDev;
  (window as { EventSource: unknown }).EventSource = class {
    constructor(url: string) {
      opened.push(url);
    }
    addEventListener() {}
    close() {}
  };
});

function page(script: string) {
  new Function(script)();
  return { dom: { window }, opened };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('development client', () => {
  it('listens for reloads and shows the problems in an alert that Escape closes', async () => {
    const { dom, opened } = page(devClientScript({ problems: [problem], lang: 'en' }));
    await tick();
    expect(opened).toEqual(['/_dev/events']);
    const overlay = dom.window.document.getElementById('vitrine-dev-overlay')!;
    expect(overlay.getAttribute('role')).toBe('alert');
    expect(overlay.textContent).toContain('Invalid configuration');
    expect(overlay.querySelector('pre')!.textContent).toBe(problem);
    expect(dom.window.document.activeElement?.textContent).toBe('Close');
    dom.window.document.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key: 'Escape' }));
    expect(dom.window.document.getElementById('vitrine-dev-overlay')).toBeNull();
  });

  it('speaks French on French pages and closes with its button', async () => {
    const { dom } = page(devClientScript({ problems: [problem, problem], lang: 'fr' }));
    await tick();
    const overlay = dom.window.document.getElementById('vitrine-dev-overlay')!;
    expect(overlay.textContent).toContain('Configuration invalide');
    expect(overlay.textContent).toContain('2 erreurs');
    overlay.querySelector('button')!.click();
    expect(dom.window.document.getElementById('vitrine-dev-overlay')).toBeNull();
  });

  it('shows nothing when the configuration is valid', async () => {
    const { dom } = page(devClientScript({ problems: [], lang: 'fr' }));
    await tick();
    expect(dom.window.document.getElementById('vitrine-dev-overlay')).toBeNull();
  });

  it('has a toolbar button that turns the recording of the machines on, then off', () => {
    const reloads: string[] = [];
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { href: 'http://localhost/?record=0', replace: (url: string) => reloads.push(url) } });
    try {
      page(devClientScript({ problems: [], lang: 'en' }));
      const button = document.getElementById('vitrine-dev-record')!;
      expect(button.textContent).toContain('Record the machines');
      expect(button.getAttribute('aria-pressed')).toBe('false');
      button.click();
      expect(sessionStorage.getItem('vitrine:record')).toBe('1');
      expect(reloads).toEqual(['http://localhost/']);
      document.body.innerHTML = '';
      delete (window as { __vitrineDev?: number }).__vitrineDev;
      page(devClientScript({ problems: [], lang: 'fr' }));
      const stop = document.getElementById('vitrine-dev-record')!;
      expect(stop.textContent).toContain('Arrêter l’enregistrement');
      stop.click();
      expect(sessionStorage.getItem('vitrine:record')).toBeNull();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });

  it('keeps its toolbar off the consent banner: above it while it is shown, back in the corner after (issue 36, item 8)', async () => {
    page(devClientScript({ problems: [], lang: 'fr' }));
    const toolbar = document.getElementById('vitrine-dev-toolbar')!;
    expect(toolbar.style.bottom).toBe('12px');
    const banner = document.createElement('section');
    banner.className = 'vitrine-consent';
    Object.defineProperty(banner, 'offsetTop', { value: window.innerHeight - 200 });
    document.body.append(banner);
    await tick();
    expect(toolbar.style.bottom).toBe('208px');
    banner.remove();
    await tick();
    expect(toolbar.style.bottom).toBe('12px');
  });

  it('cannot be closed early by a message containing </script>', () => {
    expect(scriptJson(['</script><script>alert(1)</script>'])).not.toContain('</script>');
    expect(devClientScript({ problems: ['</script>'], lang: 'en' })).not.toContain('</script>');
  });
});
