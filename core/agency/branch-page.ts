/**
 * A branch's own page (SPEC §2 `branches#show`): the addresses it links to and the content blocks
 * it is partly built from (SPEC §1: the location card with opening hours, the property card
 * slider), so the branch page shows an office exactly as a content page's location card does.
 */
import type { Branch } from './agency.js';
import type { ContentBlockOf } from '../content/content-block.js';
import type { PropertyCard } from '../property/property.js';
import type { Channel } from '../search/search.js';
import type { Button } from '../settings/page-data.codec.js';
import { buildSearchPath } from '../search/search-path.js';
import { branchPosition } from './branch-markers.js';

/** The branch's results page for a channel (SPEC §2 `branches#properties`): '/branches/taunton/properties/property-for-sale'. */
export function branchPropertiesPath(branch: Pick<Branch, 'branchUrl'>, channel: Channel): string {
  return `${branch.branchUrl.replace(/\/+$/, '')}/properties${buildSearchPath({ channel })}`;
}

/** Directions to the office in the visitor's map app (OpenStreetMap's planner; by position, else by address). */
export function branchDirectionsLink(branch: Branch): string | undefined {
  const position = branchPosition(branch);
  if (position !== undefined)
    return `https://www.openstreetmap.org/directions?to=${position.lat}%2C${position.lng}`;
  const address = branch.address?.trim();
  return address
    ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`
    : undefined;
}

/** The location card of a branch (SPEC §3 Location card), as a block: its picture, address, number, hours and directions. */
export function branchLocationCard(
  branch: Branch,
  options: { readonly title: string; readonly imageUrl?: string },
): ContentBlockOf<'locationCard'> {
  const directions = branchDirectionsLink(branch);
  const telephone = branch.branchContactNumber?.trim();
  return {
    id: `branch-${branch.id}-location`,
    type: 'locationCard',
    title: options.title,
    titleHeading: 2,
    noMargin: false,
    buttons: [],
    ...(branch.address ? { address: branch.address } : {}),
    openingHours: branch.openingHours ?? [],
    ...(options.imageUrl
      ? { imageUrl: options.imageUrl, imageAlt: `The ${branch.branchName} office` }
      : {}),
    showIcons: true,
    showBranchesCarousel: false,
    ...(telephone ? { contactNumber: telephone } : {}),
    ...(directions ? { getDirectionsLink: directions } : {}),
  };
}

/**
 * The branch's properties as a property card slider (SPEC §1), with a link to each channel's
 * results page that has properties ('See all 12 properties for sale from Taunton', 'See the 1 property
 * to rent from Taunton'); both links
 * when the platform gives no totals.
 */
export function branchPropertySlider(
  branch: Branch,
  properties: readonly PropertyCard[],
  totals: Readonly<Partial<Record<Channel, number>>>,
  title: string,
): ContentBlockOf<'propertyCardSlider'> {
  const link = (channel: Channel, words: string): Button[] => {
    const total = totals[channel];
    if (total === 0) return [];
    const count =
      total === undefined
        ? 'all property'
        : total === 1
          ? 'the 1 property'
          : `all ${total} properties`;
    return [
      {
        text: `See ${count} ${words} from ${branch.branchName}`,
        url: branchPropertiesPath(branch, channel),
        displayAsLink: false,
      },
    ];
  };
  return {
    id: `branch-${branch.id}-properties`,
    type: 'propertyCardSlider',
    title,
    titleHeading: 2,
    noMargin: false,
    buttons: [...link('sales', 'for sale'), ...link('lettings', 'to rent')],
    properties,
  };
}
