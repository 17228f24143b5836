/** Visitor identity and saved items (SPEC §3 User, Saved search; §4 Identity and saved items). */
import type { Channel } from '../search/search.js';

export type AlertFrequency = 'I' | 'W' | 'M' | 'N';

export interface SavedSearch {
  /** Server id; unset for a search saved only in this browser. */
  readonly search_id?: string;
  readonly channel: Channel;
  readonly placeId?: string;
  /** Display name of the place ("Taunton, Somerset"), kept so the description reads well. */
  readonly q?: string;
  readonly minBeds?: number;
  readonly maxBeds?: number;
  readonly minPrice?: number;
  readonly maxPrice?: number;
  readonly tags?: readonly string[];
  readonly alert_frequency: AlertFrequency;
  /** The canonical results path of the search, for linking. */
  readonly path?: string;
}

export interface User {
  /** Null or absent for the default (local) user: signed in iff set. */
  readonly user_id?: string | null;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly title?: string;
  readonly email?: string;
  readonly tel_home?: string;
  readonly tel_mobile?: string;
  readonly house_name?: string;
  readonly house_number?: string;
  readonly street_address?: string;
  readonly address_2?: string;
  readonly locality?: string;
  readonly town?: string;
  readonly county?: string;
  readonly postcode?: string;
  readonly is_opted_in_to_marketing?: boolean;
  readonly marketing_preference_id?: string | null;
  readonly saved_properties?: readonly string[];
  readonly saved_searches?: readonly SavedSearch[];
}
