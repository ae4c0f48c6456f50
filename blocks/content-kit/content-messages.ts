import type { BlockMessages } from '../../runtime/index.ts';

/** Messages shared by the content blocks (pagination, breadcrumb, dates); each block adds them under its prefix. */
export const contentMessages: BlockMessages = {
  fr: {
    'content.pagination.label': 'Pagination',
    'content.pagination.previous': 'Page précédente',
    'content.pagination.next': 'Page suivante',
    'content.pagination.page': 'Page {page} sur {count}',
    'content.breadcrumb': 'Fil d’Ariane',
    'content.published': 'Publié le {date}',
    'content.readMore': 'Lire la suite : {title}',
    'content.empty': 'Aucun contenu pour le moment.',
  },
  en: {
    'content.pagination.label': 'Pagination',
    'content.pagination.previous': 'Previous page',
    'content.pagination.next': 'Next page',
    'content.pagination.page': 'Page {page} of {count}',
    'content.breadcrumb': 'Breadcrumb',
    'content.published': 'Published on {date}',
    'content.readMore': 'Read more: {title}',
    'content.empty': 'Nothing here yet.',
  },
};

/** Messages with every id put under a block type's prefix (`news-list.` + id). */
export function prefixed(type: string, messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [`${type}.${id}`, text]));
}

/**
 * A block's messages with the shared content messages added under its own prefix
 * (`news-list.content.pagination.next`), as every message id starts with the block type; the
 * shared components receive that prefix as their `ns` prop.
 */
export function withContentMessages(type: string, own: BlockMessages): BlockMessages {
  return {
    fr: { ...prefixed(type, contentMessages.fr), ...own.fr },
    en: { ...prefixed(type, contentMessages.en), ...own.en },
  };
}
