/**
 * What a form says with its links to the agency's legal pages (legal-pages.ts). A form that asks
 * the visitor to agree to the terms links them in its checkbox's label, and says near its send
 * button what the details it collects are used for, with a link to the privacy notice. Both
 * links open a new tab, so what was typed into the form is never lost.
 */

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
