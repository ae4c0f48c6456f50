import { articleJsonLd, JsonLd, useIntl, usePageTrail, useSeoContext } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { ArticleView } from '../content-kit/ArticleView.tsx';
import { Breadcrumb } from '../content-kit/Breadcrumb.tsx';
import type { NewsDetailProps } from './news-detail.block.ts';
import '../../runtime/ui/block.css';
import '../content-kit/content.css';
import type { NewsDetailData } from './news-detail.block.ts';

/** A news item's page: breadcrumb (home, the news page and its parents), title, date, image and text, and its NewsArticle structured data. */
export function NewsDetail({ props, data }: BlockProps<NewsDetailProps, NewsDetailData>) {
  const intl = useIntl();
  const crumbs = [...usePageTrail(props.listHref, intl.formatMessage({ id: 'news-detail.news' })), { name: data.news.title }];
  const seo = useSeoContext();
  const { news } = data;
  return (
    <>
      <ArticleView ns="news-detail" title={news.title} html={news.html} date={news.date} image={news.image} before={<Breadcrumb ns="news-detail" crumbs={crumbs} />} />
      {seo ? <JsonLd data={articleJsonLd({ type: 'NewsArticle', headline: news.title, url: seo.pageUrl, date: news.date, image: news.image, description: news.summary }, seo)} /> : null}
    </>
  );
}
