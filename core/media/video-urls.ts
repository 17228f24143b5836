/**
 * Video and virtual-tour links (SPEC §5 Video URLs): which links we can play, and the embed URL we
 * play them from. Accepted: YouTube, Vimeo, Google Drive, the virtual-tour hosts and the media hosts
 * listed below; anything else is 'Video format not supported' (a console warning only).
 */

import { parseUrl } from '../content/links.js';

/** Where a playable link plays: YouTube, Vimeo, Google Drive, a virtual-tour host or a media host. */
export type VideoKind = 'youtube' | 'vimeo' | 'google-drive' | 'virtual-tour' | 'media';

/** A playable link: `player` says whether it goes in an `<iframe>` or a `<video>` element. */
export interface VideoEmbed {
  readonly kind: VideoKind;
  readonly embedUrl: string;
  readonly player: 'iframe' | 'video';
}

export interface UnsupportedVideo {
  readonly kind: 'unsupported';
  readonly message: 'Video format not supported';
}

export type VideoEmbedResult = VideoEmbed | UnsupportedVideo;

export const UNSUPPORTED_VIDEO: UnsupportedVideo = {
  kind: 'unsupported',
  message: 'Video format not supported',
};

/**
 * Virtual-tour hosts whose pages we embed as they are (https only). A host matches exactly or as a
 * subdomain, so 'matterport.com' also covers 'my.matterport.com'.
 */
export const VIRTUAL_TOUR_HOSTS = [
  'matterport.com',
  'kuula.co',
  'tour.giraffe360.com',
  'premium.giraffe360.com',
  'app.cloudpano.com',
  'roundme.com',
  'momento360.com',
  'vr.vpix.net',
  'realisti.co',
] as const;

/** Video files served from CloudFront, played in a `<video>` element (https only). */
export const MEDIA_FILE_HOSTS = ['cloudfront.net'] as const;
const MEDIA_FILE_EXTENSION = /\.(mp4|m4v|webm)$/i;

/**
 * Property-report links are not videos: they are dropped without a warning. Hosts match exactly or
 * as a subdomain; callers may pass their own list to {@link collectVideos}.
 */
export const PROPERTY_REPORT_HOSTS = ['propertyreport.co.uk'] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,32}$/i;
const DRIVE_ID = /^[A-Za-z0-9_-]{10,100}$/;
const WISTIA_ID = /^[a-z0-9]{6,20}$/i;
const STREAMABLE_ID = /^[a-z0-9]{3,20}$/i;
const MAX_URL_LENGTH = 2048;

/**
 * Where a video link plays from (SPEC §5 Video URLs). YouTube (watch, youtu.be, embed, shorts,
 * live) plays from youtube-nocookie.com and keeps a start time; Vimeo (including unlisted links with
 * a hash) from player.vimeo.com; Google Drive files from their /preview page; Wistia and Streamable
 * from their embed pages; CloudFront .mp4/.m4v/.webm files directly; virtual-tour hosts as given.
 * Links without a scheme get https. Only http(s) is accepted, and only https for links used as given;
 * links with credentials or a port, or on any other host, are unsupported. Never throws.
 */
export function toEmbed(url: string): VideoEmbedResult {
  const parsed = parseLink(url);
  if (parsed === undefined) return UNSUPPORTED_VIDEO;
  return (
    youtubeEmbed(parsed) ??
    vimeoEmbed(parsed) ??
    driveEmbed(parsed) ??
    hostedMediaEmbed(parsed) ??
    passThroughEmbed(parsed) ??
    UNSUPPORTED_VIDEO
  );
}

/** Videos ready to show, and the links to warn about. */
export interface CollectedVideos<T> {
  readonly videos: ReadonlyArray<{ readonly link: T; readonly embed: VideoEmbed }>;
  readonly unsupported: readonly T[];
}

/**
 * The playable videos of a list of links, in order (SPEC §5 Video URLs): links to a property-report
 * host are dropped, duplicates (same embed URL, or the same unsupported link) keep their first
 * occurrence, and unsupported links are returned apart for a console warning.
 */
export function collectVideos<T extends { readonly url: string }>(
  links: readonly T[],
  propertyReportHosts: readonly string[] = PROPERTY_REPORT_HOSTS,
): CollectedVideos<T> {
  const videos: Array<{ link: T; embed: VideoEmbed }> = [];
  const unsupported: T[] = [];
  const seen = new Set<string>();
  for (const link of links) {
    const parsed = parseLink(link.url);
    if (
      parsed !== undefined &&
      propertyReportHosts.some((host) => hostMatches(parsed.hostname, host))
    ) {
      continue;
    }
    const embed = toEmbed(link.url);
    const identity =
      embed.kind === 'unsupported' ? `unsupported ${link.url.trim()}` : embed.embedUrl;
    if (seen.has(identity)) continue;
    seen.add(identity);
    if (embed.kind === 'unsupported') unsupported.push(link);
    else videos.push({ link, embed });
  }
  return { videos, unsupported };
}

/** A web URL or `undefined`: http(s) only, no credentials, no explicit port. */
function parseLink(text: string): URL | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > MAX_URL_LENGTH) return undefined;
  const withScheme = trimmed.startsWith('//')
    ? `https:${trimmed}`
    : /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]|$)/i.test(trimmed)
      ? `https://${trimmed}`
      : trimmed;
  const url = parseUrl(withScheme);
  if (url === undefined) return undefined;
  const isWeb = url.protocol === 'https:' || url.protocol === 'http:';
  if (!isWeb || url.username !== '' || url.password !== '' || url.port !== '') return undefined;
  return url;
}

function hostMatches(hostname: string, host: string): boolean {
  const name = hostname.toLowerCase();
  const wanted = host.toLowerCase();
  return name === wanted || name.endsWith(`.${wanted}`);
}

function segments(url: URL): string[] {
  return url.pathname.split('/').filter((segment) => segment !== '');
}

function iframe(kind: VideoKind, embedUrl: string): VideoEmbed {
  return { kind, embedUrl, player: 'iframe' };
}

function youtubeEmbed(url: URL): VideoEmbed | undefined {
  const parts = segments(url);
  let id: string | undefined;
  if (url.hostname.toLowerCase() === 'youtu.be') {
    id = parts[0];
  } else if (
    hostMatches(url.hostname, 'youtube.com') ||
    hostMatches(url.hostname, 'youtube-nocookie.com')
  ) {
    const [first, second] = parts;
    if (first === 'watch' && second === undefined) id = url.searchParams.get('v') ?? undefined;
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v')
      id = second;
  } else {
    return undefined;
  }
  if (id === undefined || !YOUTUBE_ID.test(id)) return undefined;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  const query = start === undefined ? '' : `?start=${start}`;
  return iframe('youtube', `https://www.youtube-nocookie.com/embed/${id}${query}`);
}

/** YouTube start times: '90', '90s', '1m30s', '1h2m3s'; zero or junk means no start time. */
function startSeconds(value: string | null): number | undefined {
  const match =
    value === null ? null : /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(value);
  if (match === null) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : undefined;
}

function vimeoEmbed(url: URL): VideoEmbed | undefined {
  const parts = segments(url);
  let id: string | undefined;
  let hash = url.searchParams.get('h') ?? undefined;
  if (hostMatches(url.hostname, 'player.vimeo.com')) {
    if (parts[0] === 'video') id = parts[1];
  } else if (hostMatches(url.hostname, 'vimeo.com')) {
    const [first, second, third, fourth] = parts;
    if (first !== undefined && VIMEO_ID.test(first)) {
      id = first;
      hash = second ?? hash;
    } else if (first === 'channels') {
      id = third;
    } else if (first === 'groups' && third === 'videos') {
      id = fourth;
    }
  } else {
    return undefined;
  }
  if (id === undefined || !VIMEO_ID.test(id)) return undefined;
  const query = hash !== undefined && VIMEO_HASH.test(hash) ? `?h=${hash}` : '';
  return iframe('vimeo', `https://player.vimeo.com/video/${id}${query}`);
}

function driveEmbed(url: URL): VideoEmbed | undefined {
  if (url.hostname.toLowerCase() !== 'drive.google.com') return undefined;
  const parts = segments(url);
  const id =
    parts[0] === 'file' && parts[1] === 'd'
      ? parts[2]
      : parts[0] === 'open' && parts.length === 1
        ? (url.searchParams.get('id') ?? undefined)
        : undefined;
  if (id === undefined || !DRIVE_ID.test(id)) return undefined;
  return iframe('google-drive', `https://drive.google.com/file/d/${id}/preview`);
}

/** Wistia and Streamable pages, rebuilt as their embed URLs. */
function hostedMediaEmbed(url: URL): VideoEmbed | undefined {
  const parts = segments(url);
  let embedUrl: string | undefined;
  if (hostMatches(url.hostname, 'wistia.net') || hostMatches(url.hostname, 'wistia.com')) {
    const id =
      parts[0] === 'medias'
        ? parts[1]
        : parts[0] === 'embed' && parts[1] === 'iframe'
          ? parts[2]
          : undefined;
    if (id !== undefined && WISTIA_ID.test(id))
      embedUrl = `https://fast.wistia.net/embed/iframe/${id}`;
  } else if (hostMatches(url.hostname, 'streamable.com')) {
    const id = parts[0] === 'e' ? parts[1] : parts.length === 1 ? parts[0] : undefined;
    if (id !== undefined && STREAMABLE_ID.test(id)) embedUrl = `https://streamable.com/e/${id}`;
  }
  return embedUrl === undefined ? undefined : iframe('media', embedUrl);
}

/** Virtual tours and CloudFront video files, used as given when they are https. */
function passThroughEmbed(url: URL): VideoEmbed | undefined {
  if (url.protocol !== 'https:') return undefined;
  if (VIRTUAL_TOUR_HOSTS.some((host) => hostMatches(url.hostname, host))) {
    return iframe('virtual-tour', url.href);
  }
  if (
    MEDIA_FILE_HOSTS.some((host) => hostMatches(url.hostname, host)) &&
    MEDIA_FILE_EXTENSION.test(url.pathname)
  ) {
    return { kind: 'media', embedUrl: url.href, player: 'video' };
  }
  return undefined;
}
