/** Saved properties on the server, for a signed-in user (SPEC §7 /saved_properties). */
import type { Result } from '../failures/failures.js';
import type { PropertyCard } from '../property/property.js';

export interface SavedPropertiesPort {
  /** The user's saved properties as the server holds them. */
  list(): Promise<Result<readonly PropertyCard[]>>;
  /** Adds properties by property_id (sent as one comma string). */
  add(propertyIds: readonly string[]): Promise<Result<void>>;
  /** Removes one property by property_id. */
  remove(propertyId: string): Promise<Result<void>>;
}
