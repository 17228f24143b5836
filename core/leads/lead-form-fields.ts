/**
 * A lead as the fields of a native form post (SPEC §7 "POST /properties/{property_id}/{channel}/leads
 * (native form post)": lead[lead_type], lead_client[*], marketing_preferences[opt_in_terms]...).
 */
import type { LeadPayload } from './lead.js';

type FieldValue = string | number | boolean | undefined;

/** true → '1', false → '0', numbers as written; absent fields are left out. */
function fieldText(value: FieldValue): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/**
 * Flattens a payload into Rails-style bracket names: { lead_client: { first_name: 'Ann' } } →
 * { 'lead_client[first_name]': 'Ann' }. The adapter adds authenticity_token and the bot-check token.
 */
export function leadFormFields(payload: LeadPayload): Record<string, string> {
  const fields: Record<string, string> = {};
  const sections: readonly (readonly [string, Readonly<Record<string, FieldValue>> | undefined])[] = [
    ['lead_client', payload.lead_client],
    ['lead', payload.lead],
    ['marketing_preferences', payload.marketing_preferences],
    ['lead_booking', payload.lead_booking],
  ];
  for (const [section, values] of sections) {
    if (values === undefined) continue;
    for (const [name, value] of Object.entries(values)) {
      const text = fieldText(value);
      if (text !== undefined) fields[`${section}[${name}]`] = text;
    }
  }
  return fields;
}
