import type { Lang, Locale } from '../../../rules/locale.ts';
import type { TextPair } from '../../../rules/text/pick-text.ts';
import { withLocalePrefix } from '../../../rules/locale-path.ts';

/** Every visible string of the admin pages, in French and English. */
export const adminMessages = {
  fr: {
    layoutsTitle: 'Pages et mises en page', ordersTitle: 'Commandes', mailbox: 'Boîte aux lettres', site: 'Voir le site', other: 'English',
    layouts: 'Mises en page', layout: 'N°', block: 'Bloc', hash: 'Empreinte actuelle', stored: 'Empreinte enregistrée', preview: 'Aperçu',
    changed: 'Modifiée depuis le dernier aperçu', same: 'Inchangée', noPreview: 'Pas encore d’aperçu', noLayout: 'Cette page n’a pas de mise en page.',
    none: 'aucune', open: 'Ouvrir seule', intro: 'Chaque mise en page est rendue par le serveur ; son empreinte SHA-256 est comparée à celle de son dernier aperçu. Une mise en page modifiée reçoit un nouvel aperçu.',
    previewTitle: 'Mise en page {layout} de « {page} »', phone: 'Téléphone (390 px)', desktop: 'Ordinateur (1280 px)', french: 'Français', english: 'Anglais',
    lookup: 'Retrouver l’aperçu d’une empreinte', lookupLabel: 'Empreinte (64 caractères hexadécimaux)', lookupButton: 'Afficher', lookupNone: 'Aucun aperçu pour cette empreinte.',
    versions: 'Aperçus enregistrés', currentPreview: 'Aperçu actuel', previewOf: 'Aperçu de la mise en page {layout}', back: 'Toutes les pages',
    status: 'Statut', all: 'Tous', from: 'Du', to: 'Au', filter: 'Filtrer', reference: 'Référence', date: 'Date', customer: 'Client', total: 'Total',
    noOrders: 'Aucune commande ne correspond.', count: '{n} commande(s)', page: 'Page {page} sur {pages}', previous: 'Précédente', next: 'Suivante',
    orderTitle: 'Commande {reference}', history: 'Historique', products: 'Produits', quantity: 'Quantité', changeStatus: 'Changer le statut',
    newStatus: 'Nouveau statut', trackingNumber: 'Numéro de suivi', save: 'Enregistrer', tracking: 'Lien de suivi', noTracking: 'Pas encore de lien de suivi.',
    final: 'Cette commande a atteint son dernier statut.', saved: 'Le statut a été enregistré.', guest: 'Invité', delivery: 'Livraison', allOrders: 'Toutes les commandes',
  },
  en: {
    layoutsTitle: 'Pages and layouts', ordersTitle: 'Orders', mailbox: 'Mailbox', site: 'View the site', other: 'Français',
    layouts: 'Layouts', layout: 'No.', block: 'Block', hash: 'Current hash', stored: 'Stored hash', preview: 'Preview',
    changed: 'Changed since its last preview', same: 'Unchanged', noPreview: 'No preview yet', noLayout: 'This page has no layout.',
    none: 'none', open: 'Open alone', intro: 'Each layout is rendered by the server; its SHA-256 hash is compared with the one of its last preview. A changed layout gets a fresh preview.',
    previewTitle: 'Layout {layout} of “{page}”', phone: 'Phone (390 px)', desktop: 'Desktop (1280 px)', french: 'French', english: 'English',
    lookup: 'Look up the preview of a hash', lookupLabel: 'Hash (64 hexadecimal characters)', lookupButton: 'Show', lookupNone: 'No preview for this hash.',
    versions: 'Stored previews', currentPreview: 'Current preview', previewOf: 'Preview of layout {layout}', back: 'All pages',
    status: 'Status', all: 'All', from: 'From', to: 'To', filter: 'Filter', reference: 'Reference', date: 'Date', customer: 'Customer', total: 'Total',
    noOrders: 'No order matches.', count: '{n} order(s)', page: 'Page {page} of {pages}', previous: 'Previous', next: 'Next',
    orderTitle: 'Order {reference}', history: 'History', products: 'Products', quantity: 'Quantity', changeStatus: 'Change the status',
    newStatus: 'New status', trackingNumber: 'Tracking number', save: 'Save', tracking: 'Tracking link', noTracking: 'No tracking link yet.',
    final: 'This order has reached its last status.', saved: 'The status has been saved.', guest: 'Guest', delivery: 'Delivery', allOrders: 'All orders',
  },
} as const satisfies TextPair<Record<string, string>>;

export type AdminWords = (typeof adminMessages)[Lang];

/** The admin path in a language: `/admin/…` in French, `/en/admin/…` in English. */
export function adminPath(lang: Locale, rest = ''): string {
  return withLocalePrefix(`/admin${rest}`, lang);
}
