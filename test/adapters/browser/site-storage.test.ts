/**
 * What the site keeps in the browser is what core's list says (core/storage/storage-keys.ts, with
 * its words in site-storage.ts), the list an agency's cookie policy is written from: these tests
 * read the sources and fail when code defines a storage key the list does not hold, reaches the
 * browser's storage or cookies other than through the adapters, or when the list holds a key no
 * code uses any more.
 */
import { expect } from 'chai';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CONSENT_COOKIE_NAME,
  COOKIE_CONSENT_KEY,
  SAVED_PROPERTIES_KEY,
  SAVED_PROPERTIES_MERGED_KEY,
  SAVED_PROPERTY_REMOVALS_KEY,
  SAVED_PROPERTIES_SIGNED_OUT_KEY,
  SITE_COOKIES,
  SITE_STORAGE,
  STORAGE_KEYS,
  consentCookieText,
  storageKeyName,
  storedItemsOf,
} from '../../../core/index.js';
import { SAVED_PROPERTY_CARDS_KEY } from '../../../ui/user/saved-property-cards.cache.js';
import { SEARCH_HISTORY_KEY } from '../../../ui/services/search-history.service.js';
import { RECENTLY_VIEWED_KEY } from '../../../ui/services/recently-viewed.service.js';
import { SAVED_SEARCHES_KEY } from '../../../ui/services/saved-searches.service.js';
import {
  SAVED_PROPERTY_PENDING_KEY,
  SAVED_PROPERTY_TOGGLES_WHILE_UNKNOWN_KEY,
} from '../../../ui/services/saved-properties.service.js';
import { LEAD_DRAFTS_KEY } from '../../../ui/leads/lead-drafts.js';
import { RESULTS_LAYOUT_KEY } from '../../../ui/search/results.view-model.js';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const CATALOGUE = 'core/storage/storage-keys.ts';

/** Every source file of the site (not the tests, the sandbox or the tools), with its text. */
async function sources(): Promise<{ readonly file: string; readonly text: string }[]> {
  const found: string[] = ['composition-root.ts'];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) await walk(relative);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(relative);
    }
  };
  for (const dir of ['core', 'ui', 'adapters', 'app']) await walk(dir);
  return Promise.all(
    found.map(async (file) => ({ file, text: await readFile(path.join(root, file), 'utf8') })),
  );
}

/** `file:line` of each line of the sources that matches `pattern`, outside `allowed` files. */
async function linesMatching(pattern: RegExp, allowed: readonly string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const { file, text } of await sources()) {
    if (allowed.includes(file)) continue;
    // A declaration the formatter wrapped after its `=` is read as one line.
    text
      .replace(/=\n\s*/g, '= ')
      .split('\n')
      .forEach((line, i) => {
        const code = line
          .replace(/\/\*.*?\*\//g, '')
          .replace(/\/\/.*$/, '')
          .replace(/^\s*\*.*$/, '');
        if (pattern.test(code)) hits.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  return hits;
}

describe("the site's storage keys and cookies (core's list, the cookie policy's source)", () => {
  it('names each key in the browser as agency:{name}:v{version}', () => {
    expect(storageKeyName({ name: 'search-history', version: 3 })).to.equal(
      'agency:search-history:v3',
    );
    expect(storageKeyName(SITE_STORAGE.cookieConsent.key)).to.equal('agency:cookie-consent:v1');
  });

  it('defines no storage key outside the list', async () => {
    const keyLiterals = await linesMatching(
      /\{\s*name:\s*['"`][^'"`]+['"`],\s*version:\s*\d+\s*\}/,
      [CATALOGUE],
    );
    expect(keyLiterals, 'a storage key made outside core/storage/storage-keys.ts').to.deep.equal(
      [],
    );
    const keyConstants = await linesMatching(/:\s*StorageKey\s*=(?!\s*STORAGE_KEYS\.)/, [
      CATALOGUE,
    ]);
    expect(keyConstants, 'a StorageKey constant not taken from STORAGE_KEYS').to.deep.equal([]);
  });

  it("uses every key of the list, under the list's names", async () => {
    const all = (await sources()).map(({ text }) => text).join('\n');
    for (const role of Object.keys(STORAGE_KEYS)) {
      expect(all.includes(`STORAGE_KEYS.${role}`), `STORAGE_KEYS.${role} is used`).to.equal(true);
    }
    const constants = [
      COOKIE_CONSENT_KEY,
      SAVED_PROPERTIES_KEY,
      SAVED_PROPERTY_REMOVALS_KEY,
      SAVED_PROPERTIES_MERGED_KEY,
      SAVED_PROPERTY_CARDS_KEY,
      SEARCH_HISTORY_KEY,
      RECENTLY_VIEWED_KEY,
      SAVED_SEARCHES_KEY,
      SAVED_PROPERTY_PENDING_KEY,
      RESULTS_LAYOUT_KEY,
      SAVED_PROPERTIES_SIGNED_OUT_KEY,
      SAVED_PROPERTY_TOGGLES_WHILE_UNKNOWN_KEY,
      LEAD_DRAFTS_KEY,
    ];
    expect(constants.map(storageKeyName).sort()).to.deep.equal(
      Object.values(SITE_STORAGE)
        .map((item) => storageKeyName(item.key))
        .sort(),
    );
  });

  it("reaches the browser's storage and cookies only through the adapters", async () => {
    expect(
      await linesMatching(/\b(localStorage|sessionStorage|indexedDB)\b/, [
        'composition-root.ts',
        'app/environments.ts',
        'adapters/browser/local-storage.adapter.ts',
      ]),
    ).to.deep.equal([]);
    expect(
      await linesMatching(/\.cookie\s*=/, ['adapters/browser/document-consent-cookie.adapter.ts']),
    ).to.deep.equal([]);
  });

  it('writes only the listed consent cookie, and lists it and its key only for a site with a banner', () => {
    expect(CONSENT_COOKIE_NAME).to.equal(SITE_COOKIES.consent.name);
    expect(consentCookieText('accepted', false).split('=')[0]).to.equal(SITE_COOKIES.consent.name);
    const without = storedItemsOf(false);
    expect(without.cookies).to.deep.equal([]);
    expect(without.storage.map((item) => item.key.name)).to.not.include('cookie-consent');
    expect(storedItemsOf(true).storage).to.have.length(Object.keys(SITE_STORAGE).length);
  });
});
