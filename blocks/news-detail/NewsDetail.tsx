import { useIntl } from 'react-intl';
import { usePageTrail } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { ArticleView } from '../content-kit/ArticleView.tsx';
import { Breadcrumb } from '../content-kit/Breadcrumb.tsx';
import type { ServedNews } from '../news-list/load-news.ts';
import type { NewsDetailProps } from './news-detail.server.ts';
import '../../runtime/ui/block.css';
import '../content-kit/content.css';

export interface NewsDetailData {
  news: ServedNews;
}

/** A news item's page: breadcrumb (home, the news page and its parents), title, date, image and text. */
export function NewsDetail({ props, data }: BlockProps<NewsDetailProps, NewsDetailData>) {
  const intl = useIntl();
  const crumbs = [...usePageTrail(props.listHref, intl.formatMessage({ id: 'news-detail.news' })), { name: data.news.title }];
  return <ArticleView ns="news-detail" title={data.news.title} html={data.news.html} date={data.news.date} image={data.news.image} before={<Breadcrumb ns="news-detail" crumbs={crumbs} />} />;
}
