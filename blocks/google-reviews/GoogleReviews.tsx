import type { calendarContracts } from '../../schemas/api/content/calendar-contracts.ts';
import type { AnswerOf } from '../../schemas/api/route-contract.ts';
import { useId } from 'react';
import { cropText } from '../../rules/text/crop-text.ts';
import { formatDate, gridColumnsStyle, useIntl } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { useLocale } from '../content-kit/use-lang.ts';
import type { GoogleReviewsProps } from './google-reviews.block.ts';
import { Stars } from './Stars.tsx';
import '../../runtime/ui/block.css';
import './google-reviews.css';
import type { GoogleReviewsData } from './google-reviews.block.ts';

/** The average rating, then the latest reviews: author, stars as text, date dd/mm/yyyy, cropped text. */
export function GoogleReviews({ props, data }: BlockProps<GoogleReviewsProps, GoogleReviewsData>) {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `google-reviews.${id}` }, values);
  const shown = data.reviews.slice(0, props.limit ?? 6);
  if (shown.length === 0) return null;
  return (
    <section className="block block-google-reviews" aria-labelledby={titleId}>
      <h2 id={titleId} className="block__title">
        {props.title ?? t('title')}
      </h2>
      {data.averageRating !== null ? (
        <p className="block-google-reviews__average">
          <Stars rating={data.averageRating} /> {t('average', { rating: intl.formatNumber(data.averageRating, { maximumFractionDigits: 1 }), count: data.total })}
        </p>
      ) : null}
      <ul className="block-google-reviews__list" style={gridColumnsStyle(shown.length, 2, 4)}>
        {shown.map((review) => (
          <li key={review.id}>
            <figure className="block-google-reviews__review">
              <blockquote lang={review.language}>
                <p>{cropText(review.text, props.crop ?? 120)}</p>
              </blockquote>
              <figcaption>
                <Stars rating={review.rating} /> <span className="block-google-reviews__author">{review.author}</span>,{' '}
                <time dateTime={review.date}>{formatDate(review.date, locale)}</time>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {data.placeUrl ? (
        <p>
          <a href={data.placeUrl} rel="noopener" target="_blank">
            {t('all')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
