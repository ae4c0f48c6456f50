import type { ServedAlbum } from '../album-list/album-list.block.ts';

/** A served album with a photo and a video, shared by the content block tests and the bench. */
export function sampleAlbum(id = 1): ServedAlbum {
  return {
    id,
    title: id === 1 ? 'Le domaine au fil des saisons' : `Album ${id} : les vendanges`,
    description: 'Du débourrement d’avril aux vignes dorées de novembre, une année au domaine racontée en images par toute l’équipe de la cave et des vignes.',
    cover: { src: '/media/estate/vineyard.jpg', alt: 'Rangs de vigne au lever du soleil', width: 1200, height: 600 },
    items: [
      { image: { src: '/media/estate/vineyard.jpg', alt: 'Rangs de vigne au lever du soleil', width: 1200, height: 600 }, caption: 'Le coteau en juin' },
      { image: { src: '/media/albums/vineyard-sunrise.mp4', alt: 'Vidéo : lever du soleil sur les vignes', width: 1280, height: 720 } },
    ],
  };
}
