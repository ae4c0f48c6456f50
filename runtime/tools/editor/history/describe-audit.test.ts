import { describe, expect, it } from 'vitest';
import { describeAudit } from './describe-audit.ts';

const line = (action: string, detail: Record<string, unknown>, actorEmail: string | null = 'claire@example.fr') => ({ id: 1, at: '2026-03-12T09:00:00.000Z', actorEmail, action, detail });
const page = (fr: string, en: string) => ({ id: null, title: { fr, en } });

describe('describeAudit', () => {
  it('says who published which pages, in French and English', () => {
    expect(describeAudit(line('publish', { pages: [page('Accueil', 'Home')] }), 'fr')).toBe('claire@example.fr a publié la page « Accueil »');
    const four = [page('Accueil', 'Home'), page('Contact', 'Contact'), page('Offres', 'Offers'), page('Noël', 'Christmas')];
    expect(describeAudit(line('publish', { pages: four }), 'en')).toBe('claire@example.fr published 4 pages (Home, Contact, Offers, …)');
    expect(describeAudit(line('publish', { files: ['site.json'] }, null), 'fr')).toBe('La ligne de commande a publié une nouvelle version');
  });

  it('says which version a rollback restored, by its date', () => {
    expect(describeAudit(line('rollback', { to: { id: 4, publishedAt: '2026-03-12T09:30:00.000Z' } }), 'fr')).toBe('claire@example.fr a rétabli la version du 12 mars 2026, 10:30');
    expect(describeAudit(line('rollback', { to: { id: 4, publishedAt: '2026-03-12T09:30:00.000Z' } }), 'en')).toBe('claire@example.fr restored the version of 12 Mar 2026, 10:30');
  });

  it('reads media and role entries, and names an unknown action as it is', () => {
    expect(describeAudit(line('media.upload', { name: 'car.jpg' }), 'en')).toBe('claire@example.fr added the picture “car.jpg”');
    expect(describeAudit(line('role.invite', { email: 'paul@example.fr', role: 'editor' }), 'fr')).toBe('claire@example.fr a invité paul@example.fr (editor)');
    expect(describeAudit(line('something.new', {}), 'en')).toBe('claire@example.fr: something.new');
  });
});
