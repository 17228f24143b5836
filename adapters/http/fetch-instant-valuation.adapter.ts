/**
 * InstantValuationPort over the platform: GET /instant_valuation?postcode=&property_type=&bedrooms=
 * (the sandbox's design; SPEC §7 has no such call) →
 * `{ estimate: { low, high, comparables, basis, area } }`, or `{ estimate: null }` when the agency has
 * too few sales for one. Amounts are whole pounds (`t.Int`, positive, low ≤ high); anything else
 * is a decode failure, never a made-up figure.
 */
import * as t from 'io-ts';
import { isLeft, right } from 'fp-ts/Either';
import type {
  Result,
  InstantEstimate,
  InstantEstimateRequest,
  InstantValuationPort,
} from '../../core/index.js';
import type { HttpClient } from './http-client.js';

interface PositiveIntBrand {
  readonly PositiveInt: unique symbol;
}
const PositiveInt = t.brand(
  t.Int,
  (n): n is t.Branded<t.Int, PositiveIntBrand> => n > 0,
  'PositiveInt',
);

const EstimateCodec = t.refinement(
  t.type({
    low: PositiveInt,
    high: PositiveInt,
    comparables: PositiveInt,
    basis: t.keyof({ district: null, area: null, agency: null }),
    area: t.string,
  }),
  (e) => e.low <= e.high,
  'InstantEstimate',
);

export const InstantEstimateBody = t.type({ estimate: t.union([EstimateCodec, t.null]) });

export class FetchInstantValuationAdapter implements InstantValuationPort {
  constructor(private readonly http: HttpClient) {}

  async estimate(request: InstantEstimateRequest): Promise<Result<InstantEstimate | undefined>> {
    const result = await this.http.get('/instant_valuation', InstantEstimateBody, {
      query: {
        postcode: request.postcode.trim().toUpperCase(),
        property_type: request.propertyType,
        bedrooms: request.bedrooms,
      },
    });
    if (isLeft(result)) return result;
    const { estimate } = result.right;
    return right(
      estimate === null
        ? undefined
        : {
            low: estimate.low,
            high: estimate.high,
            comparables: estimate.comparables,
            basis: estimate.basis,
            area: estimate.area,
          },
    );
  }
}
