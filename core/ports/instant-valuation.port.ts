/**
 * The instant valuation estimate (SPEC §2 '#/valuation'): the platform works it out from its sold
 * data by core's rule (core/valuation/instant-estimate.ts). The call is the sandbox's design,
 * `GET /instant_valuation?postcode=&property_type=&bedrooms=` (SPEC §7 does not list one).
 */
import type { Result } from '../failures/failures.js';
import type {
  InstantEstimate,
  InstantEstimatePropertyType,
} from '../valuation/instant-estimate.js';

export interface InstantEstimateRequest {
  readonly postcode: string;
  readonly propertyType: InstantEstimatePropertyType;
  /** 0 (a studio) to 6 (six or more). */
  readonly bedrooms: number;
}

export interface InstantValuationPort {
  /** The estimated range; undefined when the agency has too few sales to give one. */
  estimate(request: InstantEstimateRequest): Promise<Result<InstantEstimate | undefined>>;
}
