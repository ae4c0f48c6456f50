import type { Locale } from '../../../rules/locale.ts';
import { CardLogos } from './CardLogos.tsx';
import { reassurance, type ReassuranceInput } from './reassurance-facts.ts';
import { reassuranceText } from './reassurance-messages.ts';

export interface ReassuranceProps extends ReassuranceInput {
  locale: Locale;
  /** `compact`: the drawer's narrow column. */
  compact?: boolean;
}

const ICONS: Record<'delivery' | 'returns' | 'payment', string> = {
  // A parcel, an arrow going back, a padlock: 24 × 24 strokes.
  delivery: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9zM3 7.5 12 12l9-4.5M12 12v9',
  returns: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  payment: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
};

/**
 * The cart's and the payment step's promises (issue 38, item 5): delivery, returns and secure
 * payment with the cards the provider takes, each read from the site's settings (reassurance-facts.ts).
 */
export function Reassurance({ locale, compact = false, ...input }: ReassuranceProps) {
  const { items, schemes } = reassurance(input, locale);
  return (
    <section className={compact ? 'reassurance reassurance--compact' : 'reassurance'} aria-label={reassuranceText(locale, 'title')}>
      <ul className="reassurance__list">
        {items.map((item) => (
          <li key={item.kind} className={`reassurance__item reassurance__item--${item.kind}`}>
            <svg className="reassurance__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d={ICONS[item.kind]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <div className="reassurance__text">
              <p className="reassurance__title">{item.title}</p>
              {item.lines.map((line) => <p key={line} className="reassurance__line">{line}</p>)}
              {item.kind === 'payment' ? <CardLogos schemes={schemes} label={reassuranceText(locale, 'cards')} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
