/**
 * A listing's details beyond its card, for a view that shows properties the page does not carry
 * (the comparison of saved properties): the freshest card and its material information.
 */
import type { Result } from '../failures/failures.js';
import type { MaterialInformation } from '../property/material-information.js';
import type { PropertyCard } from '../property/property.js';

export interface PropertyFacts {
  readonly card: PropertyCard;
  /** Undefined when the agency states none. */
  readonly material?: MaterialInformation;
}

export interface PropertyDetailsPort {
  /**
   * The listing shown at a property page's address (a card's `property_url`), as the platform
   * holds it now.
   */
  facts(propertyUrl: string): Promise<Result<PropertyFacts>>;
}
