import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import { useAccountText } from '../account-kit/use-account-text.ts';
import type { MemberOrder } from '../account-kit/member-order.ts';
import block from './index.ts';
import { OrderRefundList } from './OrderRefundList.tsx';
import type { Locale } from '../../rules/locale.ts';

const refunds: MemberOrder['refunds'] = [
  { id: 1, amount: 980, reason: 'RETURN', createdAt: '2026-11-25T10:00:00.000Z' },
  { id: 2, amount: 5145, reason: 'CANCELLED', createdAt: '2026-11-26T10:00:00.000Z' },
];

function Refunds({ list, locale }: { list: MemberOrder['refunds'] | undefined; locale: Locale }) {
  return <OrderRefundList t={useAccountText('account-orders')} refunds={list} locale={locale} />;
}

describe('the refunds of an order in the account (issue #25)', () => {
  it('lists each refund with its date, reason and amount, and their total (fr)', () => {
    renderBlock(<Refunds list={refunds} locale="fr_FR" />, { messages: block.messages });
    const section = within(screen.getByRole('region', { name: 'Remboursements' }));
    expect(section.getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      '25/11/2026 — Retour de produits — 9,80 €', '26/11/2026 — Commande annulée — 51,45 €',
    ]);
    expect(section.getByText(/^Total remboursé : 61,25\s€$/)).toBeTruthy();
  });

  it('says it in English, and shows nothing without a refund', () => {
    renderBlock(<Refunds list={refunds.slice(0, 1)} locale="en" />, { locale: 'en', messages: block.messages });
    expect(screen.getByRole('region', { name: 'Refunds' }).textContent).toContain('Returned products — €9.80');
    expect(screen.queryByText(/Total refunded/)).toBeNull();
    const { container } = renderBlock(<Refunds list={[]} locale="en" />, { locale: 'en', messages: block.messages });
    expect(container.textContent).toBe('');
  });
});
