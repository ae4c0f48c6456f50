import { useIntl } from '../../runtime/index.ts';

/** A rating out of 5 as stars, read by assistive technology as text ("4 étoiles sur 5"). */
export function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  const full = Math.round(Math.min(5, Math.max(0, rating)));
  const label = intl.formatMessage({ id: 'google-reviews.stars' }, { rating: intl.formatNumber(rating, { maximumFractionDigits: 1 }) });
  return (
    <span className="block-google-reviews__stars" role="img" aria-label={label}>
      {'★'.repeat(full)}
      <span className="block-google-reviews__stars-empty">{'☆'.repeat(5 - full)}</span>
    </span>
  );
}
