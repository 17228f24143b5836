/**
 * The videos and virtual tours of a property (SPEC §2 /video/{id}, §5 Video URLs): its
 * propertyVideos, virtualTours and videoUrl, through core's collectVideos (accepted hosts only,
 * property-report links dropped, duplicates removed). Each gets an id for its '#/video/{id}' route
 * and a button label.
 */
import { collectVideos } from '../../core/index.js';
import type { VideoEmbed, PropertyDetail, VideoLink } from '../../core/index.js';

/** The id given to the property's single `videoUrl`, which carries no id of its own. */
export const MAIN_VIDEO_ID = 'video';

/** SPEC §8: unsupported video links are only a console warning, never shown to the visitor. */
export const UNSUPPORTED_VIDEO_WARNING = 'Video format not supported';

/** Permissions a hosted player needs (autoplay on request, fullscreen, picture-in-picture). */
export const IFRAME_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; fullscreen; gyroscope; picture-in-picture; xr-spatial-tracking';

export type VideoSort = 'video' | 'virtual-tour';

export interface PropertyVideo {
  readonly id: string;
  readonly url: string;
  readonly sort: VideoSort;
  /** The button text and the dialog name, e.g. 'Video tour', 'Virtual tour 2'. */
  readonly label: string;
  readonly embed: VideoEmbed;
}

export interface PropertyVideos {
  readonly videos: readonly PropertyVideo[];
  /** Links no player accepts, for the console warning. */
  readonly unsupported: readonly VideoLink[];
}

type TaggedLink = VideoLink & { readonly sort: VideoSort };

/** The playable videos of `property`, videos first, then virtual tours, then its videoUrl. */
export function propertyVideos(property: PropertyDetail): PropertyVideos {
  const links: TaggedLink[] = [
    ...property.propertyVideos.map((link) => ({ ...link, sort: 'video' as const })),
    ...property.virtualTours.map((link) => ({ ...link, sort: 'virtual-tour' as const })),
    ...(property.videoUrl !== undefined && property.videoUrl.trim() !== ''
      ? [{ id: MAIN_VIDEO_ID, url: property.videoUrl, sort: 'video' as const }]
      : []),
  ];
  const { videos, unsupported } = collectVideos(links);
  const counts = { video: 0, 'virtual-tour': 0 };
  for (const { link } of videos) counts[link.sort] += 1;
  const seen = { video: 0, 'virtual-tour': 0 };
  const usedIds = new Set<string>();
  const playable = videos.map(({ link, embed }): PropertyVideo => {
    seen[link.sort] += 1;
    const generic = link.sort === 'video' ? 'Video' : 'Virtual tour';
    const numbered = counts[link.sort] > 1 ? `${generic} ${seen[link.sort]}` : generic;
    const title = link.title?.trim();
    const id = usedIds.has(link.id) ? `${link.id}-${seen[link.sort]}` : link.id;
    usedIds.add(id);
    return {
      id,
      url: link.url,
      sort: link.sort,
      label: title !== undefined && title !== '' ? title : numbered,
      embed,
    };
  });
  return { videos: playable, unsupported: unsupported.map(({ sort: _sort, ...link }) => link) };
}

/** The video for a '#/video/{id}' route, if the property has one with that id. */
export function findPropertyVideo(videos: PropertyVideos, id: string): PropertyVideo | undefined {
  return videos.videos.find((video) => video.id === id);
}

/** Logs each unsupported link once (SPEC §8: a console warning only). */
export function warnUnsupportedVideos(
  videos: PropertyVideos,
  warn: (message: string, url: string) => void,
): void {
  for (const link of videos.unsupported) warn(UNSUPPORTED_VIDEO_WARNING, link.url);
}
