/**
 * When a video's player, which another company serves (YouTube, Vimeo, a virtual-tour host…),
 * may be put into the page, and what the visitor is told before it is. A player from another
 * company's site runs that company's code in the page and may set its cookies, so it loads only
 * after the visitor accepted cookies, or when they press the play button of that video, a button
 * that says whose player it loads: the press is their choice for that video only. Until then the
 * video is a poster that asks nothing of the other company (not even a thumbnail).
 *
 * A video file played by the browser's own player (an agency's file on its CDN) runs no one's
 * code and sets no cookies: it needs no choice.
 */
import type { ConsentState } from '../consent/cookie-consent.js';
import type { VideoEmbed } from './video-urls.js';
import { parseUrl } from '../content/links.js';

/** The company whose player shows a video, by the host its embed comes from. */
const PLAYER_PROVIDERS: readonly (readonly [host: string, name: string])[] = [
  ['youtube-nocookie.com', 'YouTube'],
  ['youtube.com', 'YouTube'],
  ['vimeo.com', 'Vimeo'],
  ['drive.google.com', 'Google Drive'],
  ['wistia.net', 'Wistia'],
  ['streamable.com', 'Streamable'],
  ['matterport.com', 'Matterport'],
  ['kuula.co', 'Kuula'],
  ['giraffe360.com', 'Giraffe360'],
  ['cloudpano.com', 'CloudPano'],
  ['roundme.com', 'Roundme'],
  ['momento360.com', 'Momento360'],
  ['vpix.net', 'VPiX'],
  ['realisti.co', 'Realisti.co'],
];

/** 'YouTube', 'Vimeo', 'Matterport'…; the host itself for one not in the list. */
export function videoProvider(embed: VideoEmbed): string {
  const host = parseUrl(embed.embedUrl)?.hostname.toLowerCase() ?? '';
  const known = PLAYER_PROVIDERS.find(([name]) => host === name || host.endsWith(`.${name}`));
  return known?.[1] ?? host.replace(/^www\./, '');
}

/** Whether the video plays in another company's player (an iframe), which waits for a choice. */
export function isThirdPartyPlayer(embed: VideoEmbed): boolean {
  return embed.player === 'iframe';
}

/**
 * Whether the player may be put in now: always for the browser's own player; for another
 * company's, once the visitor accepted cookies or pressed this video's play button. `state` is
 * 'unknown' while the page has not read the choice yet.
 */
export function mayLoadVideoPlayer(
  embed: VideoEmbed,
  state: ConsentState | 'unknown',
  pressed: boolean,
): boolean {
  return !isThirdPartyPlayer(embed) || pressed || state === 'accepted';
}

/**
 * The poster's button, which says whose player it loads: "Play video (loads YouTube's player)";
 * a virtual tour's: "Open virtual tour (loads Matterport's viewer)".
 */
export function videoPlayButtonText(embed: VideoEmbed): string {
  const provider = videoProvider(embed);
  return embed.kind === 'virtual-tour'
    ? `Open virtual tour (loads ${provider}'s viewer)`
    : `Play video (loads ${provider}'s player)`;
}

/** The line under the button: the other company's player may set its own cookies. */
export function videoPosterNote(embed: VideoEmbed): string {
  return `${videoProvider(embed)} may set its own cookies once its player loads.`;
}
