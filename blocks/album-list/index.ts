import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/index.ts';
import type { albumListBlock } from './album-list.block.ts';
import { AlbumList } from './AlbumList.tsx';

export default defineBlock<typeof albumListBlock>({
  messages: withContentMessages('album-list', {
    fr: {
      'album-list.title': 'Nos albums',
      'album-list.empty': 'Aucun album pour le moment.',
      'album-list.count': '{count, plural, one {# photo ou vidéo} other {# photos et vidéos}}',
    },
    en: {
      'album-list.title': 'Our albums',
      'album-list.empty': 'No album yet.',
      'album-list.count': '{count, plural, one {# photo or video} other {# photos and videos}}',
    },
  }),
  component: AlbumList,
});
