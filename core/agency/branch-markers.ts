/**
 * Branches on a map (the branch finder's map, a branch's page, the branch map block): where each
 * is, and its marker. A module of its own, so a map of branches carries nothing of the search.
 */
import type { Branch } from './agency.js';
import type { MapMarker } from '../ports/maps.port.js';
import type { LatLng } from '../search/polyline.js';
import { hasMapPosition } from '../maps/map-view.js';

/** The branch's position, when it has one a map can use (not 0,0, inside the world). */
export function branchPosition(branch: Branch): LatLng | undefined {
  const { latitude: lat, longitude: lng } = branch;
  return lat !== undefined && lng !== undefined && hasMapPosition({ lat, lng })
    ? { lat, lng }
    : undefined;
}

/** The branches as map markers (those with a position): the branch's name and address, linking to its page. */
export function branchMarkers(branches: readonly Branch[]): MapMarker[] {
  return branches.flatMap((branch) => {
    const position = branchPosition(branch);
    if (position === undefined) return [];
    return [
      {
        id: branch.id,
        lat: position.lat,
        lng: position.lng,
        title: branch.address ? `${branch.branchName}, ${branch.address}` : branch.branchName,
        ...(branch.branchUrl ? { url: branch.branchUrl } : {}),
      },
    ];
  });
}
