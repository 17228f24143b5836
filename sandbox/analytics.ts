/**
 * The sandbox's stand-in for an agency's analytics code (SPEC §7 GET /analytics_code), small and
 * offline, made to show that the front end runs it properly after consent:
 *
 * - the head code records 'head' in `window.agencyAnalytics.loaded`, loads an external tag
 *   (ANALYTICS_TAG_PATH, which records 'tag') and then records 'head:after-tag': the order shows
 *   that the injector waited for the external script before the next one;
 * - the body code records 'body' and pushes `{ event: 'analytics_ready' }` to `window.dataLayer`,
 *   as a tag manager's snippet would;
 * - each push appends, so code injected twice would show twice.
 *
 * Nothing here reaches the network beyond the sandbox itself.
 */

/** The "vendor's" tag the head code loads (served by the sandbox, same origin). */
export const ANALYTICS_TAG_PATH = '/__sandbox/analytics/tag.js';

/** The tag: records that it ran (after the head code, before what follows it). */
export const ANALYTICS_TAG_SOURCE = 'window.agencyAnalytics.loaded.push("tag");\n';

/** The head and body snippets of one demo agency. */
export function sandboxAnalyticsCode(agency: string): {
  readonly head: string;
  readonly body: string;
} {
  const name = JSON.stringify(agency);
  return {
    head: [
      `<meta name="agency-analytics" content=${name}>`,
      `<script>window.agencyAnalytics=window.agencyAnalytics||{agency:${name},loaded:[]};window.agencyAnalytics.loaded.push("head");window.dataLayer=window.dataLayer||[];</script>`,
      `<script src="${ANALYTICS_TAG_PATH}"></script>`,
      '<script>window.agencyAnalytics.loaded.push("head:after-tag");</script>',
    ].join('\n'),
    body: `<script>window.agencyAnalytics.loaded.push("body");window.dataLayer.push({event:"analytics_ready",agency:${name}});</script>`,
  };
}
