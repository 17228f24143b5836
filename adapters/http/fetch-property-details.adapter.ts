/**
 * PropertyDetailsPort over the platform: GET /properties/{id}.ljson → `{ "property": {…} }`, the
 * listing as a property page's `property_data` carries it (its card fields and its
 * `material_information`). The card is decoded by core's card decoder and the material
 * information field by field (core's `decodeMaterialInformation`); fields that do not decode are
 * logged and left out, so one bad field never costs the listing. A body with no readable listing
 * is a `decode` failure.
 */
import * as t from 'io-ts';
import { decodeMaterialInformation } from '../../core/index.js';
import type { Country, PropertyDetailsPort, PropertyFacts, Result } from '../../core/index.js';
import type { Logger } from '../logger.js';
import { consoleLogger } from '../logger.js';
import { decodePropertyList } from './fetch-listings.adapter.js';
import type { HttpClient } from './http-client.js';

const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === 'object' && u !== null && !Array.isArray(u);

const COUNTRIES: readonly Country[] = ['england', 'scotland', 'wales'];

/** The body's listing as facts; problems with single fields go to `report`. */
export function propertyFactsBody(
  report: (problems: string[]) => void,
): t.Decoder<unknown, PropertyFacts> {
  return new t.Type<PropertyFacts, PropertyFacts, unknown>(
    'PropertyFacts',
    (u): u is PropertyFacts => isRecord(u) && isRecord(u['card']),
    (u, context) => {
      const property = isRecord(u) ? u['property'] : undefined;
      if (!isRecord(property)) return t.failure(u, context, 'expected an object with a property');
      const problems: string[] = [];
      const [card] = decodePropertyList([property], 'property', (found) => problems.push(...found));
      const country = COUNTRIES.find((c) => c === property['country']);
      const material = decodeMaterialInformation(
        property['material_information'],
        country,
        'property.material_information',
        problems,
      );
      if (problems.length > 0) report(problems);
      if (card === undefined) return t.failure(property, context, 'property: not a listing');
      return t.success(material === undefined ? { card } : { card, material });
    },
    (facts) => facts,
  );
}

export class FetchPropertyDetailsAdapter implements PropertyDetailsPort {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger = consoleLogger,
  ) {}

  facts(propertyId: string): Promise<Result<PropertyFacts>> {
    const path = `/properties/${encodeURIComponent(propertyId.trim())}.ljson`;
    const report = (problems: string[]) =>
      this.logger.warn(
        `GET ${path}: ${problems.length} fields left out: ${problems.slice(0, 3).join('; ')}`,
      );
    return this.http.get(path, propertyFactsBody(report));
  }
}
