/**
 * A lead as the fields of a native form post (SPEC §7 "POST /properties/{property_id}/{channel}/leads
 * (native form post)": lead[lead_type], lead_client[*], marketing_preferences[opt_in_terms]...).
 */
import type { LeadPayload } from './lead.js';

/** true → '1', false → '0', strings and numbers as written; absent fields are left out. */
function fieldText(value: unknown): string | undefined {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return undefined;
}

/**
 * Flattens a payload into Rails-style bracket names: { lead_client: { first_name: 'Ann' } } →
 * { 'lead_client[first_name]': 'Ann' }. The adapter adds authenticity_token and the bot-check token.
 */
export function leadFormFields(payload: LeadPayload): Record<string, string> {
  const fields: Record<string, string> = {};
  const sections: readonly (readonly [string, object | undefined])[] = [
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
