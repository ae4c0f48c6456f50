import { adminDateTime } from '../../admin/admin-date-time.ts';
import type { AuditLine } from './history-api.ts';
import { historyText } from './history-text.ts';
import { type Lang, toLocale } from '../../../../rules/locale.ts';

/** Pages named in full in a sentence (the rest are counted). */
const NAMED_PAGES = 3;

/** A moment as the editor shows it (the admin's format, Paris time). */
export const editorDate = (iso: string, lang: Lang): string => adminDateTime(iso, toLocale(lang));

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The pages an entry names, as a phrase: "the page “Home”", "3 pages (Home, Contact, Offers)". */
function pagesPhrase(pages: unknown, lang: Lang): string | null {
  if (!Array.isArray(pages) || pages.length === 0) return null;
  const titles = pages.map((page) => {
    const title = (page as { title?: Record<string, unknown> }).title ?? {};
    return text(title[lang]) || text(title.fr);
  });
  if (titles.length === 1) return historyText(lang, 'onePage', { title: titles[0]! });
  const named = titles.slice(0, NAMED_PAGES).join(', ') + (titles.length > NAMED_PAGES ? ', …' : '');
  return historyText(lang, 'manyPages', { count: titles.length, titles: named });
}

/**
 * One line of the activity log in plain words (pure): "claire@example.fr a publié la page
 * « Accueil »", "… a rétabli la version du 12 mars 2026, 10:00". Media and role entries (written
 * by those parts) read their `name`/`file`, `email` and `role` details.
 */
export function describeAudit(entry: AuditLine, lang: Lang): string {
  const who = entry.actorEmail ?? historyText(lang, 'commandLineWho');
  const detail = entry.detail;
  const name = text(detail.name) || text(detail.file) || text(detail.path);
  const person = { who, email: text(detail.email), role: text(detail.role) };
  switch (entry.action) {
    case 'publish': {
      const pages = pagesPhrase(detail.pages, lang);
      return pages ? historyText(lang, 'logPublish', { who, pages }) : historyText(lang, 'logPublishVersion', { who });
    }
    case 'rollback': {
      const to = detail.to as { publishedAt?: unknown } | undefined;
      return historyText(lang, 'logRollback', { who, date: typeof to?.publishedAt === 'string' ? editorDate(to.publishedAt, lang) : '?' });
    }
    case 'media.upload': return historyText(lang, 'logMediaUpload', { who, name });
    case 'media.delete': return historyText(lang, 'logMediaDelete', { who, name });
    case 'media.alt': return historyText(lang, 'logMediaAlt', { who, name });
    case 'role.invite': return historyText(lang, 'logRoleInvite', person);
    case 'role.change': return historyText(lang, 'logRoleChange', person);
    case 'role.remove': return historyText(lang, 'logRoleRemove', person);
    default: return historyText(lang, 'logOther', { who, action: entry.action });
  }
}
