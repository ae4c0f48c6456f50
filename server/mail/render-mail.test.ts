import { describe, expect, it } from 'vitest';
import type { LoadedSite } from '../config/loaded-site.ts';
import { renderMail } from './render-mail.ts';

const site = {
  name: 'autocars',
  parameters: [{ type: 'COMPANY_NAME', kind: 'STRING', label: { fr: 'Nom', en: 'Name' }, value: 'Cars & Co' }],
  site: { json: { info: { url: 'https://www.cars.example/' }, logos: [{ type: 'LOGO', onlineImage: { url: '/media/logos/logo.svg' }, alt: { fr: 'Logo Cars', en: 'Cars logo' } }] } },
} as unknown as LoadedSite;

describe('renderMail', () => {
  it('signs with the company name and shows the logo as a PNG of the image pipeline, in the mail’s language', () => {
    const mail = renderMail(site, 'en', { subject: 'Hi', heading: 'Hello', parts: [{ paragraph: 'Text' }] });
    // Gmail and Outlook show no SVG, and /media/… answers 404: the pipeline draws a PNG under /ik-seo/ (issue 36).
    expect(mail.html).toContain('<img src="https://www.cars.example/ik-seo/media/logos/logo/cars-co.png?tr=w-480" alt="Cars logo"');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('This message is sent to you by Cars &amp; Co.');
    expect(mail.text).toMatch(/^Cars & Co\n\nHello\n\nText\n/);
  });

  it('escapes every value and makes only http(s) and mailto links clickable', () => {
    const mail = renderMail(site, 'fr_FR', {
      subject: 'S', heading: '<h1>x</h1>',
      parts: [
        { rows: [['<b>Nom</b>', '"Léa"\nRoux']] },
        { link: { label: 'Ouvrir', href: 'https://www.cars.example/a?b=1&c=<2>' } },
        { link: { label: 'Piège', href: 'javascript:alert(1)' } },
      ],
    });
    expect(mail.html).toContain('&lt;h1&gt;x&lt;/h1&gt;');
    expect(mail.html).toContain('&lt;b&gt;Nom&lt;/b&gt;');
    expect(mail.html).toContain('&quot;Léa&quot;<br>Roux');
    expect(mail.html).toContain('href="https://www.cars.example/a?b=1&amp;c=&lt;2&gt;"');
    expect(mail.html).not.toContain('href="javascript');
    expect(mail.html).toContain('Piège : javascript:alert(1)');
    expect(mail.text).toContain('Ouvrir :\nhttps://www.cars.example/a?b=1&c=<2>');
    expect(mail.html).toContain('Ce message vous est envoyé par Cars &amp; Co.');
  });
});
