/**
 * PropertyDetailsPort over the platform's own pages: the property page at the card's address,
 * whose settings object (SPEC §3, `<script id="agency-settings">`) carries the listing as
 * `property_data` with its card fields and its `material_information` (read from the HTML as
 * text, `readSettingsFromHtml`). The platform serves that page for every listing, so no call
 * beyond SPEC's is needed. The card is decoded by core's card
 * decoder and the material information field by field (core's `decodeMaterialInformation`);
 * fields that do not decode are logged and left out, so one bad field never costs the listing. A
 * page with no readable listing is a `decode` failure.
 */
import * as t from 'io-ts';
import { isLeft, left, right } from 'fp-ts/Either';
import { decodeFailure, decodeMaterialInformation } from '../../core/index.js';
import type { Country, PropertyDetailsPort, PropertyFacts, Result } from '../../core/index.js';
import type { Logger } from '../logger.js';
import { consoleLogger } from '../logger.js';
import { decodePropertyList } from './fetch-listings.adapter.js';
import type { HttpClient } from './http-client.js';
import { readSettingsFromHtml } from '../settings/dom-settings.adapter.js';

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

  async facts(propertyUrl: string): Promise<Result<PropertyFacts>> {
    const path = propertyUrl.trim();
    const page = await this.http.getPage(path);
    if (isLeft(page)) return page;
    const { raw, problem } = readSettingsFromHtml(page.right);
    const property = isRecord(raw) ? raw['property_data'] : undefined;
    if (!isRecord(property))
      return left(decodeFailure(`GET ${path}: ${problem ?? 'settings: no property_data'}`));
    const report = (problems: string[]) =>
      this.logger.warn(
        `GET ${path}: ${problems.length} fields left out: ${problems.slice(0, 3).join('; ')}`,
      );
    const decoded = propertyFactsBody(report).decode({ property });
    return isLeft(decoded)
      ? left(decodeFailure(`GET ${path}: property_data is not a listing`))
      : right(decoded.right);
  }
}
