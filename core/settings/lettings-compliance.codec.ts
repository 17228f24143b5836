/**
 * The agency's lettings notices in the settings (`lettings_compliance`, docs/settings.md): its
 * fees page, redress scheme and client money protection scheme. Each part is decoded on its own,
 * so a bad one is reported with its path and left out while the others show.
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { LettingsCompliance, SchemeMembership } from '../lettings/lettings-compliance.js';
import {
  WebPageUrl,
  describe,
  firstError,
  isRecord,
  optional,
  str,
} from './settings-primitives.js';

const NonBlank = t.refinement(str, (s) => s.trim() !== '', 'non-empty text');

const SchemeCodec = t.intersection([
  t.type({ name: NonBlank }),
  optional({ membershipNumber: NonBlank, url: WebPageUrl }),
]);

function scheme(raw: t.TypeOf<typeof SchemeCodec>): SchemeMembership {
  return {
    name: raw.name.trim(),
    ...(raw.membershipNumber !== undefined
      ? { membershipNumber: raw.membershipNumber.trim() }
      : {}),
    ...(raw.url !== undefined ? { url: raw.url } : {}),
  };
}

const PARTS = {
  feesUrl: WebPageUrl,
  redressScheme: SchemeCodec,
  clientMoneyProtection: SchemeCodec,
} as const;

/** The notices, or undefined when the settings have none; total, whatever it is given. */
export function decodeLettingsCompliance(
  value: unknown,
  path: string,
  problems: string[],
): LettingsCompliance | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) {
    problems.push(`${path}: expected an object, got ${describe(value)}`);
    return undefined;
  }
  const out: { -readonly [K in keyof LettingsCompliance]: LettingsCompliance[K] } = {};
  for (const key of Object.keys(PARTS) as (keyof typeof PARTS)[]) {
    if (value[key] === undefined || value[key] === null) continue;
    const r = (PARTS[key] as t.Decoder<unknown, unknown>).decode(value[key]);
    if (isLeft(r)) {
      problems.push(`${path}.${key}: ${firstError(r.left)}`);
      continue;
    }
    if (key === 'feesUrl') out.feesUrl = r.right as string;
    else out[key] = scheme(r.right as t.TypeOf<typeof SchemeCodec>);
  }
  return out;
}
