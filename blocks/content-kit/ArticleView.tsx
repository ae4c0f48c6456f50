import type { ReactNode } from 'react';
import { formatDate, useIntl } from '../../runtime/index.ts';
import type { BlockImageProps } from '../../runtime/index.ts';
import { BlockImage } from '../../runtime/index.ts';
import { SafeHtml } from '../../runtime/index.ts';
import { useLocale } from './use-lang.ts';

export interface ArticleViewProps {
  title: string;
  html: string;
  date?: string;
  author?: string;
  image?: BlockImageProps;
  /** Shown above the title (a breadcrumb). */
  before?: ReactNode;
  /** The block type, prefix of the shared messages. */
  ns: string;
}

/** A detail page's article: h1 title, date dd/mm/yyyy and author, main image, sanitized body. */
export function ArticleView({ title, html, date, author, image, before, ns }: ArticleViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <article className="block content-article">
      {before}
      <h1 className="block__title">{title}</h1>
      {date || author ? (
        <p className="content-article__meta">
          {date ? intl.formatMessage({ id: `${ns}.content.published` }, { date: <time dateTime={date}>{formatDate(date, locale)}</time> }) : null}
          {date && author ? ' · ' : null}
          {author ?? null}
        </p>
      ) : null}
      {image ? <BlockImage image={image} className="content-article__image" priority sizes="(min-width: 996px) 60rem, 100vw" /> : null}
      <SafeHtml html={html} className="content-article__body" />
    </article>
  );
}
