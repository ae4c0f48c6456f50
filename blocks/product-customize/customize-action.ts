import { cartAddAction, customizeTarget } from '../../runtime/index.server.ts';
import type { BlockActionContext, BlockActionResult } from '../../runtime/index.server.ts';
import { pathOfRoute } from '../../runtime/index.ts';
import type { ServedCustomization } from '../../runtime/index.ts';
import { answerField } from './no-script-answer.ts';
import type { CustomizeEcho } from './no-script-answer.ts';

const GONE = {
  gone: { fr: 'Ce produit ne peut plus être personnalisé.', en: 'This product can no longer be personalised.' },
  down: { fr: 'La boutique ne répond pas pour le moment. Réessayez dans un instant.', en: 'The shop is not answering at the moment. Please try again in a moment.' },
};

const whole = (value: FormDataEntryValue | null) => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null);

/** One step's answer as the API takes it, and its file; null when the step is left unanswered. */
function answerOf(step: ServedCustomization, body: FormData): { answer: string; file?: File } | null {
  const value = body.get(answerField(step.id));
  switch (step.customization.inputType) {
    case 'FILE':
      return value instanceof File && value.size > 0 && value.name ? { answer: value.name, file: value } : null;
    case 'CHECKBOX':
      return value === 'true' ? { answer: 'true' } : null;
    default: {
      const text = typeof value === 'string' ? value.trim() : '';
      return text ? { answer: text } : null;
    }
  }
}

/**
 * A customization posted without JavaScript, all steps at once: the answers in step order (a text
 * trimmed, a choice's key, a ticked box 'true', a file by its name) and the files, added to the
 * visitor's cart by the product page's no-JS add (`cartAddAction`).
 * The server checks the answers (a required step, a file's type); success goes to the cart page
 * (303), a refusal answers the page with the §8 message and the texts typed (422; 503 when the
 * API is down).
 */
export async function customizeAction({ body, api, locale, cookie }: BlockActionContext): Promise<BlockActionResult> {
  const id = whole(body.get('idProduct'));
  const idDeclination = whole(body.get('idDeclination'));
  const echo = (status: number, message: string): BlockActionResult => {
    const answers: Record<string, string> = {};
    for (const [key, value] of body.entries()) if (key.startsWith('answer-') && typeof value === 'string') answers[key] = value.slice(0, 2000);
    const data: CustomizeEcho = { block: 'product-customize', message, answers };
    return { status, data };
  };
  if (!id || !idDeclination) return echo(400, 'The product to customise is missing');
  const target = await customizeTarget(api, { id: String(id), idDeclination: String(idDeclination) });
  if (!target.found) {
    const down = target.status === undefined || target.status >= 500;
    return echo(down ? 503 : 404, GONE[down ? 'down' : 'gone'][locale === 'en' ? 'en' : 'fr']);
  }
  const answered = target.customizations.map((step) => ({ step, given: answerOf(step, body) }));
  const quantity = Math.max(1, target.declination.sellByMultipleOf ?? 1);
  const customizations = answered.flatMap(({ step, given }) => (given ? [{ idCustomization: step.id, answer: given.answer }] : []));
  const files = Object.fromEntries(answered.flatMap(({ given }) => (given?.file ? [[given.file.name, given.file] as const] : [])));
  const added = await cartAddAction({ api, cookie }, { idDeclination, quantity, customizations, files });
  if (!added.ok) return echo(added.status, added.message);
  return { redirect: pathOfRoute('cart', locale), setCookies: added.setCookies };
}
