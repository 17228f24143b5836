/**
 * The agency's legal pages (its terms and conditions, privacy notice and cookie policy): where
 * they are, and the footer's words for them. What a form says with its links to them is in
 * legal-words.ts (only forms carry it).
 *
 * The pages are named by the settings (theme_settings.termsUrl, privacyUrl, cookiePolicyUrl,
 * decoded by core's settings decoder with the link-safety rule); an agency that names none gets
 * the defaults below.
 */

export interface LegalPages {
  readonly termsUrl: string;
  readonly privacyUrl: string;
  readonly cookiePolicyUrl: string;
}

/** Where a platform usually serves the pages, when the settings name none. */
export const DEFAULT_LEGAL_PAGES: LegalPages = {
  termsUrl: '/terms',
  privacyUrl: '/privacy',
  cookiePolicyUrl: '/cookie-policy',
};

/** The footer's links to the three pages. */
export const LEGAL_LINK_TEXTS = {
  terms: 'Terms & conditions',
  privacy: 'Privacy notice',
  cookiePolicy: 'Cookie policy',
} as const;
