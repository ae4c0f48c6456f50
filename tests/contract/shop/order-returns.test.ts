import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, DOMAINE, member, NOW, orderBody } from './shop-helpers.test-utils.ts';

// A return's whole life (issue 36): asked → label sent → received → refunded, or refused; each
// step a checked move that mails the customer in the order's language; the shop told of each
// request; open returns flagged and filterable in the admin's order list. SQLite and, with
// TEST_DATABASE_URL, PostgreSQL.
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let h: Harness;
let memberToken: string;
let adminToken: string;

beforeAll(async () => {
  h = await createHarness({ now: () => NOW, env: { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' } });
  memberToken = await member(h, 'retours@example.fr');
  adminToken = (await h.request('POST', '/login', { site: DOMAINE, body: { email: 'admin@vitrine.test', password: 'admin-password-1' } })).json?.data.token as string;
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const as = (token: string, lang = 'en') => (method: string, path: string, body?: unknown) => h.request(method, path, { site: DOMAINE, lang, token, ...(body === undefined ? {} : { body }) });
const admin = (lang = 'en') => as(adminToken, lang);
const move = (orderId: number, returnId: number, body: unknown, lang = 'en') => admin(lang)('PUT', `/admin/order/${orderId}/return/${returnId}/status`, body);
const mails = async (kind: string) => h.ctx.db.selectFrom('outbox').select(['toAddress', 'subject', 'body', 'lang']).where('kind', '=', kind).orderBy('id').execute();
const statusOf = async (returnId: number) => (await h.ctx.db.selectFrom('orderReturns').select('status').where('id', '=', returnId).executeTakeFirstOrThrow()).status;
const labelForm = (instructions: string | null, file: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string } | null) => {
  const form = new FormData();
  if (instructions !== null) form.set('instructions', instructions);
  if (file) form.set('label', new File([file.bytes], file.name, { type: file.type }));
  return form;
};

/** A member's order (French), paid by test card and delivered, with a return of 2 bottles asked. */
async function askedReturn() {
  const cartId = (await addLine(h, 'new', 101, 6, { token: memberToken })).json?.data.cartId as string;
  const order = (await as(memberToken, 'fr_FR')('POST', '/order', orderBody(cartId))).json?.data;
  expect((await as(memberToken, 'fr_FR')('POST', `/payment/test-card-provider/${order.id}`, { cardNumber: '4242 4242 4242 4242' })).status).toBe(200);
  for (const status of ['PREPARING', 'SHIPPED', 'DELIVERED']) expect((await admin()('PUT', `/admin/order/${order.id}/status`, { status })).status).toBe(200);
  const line = (await as(memberToken)('GET', `/order-back?order=${order.id}`)).json?.data.products[0].idOrderLine as number;
  const asked = await as(memberToken, 'fr_FR')('POST', `/order/${order.id}/back-products`, { products: [{ idOrderLine: line, quantity: 2 }], reason: 'CORKED' });
  expect(asked.status).toBe(201);
  return { orderId: order.id as number, reference: order.reference as string, returnId: asked.json?.data.returns.at(-1).id as number };
}

describe('a return’s life (issue 36)', () => {
  it('goes asked → label sent → received → refunded, mailing the customer in the order’s language at each step and the shop when asked', async () => {
    const { orderId, reference, returnId } = await askedReturn();
    expect((await mails('order-return')).filter((mail) => mail.subject.includes(reference)).map((mail) => mail.subject)).toEqual([`Retour n° ${returnId} de la commande ${reference} : Retour demandé`]);
    const notice = (await mails('return-notice')).filter((mail) => mail.subject.includes(reference));
    expect(notice).toEqual([expect.objectContaining({ subject: `Demande de retour n° ${returnId} — commande ${reference}`, toAddress: expect.stringContaining('@') })]);
    expect(notice[0]!.body).toContain('2 × ');
    expect(notice[0]!.body).toContain(`/admin/orders/${orderId}`);

    // The label step: instructions and a PDF label; the customer's mail links to it, signed.
    const sent = await admin()('POST', `/admin/order/${orderId}/return/${returnId}/label`, labelForm('Déposez le colis en bureau de poste avant le 5 décembre.', { bytes: PDF, name: 'etiquette.pdf', type: 'application/pdf' }));
    expect([sent.status, sent.json?.data]).toEqual([200, { id: returnId, status: 'LABEL_SENT' }]);
    const labelMail = (await mails('order-return')).filter((mail) => mail.subject.includes(reference)).at(-1)!;
    expect(labelMail.subject).toBe(`Retour n° ${returnId} de la commande ${reference} : Étiquette de retour envoyée`);
    expect(labelMail.body).toContain('Déposez le colis en bureau de poste avant le 5 décembre.');
    const signed = new RegExp(`/return-label/${orderId}/${returnId}(\\?expires=\\d+&signature=[A-Za-z0-9_-]+)`).exec(labelMail.body)?.[1];
    expect(signed).toBeTruthy();
    const link = `/order/${orderId}/return/${returnId}/label${signed}`;
    const download = await h.request('GET', link!, { site: DOMAINE });
    expect([download.status, download.headers.get('content-type'), download.text]).toEqual([200, 'application/pdf', new TextDecoder().decode(PDF)]);
    expect((await h.request('GET', link!.replace(/signature=[A-Za-z0-9_-]+/, `signature=${'A'.repeat(43)}`), { site: DOMAINE, lang: 'fr_FR' })).json?.message).toBe('Ce lien d’étiquette de retour n’est pas valide ou a expiré');
    // The customer's return page shows where it stands, the instructions and the label.
    const mine = (await as(memberToken)('GET', `/order-back?order=${orderId}`)).json?.data.returns.find((one: { id: number }) => one.id === returnId);
    expect(mine).toMatchObject({ status: 'LABEL_SENT', instructions: 'Déposez le colis en bureau de poste avant le 5 décembre.', label: expect.stringMatching(/^\/return-label\/\d+\/\d+\?expires=/), refusal: null });

    expect((await move(orderId, returnId, { status: 'RECEIVED' })).status).toBe(200);
    expect((await mails('order-return')).filter((mail) => mail.subject.includes(reference)).at(-1)!.subject).toBe(`Retour n° ${returnId} de la commande ${reference} : Produits reçus`);
    const refunded = await admin()('POST', `/admin/order/${orderId}/refund`, { reason: 'RETURN', returnId });
    expect(refunded.status).toBe(201);
    expect(await statusOf(returnId)).toBe('REFUNDED');
    expect((await mails('refund')).filter((mail) => mail.subject.includes(reference)).map((mail) => mail.subject)).toEqual([`Remboursement de votre commande ${reference}`]);
    expect((await as(memberToken)('GET', `/order-back?order=${orderId}`)).json?.data.returns.at(-1).status).toBe('REFUNDED');
  });

  it('checks each move: no jump to refunded, a label step says how, a refusal says why (in the admin’s language), and a refused return stays refused', async () => {
    const { orderId, reference, returnId } = await askedReturn();
    expect((await move(orderId, returnId, { status: 'REFUNDED' })).status).toBe(400);
    expect((await move(orderId, returnId, { status: 'LABEL_SENT' }, 'fr_FR')).json?.message).toBe('Écrivez les instructions ou joignez l’étiquette à envoyer au client');
    expect((await admin()('POST', `/admin/order/${orderId}/return/${returnId}/label`, labelForm('  ', null))).json?.message).toBe('Write the instructions or attach the label to send the customer');
    expect((await move(orderId, returnId, { status: 'REFUSED', reason: ' ' }, 'fr_FR')).json?.message).toBe('Indiquez pourquoi le retour est refusé : le client le lira');
    expect(await statusOf(returnId)).toBe('ASKED');
    const refused = await move(orderId, returnId, { status: 'REFUSED', reason: 'Les bouteilles ont été ouvertes.' });
    expect(refused.status).toBe(200);
    const mail = (await mails('order-return')).filter((one) => one.subject.includes(reference)).at(-1)!;
    expect(mail.subject).toBe(`Retour n° ${returnId} de la commande ${reference} : Retour refusé`);
    expect(mail.body).toContain('Les bouteilles ont été ouvertes.');
    const late = await move(orderId, returnId, { status: 'RECEIVED' });
    expect([late.status, late.json?.message]).toEqual([409, 'This return is “Return refused”: it cannot go to “Products received” (another change may have got there first)']);
    expect((await admin()('POST', `/admin/order/${orderId}/refund`, { reason: 'RETURN', returnId })).status).toBe(409);
    expect((await as(memberToken)('GET', `/order-back?order=${orderId}`)).json?.data.returns.at(-1)).toMatchObject({ status: 'REFUSED', refusal: 'Les bouteilles ont été ouvertes.' });
    expect((await move(orderId, 999999, { status: 'RECEIVED' })).status).toBe(404);
    expect((await as(memberToken)('PUT', `/admin/order/${orderId}/return/${returnId}/status`, { status: 'RECEIVED' })).status).toBe(403);
  });

  it('lets one of eight concurrent “received” of a return land, with one mail', async () => {
    const { orderId, reference, returnId } = await askedReturn();
    const answers = await Promise.all(Array.from({ length: 8 }, () => move(orderId, returnId, { status: 'RECEIVED' })));
    expect(answers.filter((one) => one.status === 200)).toHaveLength(1);
    expect(answers.filter((one) => one.status === 409)).toHaveLength(7);
    expect((await mails('order-return')).filter((mail) => mail.subject.includes(reference))).toHaveLength(2);
  });

  it('keeps a label only if it is a PDF or PNG within 2 MB, and nothing of a refused upload', async () => {
    const { orderId, returnId } = await askedReturn();
    const filesBefore = (await h.ctx.db.selectFrom('files').select('id').execute()).length;
    const html = await admin('fr_FR')('POST', `/admin/order/${orderId}/return/${returnId}/label`, labelForm(null, { bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'), name: 'label.pdf', type: 'application/pdf' }));
    expect([html.status, html.json?.message]).toEqual([400, 'L’étiquette doit être un fichier PDF ou PNG']);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PDF);
    expect((await admin()('POST', `/admin/order/${orderId}/return/${returnId}/label`, labelForm('x', { bytes: big, name: 'big.pdf', type: 'application/pdf' }))).status).toBe(413);
    expect((await h.ctx.db.selectFrom('files').select('id').execute()).length).toBe(filesBefore);
    expect(await statusOf(returnId)).toBe('ASKED');
  });

  it('flags the orders with an open return in the admin’s list and filters them', async () => {
    const { orderId, returnId } = await askedReturn();
    const open = (await admin()('GET', '/admin/orders?returns=open')).json?.data;
    expect(open.items.find((one: { id: number }) => one.id === orderId)).toMatchObject({ openReturns: 1 });
    expect(open.items.every((one: { openReturns: number }) => one.openReturns > 0)).toBe(true);
    expect((await move(orderId, returnId, { status: 'REFUSED', reason: 'Hors délai' })).status).toBe(200);
    expect((await admin()('GET', '/admin/orders?returns=open')).json?.data.items.some((one: { id: number }) => one.id === orderId)).toBe(false);
    expect((await admin()('GET', '/admin/orders')).json?.data.items.find((one: { id: number }) => one.id === orderId)).toMatchObject({ openReturns: 0 });
    expect((await admin()('GET', '/admin/orders?returns=all')).status).toBe(400);
  });
});
