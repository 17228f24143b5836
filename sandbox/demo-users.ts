/**
 * The demo visitor of each agency (email demo@example.com, password 'Password123!', Demo
 * Visitor) with two saved properties and one saved search, created once per data folder.
 */
import type { Search } from '../core/index.js';
import { hashPassword } from './passwords.js';
import type { AgencyData, AgencySlug } from './seed/types.js';
import type { Store } from './store.js';
import type { UserRecord } from './store-types.js';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'Password123!';

function demoSearch(agency: AgencyData): Search {
  const town = agency.places.find((p) => p.kind === 'town');
  return {
    channel: 'sales',
    ...(town ? { placeId: town.place_id, placeSlug: town.slug } : {}),
    minBeds: 3,
    maxPrice: agency.slug === 'oakfield' ? 450_000 : 600_000,
  };
}

/** Create the demo user of every agency that has none yet. */
export async function ensureDemoUsers(
  store: Store,
  agencies: ReadonlyMap<AgencySlug, AgencyData>,
  now: Date,
): Promise<void> {
  const missing = [...agencies.values()].filter(
    (a) => !store.data.users.some((u) => u.agency === a.slug && u.email === DEMO_EMAIL),
  );
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const at = now.toISOString();
  await store.update((d) => {
    for (const agency of missing) {
      d.counters.user += 1;
      const id = String(d.counters.user);
      const user: UserRecord = {
        id,
        agency: agency.slug,
        email: DEMO_EMAIL,
        passwordHash,
        first_name: 'Demo',
        last_name: 'Visitor',
        tel_home: '01632 960001',
        town: agency.slug === 'oakfield' ? 'Taunton' : 'Bristol',
        is_opted_in_to_marketing: false,
        marketing_preference_id: `mp-${id}`,
        createdAt: at,
        updatedAt: at,
      };
      d.users.push(user);
      const saved = agency.listings
        .filter((l) => l.detail.status === 'for sale' && l.detail.property_channel === 'sales')
        .slice(0, 2);
      for (const listing of saved)
        d.savedProperties.push({
          agency: agency.slug,
          userId: id,
          propertyId: listing.detail.property_id,
          savedAt: at,
        });
      d.counters.search += 1;
      d.savedSearches.push({
        search_id: String(d.counters.search),
        agency: agency.slug,
        userId: id,
        search: demoSearch(agency),
        alert_frequency: 'W',
        createdAt: at,
        updatedAt: at,
      });
    }
  });
}
