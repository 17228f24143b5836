/**
 * GET /properties/{id}.ljson: one listing as a property page's `property_data` carries it (its
 * card fields and its material information), for views that show a property the page does not
 * carry (the comparison of saved properties). Not in SPEC §7: a real platform must add it (see
 * docs/decisions/0119-compare-saved-properties.md); without it the comparison shows what the
 * saved cards know. Public, like the property page itself.
 */
import type { Context } from '../context.js';
import { json } from './present.js';

export async function propertyJson(ctx: Context): Promise<void> {
  const listing = ctx.agency.listingsById.get(ctx.params['id'] ?? '');
  if (!listing) return json(ctx, 404, { error: 'not-found', message: 'No such property.' });
  json(ctx, 200, { property: listing.detail });
}
