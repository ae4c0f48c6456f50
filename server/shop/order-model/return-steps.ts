import { RETURN_MOVES, RETURN_WORDS_MAX } from '../../../schemas/api/shop/order-statuses.ts';
import type { Locale } from '../../../rules/locale.ts';
import { fillPlaceholders } from '../../../rules/text/fill-placeholders.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

/**
 * A return's life (issue 36): ASKED → LABEL_SENT → RECEIVED → REFUNDED, or REFUSED with a reason
 * from any open step. REFUNDED is reached only through the refund (refund-order.ts), which takes
 * a RECEIVED return; the admin moves the other steps. A move is written with a conditional
 * UPDATE … WHERE status = the status it was checked against, so two moves cannot both land.
 */
export const RETURN_STATUSES = ['ASKED', 'LABEL_SENT', 'RECEIVED', 'REFUNDED', 'REFUSED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The steps an admin moves a return to (REFUNDED is the refund's). */
export { RETURN_MOVES };
export type ReturnMove = (typeof RETURN_MOVES)[number];

const NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  ASKED: ['LABEL_SENT', 'RECEIVED', 'REFUSED'],
  LABEL_SENT: ['RECEIVED', 'REFUSED'],
  RECEIVED: ['REFUNDED', 'REFUSED'],
  REFUNDED: [],
  REFUSED: [],
};

/** Returns still waiting for the shop: the order list flags them. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['ASKED', 'LABEL_SENT', 'RECEIVED'];

export function isReturnStatus(value: unknown): value is ReturnStatus {
  return typeof value === 'string' && (RETURN_STATUSES as readonly string[]).includes(value);
}

/** Whether a return may go from one step to another. */
export function canMoveReturn(from: string, to: ReturnStatus): boolean {
  return isReturnStatus(from) && NEXT[from].includes(to);
}

/** The steps an admin may move a return to from where it is. */
export function returnMovesFrom(from: string): ReturnMove[] {
  return isReturnStatus(from) ? RETURN_MOVES.filter((to) => NEXT[from].includes(to)) : [];
}

const M = {
  MOVE: { en: 'This return is “{from}”: it cannot go to “{to}” (another change may have got there first)', fr: 'Ce retour est « {from} » : il ne peut pas passer à « {to} » (une autre modification l’a peut-être précédée)' },
  NOT_RECEIVED: { en: 'Refundable once the return is received: mark it received first', fr: 'Remboursable une fois le retour reçu : marquez-le d’abord comme reçu' },
  NO_LABEL: { en: 'Write the instructions or attach the label to send the customer', fr: 'Écrivez les instructions ou joignez l’étiquette à envoyer au client' },
  NO_REASON: { en: 'Say why the return is refused: the customer reads it', fr: 'Indiquez pourquoi le retour est refusé : le client le lira' },
  UNKNOWN: { en: 'This return is not one of this order', fr: 'Ce retour n’est pas un retour de cette commande' },
  LABEL_TYPE: { en: 'The label must be a PDF or PNG file', fr: 'L’étiquette doit être un fichier PDF ou PNG' },
  TOO_LONG: { en: 'Write at most 2000 characters', fr: 'Écrivez 2000 caractères au plus' },
} as const;

const LABELS: Record<ReturnStatus, { en: string; fr: string }> = {
  ASKED: { en: 'Return requested', fr: 'Retour demandé' },
  LABEL_SENT: { en: 'Return label sent', fr: 'Étiquette de retour envoyée' },
  RECEIVED: { en: 'Products received', fr: 'Produits reçus' },
  REFUNDED: { en: 'Refunded', fr: 'Remboursé' },
  REFUSED: { en: 'Return refused', fr: 'Retour refusé' },
};

/** A step's name in a language (an unknown code as it is). */
export function returnStatusLabel(status: string, lang: Locale): string {
  return isReturnStatus(status) ? pickText(LABELS[status], lang) : status;
}

/** The 409 of a move that does not follow the chart (or lost the race to another one). */
export function returnMoveRefusal(from: string, to: string, lang: Locale): string {
  return fillPlaceholders(pickText(M.MOVE, lang), { from: returnStatusLabel(from, lang), to: returnStatusLabel(to, lang) });
}

/** Longest instructions or refusal reason. */
export { RETURN_WORDS_MAX };

/** What the admin sends with a move: the label step's instructions and/or file, the refusal's reason. */
export interface ReturnMoveWords {
  instructions?: string | null;
  hasLabel?: boolean;
  refusal?: string | null;
}

/** Why a move cannot go with what it carries (400), or null: a label step says how, a refusal says why. */
export function returnMoveProblem(to: ReturnMove, words: ReturnMoveWords, lang: Locale): string | null {
  if ((words.instructions?.length ?? 0) > RETURN_WORDS_MAX || (words.refusal?.length ?? 0) > RETURN_WORDS_MAX) return pickText(M.TOO_LONG, lang);
  if (to === 'LABEL_SENT' && !words.instructions?.trim() && !words.hasLabel) return pickText(M.NO_LABEL, lang);
  if (to === 'REFUSED' && !words.refusal?.trim()) return pickText(M.NO_REASON, lang);
  return null;
}

/** The messages of the returns' steps, by key, in a language. */
export function returnStepMessage(key: 'NOT_RECEIVED' | 'NO_LABEL' | 'NO_REASON' | 'UNKNOWN' | 'LABEL_TYPE', lang: Locale): string {
  return pickText(M[key], lang);
}
