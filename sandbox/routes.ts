/** Every page and call the sandbox platform answers (SPEC §2, §7), in one table. */
import * as account from './api/account.js';
import * as admin from './api/admin.js';
import { listingCheck } from './api/listing-check.js';
import * as instant from './api/instant-valuation.js';
import * as leads from './api/leads.js';
import * as passwordReset from './api/password-reset.js';
import * as lookup from './api/lookup.js';
import * as recaptcha from './api/recaptcha.js';
import * as saved from './api/saved.js';
import * as search from './api/search.js';
import * as tracking from './api/tracking.js';
import type { Handler } from './context.js';
import * as pages from './pages.js';
import { branchPage, branchPropertiesPage, branchesIndexPage } from './branch-pages.js';
import { placePage, resultsPage, resultsPathMatcher } from './results-pages.js';
import { Router } from './router.js';
import { legalPathMatcher } from './seed/index.js';

const WRITE = ['POST', 'PUT', 'PATCH'];
const UPDATE = ['PUT', 'PATCH'];

/** Strip a `.ljson`/`.json` suffix from an id parameter ('/saved_properties/12.ljson'). */
function withBareId(handler: Handler): Handler {
  return (ctx) =>
    handler({
      ...ctx,
      params: { ...ctx.params, id: (ctx.params['id'] ?? '').replace(/\.l?json$/, '') },
    });
}

export function buildRouter(): Router<Handler> {
  return (
    new Router<Handler>()
      // pages (SPEC §2 page identifiers)
      .on('GET', '/', pages.homePage)
      .on('GET', '/branches', branchesIndexPage)
      .on('GET', '/branches/:slug', branchPage)
      .on('GET', '/branches/:slug/properties/*', branchPropertiesPage)
      .on('GET', '/articles', pages.articlesIndexPage)
      .on('GET', '/articles/:slug', pages.articlePage)
      .on('GET', '/mortgages', pages.mortgageGuidePage)
      .on('GET', '/about-us', pages.aboutPage)
      .on('GET', legalPathMatcher, pages.legalPage)
      .on('GET', '/properties/:id/*', pages.propertyPage)
      .on('GET', '/counties/:slug/*', placePage('counties'))
      .on('GET', '/postcodes/:slug/*', placePage('postcodes'))
      .on('GET', '/locations/:slug/*', placePage('locations'))
      .on('GET', '/countries/:slug/*', placePage('countries'))
      .on('GET', resultsPathMatcher, resultsPage)
      // search
      .on('GET', '/search', search.searchRedirect)
      .on('POST', '/search', saved.createSavedSearch)
      .on('GET', '/search.ljson', search.searchJson)
      .on('GET', '/search/map.ljson', search.searchMapJson)
      // accounts
      .on('GET', '/user.ljson', account.currentUser)
      .on(WRITE, '/user.ljson', account.userCall)
      .on('POST', '/session', account.createSession)
      .on('DELETE', '/session', account.deleteSession)
      .on('POST', '/reset_passwords', passwordReset.resetPasswordRequest)
      .on('GET', '/reset_passwords/:token', passwordReset.followResetLink)
      .on('POST', '/reset_passwords/:token', passwordReset.setPasswordFromLink)
      .on(['POST', ...UPDATE], '/marketing_preferences/:id', account.updateMarketingPreference)
      .on(
        ['POST', ...UPDATE],
        '/custom_marketing_preferences/:userId',
        account.updateCustomMarketingPreferences,
      )
      // saved items
      .on('GET', '/saved_properties.ljson', saved.listSavedProperties)
      .on('POST', '/saved_properties.ljson', saved.addSavedProperties)
      .on('DELETE', '/saved_properties/:id', withBareId(saved.removeSavedProperty))
      .on('GET', '/saved_searches.ljson', saved.listSavedSearches)
      .on(UPDATE, '/saved_searches', saved.updateSavedSearch)
      .on(UPDATE, '/saved_searches.ljson', saved.updateSavedSearch)
      .on('DELETE', '/searches/:id', withBareId(saved.deleteSavedSearch))
      // enquiries
      .on('POST', '/leads', leads.createLead)
      .on('POST', '/properties/:id/:channel/leads', leads.createPropertyLead)
      .on('POST', '/form_submissions', leads.createFormSubmission)
      // lookups
      .on('GET', '/address_lookup', lookup.addressLookup)
      .on('GET', '/postcode_branch_lookup', lookup.postcodeBranchLookup)
      .on('GET', '/instant_valuation', instant.instantValuation)
      .on('GET', '/places.ljson', lookup.placeSuggestions)
      .on('GET', '/place_lookup', lookup.placeLookup)
      // tracking and scripts
      .on('POST', '/property_views', tracking.recordPropertyView)
      .on('POST', '/exposures/create_many', tracking.recordExposures)
      .on('POST', '/ajax-events/logs', tracking.recordCookieLog)
      .on('POST', '/cookie_consent', tracking.recordConsentChoice)
      .on('GET', '/analytics_code', tracking.analyticsCode)
      .on('GET', '/__sandbox/analytics/tag.js', tracking.analyticsTag)
      .on('GET', '/legacy_asset_bundles/legacy_calendar.js', tracking.legacyCalendar)
      // sandbox controls
      .on('GET', '/__sandbox/faults', admin.listFaults)
      .on('POST', '/__sandbox/faults', admin.addFault)
      .on('DELETE', '/__sandbox/faults', admin.clearFaults)
      .on('GET', '/__sandbox/data', admin.dataListing)
      .on('GET', '/__sandbox/listings', listingCheck)
      .on('GET', '/__sandbox/blocks-check', pages.blocksCheckPage)
      // the fake challenge service (bot check): its script, its challenges, and its switch for tests
      .on('GET', '/__sandbox/recaptcha/api.js', recaptcha.fakeRecaptchaScript)
      .on('POST', '/__sandbox/recaptcha/challenge', recaptcha.runChallenge)
      .on('GET', '/__sandbox/recaptcha', recaptcha.challengeState)
      .on('POST', '/__sandbox/recaptcha', recaptcha.setChallengeOutcome)
      .on('DELETE', '/__sandbox/recaptcha', recaptcha.resetChallenges)
  );
}
