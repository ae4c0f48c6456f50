import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/index.ts';
import type { newsDetailBlock } from './news-detail.block.ts';
import { NewsDetail } from './NewsDetail.tsx';

export default defineBlock<typeof newsDetailBlock>({
  messages: withContentMessages('news-detail', { fr: { 'news-detail.news': 'Actualités' }, en: { 'news-detail.news': 'News' } }),
  component: NewsDetail,
});
