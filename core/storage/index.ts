// storage: what the site keeps in the browser: the storage keys, and the list a cookie policy is
// written from.
export { STORAGE_KEYS, storageKeyName } from './storage-keys.js';
export type { StorageRole } from './storage-keys.js';
export { SITE_STORAGE, SITE_COOKIES, storedItemsOf } from './site-storage.js';
export type { StoredItem, StoredItems, SiteCookie } from './site-storage.js';
