import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, useIntl } from '../../runtime/index.ts';
import { cropText } from '../../rules/text/crop-text.ts';
import type { BlockImageProps } from '../../runtime/index.ts';
import { BlockImage } from '../../runtime/index.ts';
import { useLocale } from './use-lang.ts';

export interface ContentCardProps {
  title: string;
  href: string;
  text?: string;
  /** ISO date, shown dd/mm/yyyy. */
  date?: string;
  image?: BlockImageProps;
  /** Characters kept of the text before an ellipsis (§9: 120; -1 = all). */
  crop?: number;
  /** Cards above the fold load their image eagerly. */
  eager?: boolean;
  headingLevel?: 2 | 3;
  /** The block type, prefix of the shared messages. */
  ns: string;
  children?: ReactNode;
}

/** One item of a content list: image, linked title, date and cropped text. */
export function ContentCard({ title, href, text, date, image, crop = 120, eager = false, headingLevel = 3, children, ns }: ContentCardProps) {
  const intl = useIntl();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="content-card">
      {image ? <BlockImage image={image} priority={eager} sizes="(min-width: 996px) 25vw, (min-width: 600px) 50vw, 100vw" /> : null}
      <div className="content-card__body">
        <Heading className="content-card__title">
          <Link to={href}>{title}</Link>
        </Heading>
        {date ? (
          <p className="content-card__date">
            {intl.formatMessage({ id: `${ns}.content.published` }, { date: <time dateTime={date}>{formatDate(date, locale)}</time> })}
          </p>
        ) : null}
        {text ? <p className="content-card__text">{cropText(text, crop)}</p> : null}
        {children}
      </div>
    </article>
  );
}
