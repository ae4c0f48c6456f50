import { contactContracts } from '../../schemas/api/content/contact-contracts.ts';
import { EMAIL } from '../../rules/form-answer/check-answer.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import type { BlockActionContext, BlockActionResult } from '../../runtime/index.server.ts';
import { formEcho, NEWSLETTER_FORM_ID } from '../form/form-echo.ts';
import { apiEcho, backTo, echoAnswer, isTrapped } from '../form/form.server.ts';
import { newsletterBlock } from './newsletter.block.ts';

/**
 * The newsletter block's server action: a sign-up posted without JavaScript to its page. A valid
 * address goes to POST /newsletter/subscribe, then back to the page with `formStatus=sent`; an
 * invalid one, or the API's refusal, answers the page again with the address typed kept.
 */
export async function action({ body, api, url }: BlockActionContext): Promise<BlockActionResult> {
  if (isTrapped(body)) return backTo(url, NEWSLETTER_FORM_ID, 'invalid');
  const raw = body.get('email');
  const email = typeof raw === 'string' ? raw.trim() : '';
  const values = { email };
  if (!EMAIL.test(email)) {
    return echoAnswer(formEcho({ formId: NEWSLETTER_FORM_ID, status: 'invalid', values, errors: { email: { id: 'newsletter.invalid' } }, message: '' }));
  }
  const result = await api.call(contactContracts.subscribe, { body: { email } });
  return result.success ? backTo(url, NEWSLETTER_FORM_ID, 'sent') : echoAnswer(apiEcho(NEWSLETTER_FORM_ID, values, result, {}));
}

export default defineBlockServer(newsletterBlock, {
  action,
  examples: {
    fr: { title: 'Les nouvelles du domaine', text: 'Une lettre par saison : vendanges, nouveaux millésimes et portes ouvertes.' },
    en: { title: 'News from the estate', text: 'One letter a season: harvest, new vintages and open days.' },
  },
});
