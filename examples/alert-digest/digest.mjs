#!/usr/bin/env node
/**
 * A saved-search alert digest: given an agency's saved searches and its new listings, the text of
 * the alert email each visitor gets. A second channel on @agency-site/core: every rule it uses
 * (which listings a search asks for, the price text, the status tags, the description of a search,
 * the address of its results) is core's, so the email says what the website says.
 *
 *   node digest.mjs input.json     prints the email of every search due at the input's frequency
 *
 * Plain JavaScript with JSDoc types, run by plain Node: no build, no TypeScript loader.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { countOf, listingPrice } from '@agency-site/core/format';
import { statusTags } from '@agency-site/core/property';
import { bedroomLabel, buildSearchPath } from '@agency-site/core/search';
import { absoluteUrl } from '@agency-site/core/seo';
import {
  alertFrequencyLabel,
  describeSavedSearch,
  listingMatchesSavedSearch,
  searchFromSavedSearch,
  userAreaPath,
} from '@agency-site/core/user';

/**
 * @typedef {import('@agency-site/core/user').SavedSearch} SavedSearch
 * @typedef {import('@agency-site/core/user').AlertListing} AlertListing
 * @typedef {import('@agency-site/core/user').AlertFrequency} AlertFrequency
 * @typedef {import('@agency-site/core/property').PropertyCard} PropertyCard
 * @typedef {import('@agency-site/core/property').StatusTagTheme} StatusTagTheme
 *
 * @typedef {object} DigestInput
 * @property {string} agency            the agency's name
 * @property {string} origin            the agency site's address, for absolute links
 * @property {AlertFrequency} frequency the alerts this run sends ('I', 'W' or 'M')
 * @property {string} now               ISO date-time of the run (the New Listing window counts from it)
 * @property {StatusTagTheme} theme     the agency's theme flags the tags depend on
 * @property {{ email: string, savedSearches: SavedSearch[] }[]} visitors
 * @property {(PropertyCard & AlertListing)[]} listings the listings new since the last run
 *
 * @typedef {object} Email
 * @property {string} to
 * @property {string} subject
 * @property {string} text
 */

/**
 * One line of a listing: its address, price, bedrooms and tags, then its page.
 * @param {PropertyCard} listing
 * @param {DigestInput} input
 */
function listingLines(listing, input) {
  const facts = [listingPrice(listing).text];
  if (listing.bedrooms !== undefined) facts.push(bedroomLabel(listing.bedrooms));
  const tags = statusTags(listing, input.theme, new Date(input.now));
  const tagText = tags.length === 0 ? '' : ` [${tags.join('] [')}]`;
  const page = absoluteUrl(listing.property_url, input.origin) ?? input.origin;
  return [`  - ${listing.display_address}: ${facts.join(', ')}${tagText}`, `    ${page}`];
}

/**
 * The email for one visitor, or undefined when none of their searches due now has a new match.
 * @param {DigestInput['visitors'][number]} visitor
 * @param {DigestInput} input
 * @returns {Email | undefined}
 */
export function visitorEmail(visitor, input) {
  const sections = [];
  let homes = 0;
  for (const saved of visitor.savedSearches) {
    if (saved.alert_frequency !== input.frequency) continue;
    const matches = input.listings.filter((listing) => listingMatchesSavedSearch(listing, saved));
    if (matches.length === 0) continue;
    homes += matches.length;
    const results = absoluteUrl(buildSearchPath(searchFromSavedSearch(saved)), input.origin);
    sections.push(
      [
        describeSavedSearch(saved),
        ...matches.flatMap((listing) => listingLines(listing, input)),
        `  See every match: ${results}`,
      ].join('\n'),
    );
  }
  if (sections.length === 0) return undefined;
  const searches = countOf(sections.length, 'saved search', 'saved searches');
  const manage = absoluteUrl(`/#${userAreaPath('saved-searches')}`, input.origin);
  const text = [
    'Hello,',
    `New homes match ${searches} of yours at ${input.agency}.`,
    ...sections,
    `You get these emails ${alertFrequencyLabel(input.frequency).toLowerCase()}. Change or stop them: ${manage}`,
  ].join('\n\n');
  return {
    to: visitor.email,
    subject: `${countOf(homes, 'new home', 'new homes')} for you at ${input.agency}`,
    text,
  };
}

/**
 * Every email of a run.
 * @param {DigestInput} input
 * @returns {Email[]}
 */
export function alertDigest(input) {
  return input.visitors.flatMap((visitor) => visitorEmail(visitor, input) ?? []);
}

/** @param {Email} email */
const printed = (email) => `To: ${email.to}\nSubject: ${email.subject}\n\n${email.text}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file] = process.argv.slice(2);
  if (file === undefined) {
    console.error('usage: node digest.mjs input.json');
    process.exitCode = 2;
  } else {
    const emails = alertDigest(JSON.parse(readFileSync(file, 'utf8')));
    console.log(emails.map(printed).join('\n' + '-'.repeat(72) + '\n\n'));
  }
}
