/**
 * The agency's legal pages (its terms and conditions, privacy notice and cookie policy): where
 * they are, and the words every form and the footer use to link them. A form that asks the
 * visitor to agree to the terms links them in its checkbox's label, and says near its send button
 * what the details it collects are used for, with a link to the privacy notice. Both links open
 * a new tab, so what was typed into the form is never lost.
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

/** What the visitor agrees to, and so what the form's details are for. */
export type LegalPurpose = 'enquiry' | 'account' | 'marketing';

/** The terms checkbox's label: the words before the link, the linked words, and the words after. */
export interface TermsLabel {
  readonly before: string;
  readonly linkText: string;
  readonly after: string;
}

const TERMS_AFTER: Readonly<Record<LegalPurpose, string>> = {
  enquiry: ' and to being contacted about my enquiry',
  account: '',
  marketing: ' (needed to opt in)',
};

/** 'I agree to the terms & conditions…', with 'terms & conditions' the link to the terms. */
export function termsLabel(purpose: LegalPurpose): TermsLabel {
  return { before: 'I agree to the ', linkText: 'terms & conditions', after: TERMS_AFTER[purpose] };
}

/** What a screen reader adds to a link that opens a new tab (its accessible description). */
export const NEW_TAB_NOTE = '(opens in a new tab)';

/** The short privacy notice by a form's send button: a sentence, then the link to the notice. */
export interface PrivacyNotice {
  readonly text: string;
  readonly linkText: string;
}

const PURPOSE_WORDS: Readonly<Record<LegalPurpose, string>> = {
  enquiry: 'to answer your enquiry',
  account: 'to run your account and keep your saved properties and searches',
  marketing: 'to send you the news and offers you ask for',
};

/** 'Oakfield & Vale uses the details you give here only to answer your enquiry.' */
export function privacyNotice(agencyName: string, purpose: LegalPurpose): PrivacyNotice {
  const name = agencyName.trim();
  const who = name === '' ? 'We use' : `${name} uses`;
  return {
    text: `${who} the details you give here only ${PURPOSE_WORDS[purpose]}.`,
    linkText: 'How we use your personal data',
  };
}

/** The footer's links to the three pages. */
export const LEGAL_LINK_TEXTS = {
  terms: 'Terms & conditions',
  privacy: 'Privacy notice',
  cookiePolicy: 'Cookie policy',
} as const;
