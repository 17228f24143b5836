/** The user area's collaborators wired to in-memory fakes, plus a container for connected views. */
import { Container } from 'inversify';
import { left, right } from 'fp-ts/Either';
import sinon from 'sinon';
import { httpFailure } from '../../../core/failures.js';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import type { PropertyCard } from '../../../core/property/property.js';
import { LOCAL_USER } from '../../../core/user/identity.js';
import type { User } from '../../../core/user/user.js';
import { SavedPropertiesService } from '../../../ui/services/saved-properties.service.js';
import { SavedSearchesService } from '../../../ui/services/saved-searches.service.js';
import { SessionService } from '../../../ui/services/session.service.js';
import { TOKENS } from '../../../ui/tokens.js';
import { bindUserOverlays } from '../../../app/overlays/user.bindings.js';
import { bindSaveProperty } from '../../../app/pages/save-property.bindings.js';
import {
  FakeAccount,
  FakeSavedPropertiesServer,
  FakeSavedSearchesServer,
  MemoryStorage,
  RecordingNotifier,
  aPropertyCard,
} from '../services/fakes.js';

export function aUserArea(current: User | 'unreachable' = LOCAL_USER) {
  const storage = new MemoryStorage();
  const account = new FakeAccount(current === 'unreachable' ? left(httpFailure(503)) : right(current));
  const propertiesServer = new FakeSavedPropertiesServer();
  const searchesServer = new FakeSavedSearchesServer();
  const notifier = new RecordingNotifier();
  const savedProperties = new SavedPropertiesService(storage, propertiesServer, notifier);
  const savedSearches = new SavedSearchesService(storage, searchesServer, notifier);
  const session = new SessionService(account, notifier, { warn: sinon.spy() });
  savedProperties.followSession(session.events$);
  savedSearches.followSession(session.events$);
  return { storage, account, propertiesServer, searchesServer, notifier, savedProperties, savedSearches, session };
}

export type UserArea = ReturnType<typeof aUserArea>;

/** A card with a price, rooms and a photo, as a results page would list it. */
export function aFullCard(propertyId: string, overrides: Partial<PropertyCard> = {}): PropertyCard {
  return {
    ...aPropertyCard(propertyId),
    price: '£350,000',
    bedrooms: 3,
    bathrooms: 2,
    receptionRooms: 1,
    photos: [{ url: `https://images.test/${propertyId}.jpg` }],
    ...overrides,
  };
}

/**
 * A container holding what the user area's connected views inject, with the user area's own
 * bindings (the save toggle's, the user panel's chunk) as the page and overlay chunks add them.
 */
export function aContainer(area: UserArea, pageData: Record<string, unknown> = {}): Container {
  const container = new Container();
  container.bind(TOKENS.storage).toConstantValue(area.storage);
  container.bind(TOKENS.savedPropertiesService).toConstantValue(area.savedProperties);
  container.bind(TOKENS.savedSearchesService).toConstantValue(area.savedSearches);
  container.bind(TOKENS.savedProperties).toConstantValue(area.propertiesServer);
  container.bind(TOKENS.session).toConstantValue(area.session);
  const { settings } = decodeSiteSettings({ page: { identifier: 'home#index', path: '/', title: 'Home', data: pageData } });
  container.bind(TOKENS.settings).toConstantValue(settings);
  bindSaveProperty(container);
  bindUserOverlays(container);
  return container;
}
