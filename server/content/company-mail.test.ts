import { describe, expect, it } from 'vitest';
import { contactMail, formAnswerMail, siteMailLang } from './company-mail.ts';

const siteIn = (code: string) => ({ site: { json: { info: { defaultLang: { code } } } } }) as unknown as Parameters<typeof siteMailLang>[0];

describe('company mails', () => {
  it('are written in the site’s default language', () => {
    expect(siteMailLang(siteIn('fr_FR'))).toBe('fr_FR');
    expect(siteMailLang(siteIn('en'))).toBe('en');
  });

  it('word a contact message in French or English, the phone line only when given', () => {
    const message = { name: 'Léa', email: 'lea@example.fr', phone: null, subject: null, message: 'Bonjour' };
    expect(contactMail('fr_FR', message)).toEqual({ subject: 'Contact : Léa', body: 'De : Léa <lea@example.fr>\n\nBonjour' });
    expect(contactMail('en', { ...message, phone: '0612345678', subject: 'Quote' })).toEqual({ subject: 'Contact: Quote', body: 'From: Léa <lea@example.fr>\nPhone: 0612345678\n\nBonjour' });
  });

  it('word a form answer with the labels and yes/no of the language', () => {
    const form = { title: { fr: 'Devis', en: 'Quote' }, fields: [{ name: 'ok', label: { fr: 'Accord', en: 'Agreement' } }, { name: 'files', label: { fr: 'Pièces', en: 'Files' } }] };
    expect(formAnswerMail('en', form, { ok: true, files: ['a.pdf', 'b.pdf'] }, 7)).toEqual({ subject: 'Quote (no. 7)', body: 'Agreement: yes\nFiles: a.pdf, b.pdf' });
    expect(formAnswerMail('fr_FR', form, { ok: false }, 7)).toEqual({ subject: 'Devis (n° 7)', body: 'Accord : non\nPièces : —' });
  });

  it('word a choice with its label and a date as dd/mm/yyyy, never the raw code or ISO date', () => {
    const form = {
      title: { fr: 'Devis', en: 'Quote' },
      fields: [
        { name: 'vehicleType', type: 'select', label: { fr: 'Véhicule', en: 'Vehicle' }, options: [{ value: 'coach', label: { fr: 'Autocar', en: 'Coach' } }] },
        { name: 'departureDate', type: 'date', label: { fr: 'Départ', en: 'Departure' } },
      ],
    };
    expect(formAnswerMail('fr_FR', form, { vehicleType: 'coach', departureDate: '2027-03-09' }, 3).body).toBe('Véhicule : Autocar\nDépart : 09/03/2027');
    expect(formAnswerMail('en', form, { vehicleType: 'coach', departureDate: '2027-03-09' }, 3).body).toBe('Vehicle: Coach\nDeparture: 09/03/2027');
  });
});
