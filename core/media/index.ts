// media: video and virtual-tour addresses as embeds, and when a player from another company may
// load (SPEC §4, §9).
export {
  UNSUPPORTED_VIDEO,
  VIRTUAL_TOUR_HOSTS,
  MEDIA_FILE_HOSTS,
  PROPERTY_REPORT_HOSTS,
  toEmbed,
  collectVideos,
} from './video-urls.js';
export type {
  VideoKind,
  VideoEmbed,
  UnsupportedVideo,
  VideoEmbedResult,
  CollectedVideos,
} from './video-urls.js';
export {
  videoProvider,
  isThirdPartyPlayer,
  mayLoadVideoPlayer,
  videoPlayButtonText,
  videoPosterNote,
} from './video-consent.js';
