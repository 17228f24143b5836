/** Canonical results paths for menus and links (reference/search-url.md segments). */
import type { Channel } from '../../core/index.js';

const CHANNEL_WORD: Readonly<Record<Channel, string>> = {
  sales: 'property-for-sale',
  lettings: 'property-to-rent',
};

/** `/property-for-sale` or `/property-to-rent`, with an optional `tag-a,b` segment (tags percent-encoded). */
export function resultsPath(channel: Channel, tags: readonly string[] = []): string {
  const base = `/${CHANNEL_WORD[channel]}`;
  return tags.length === 0
    ? base
    : `${base}/tag-${tags.map((t) => encodeURIComponent(t)).join(',')}`;
}
