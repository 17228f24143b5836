// legal: the terms, privacy notice and cookie policy every form and the footer link, and the words
// of those links.
export { DEFAULT_LEGAL_PAGES, LEGAL_LINK_TEXTS } from './legal-pages.js';
export type { LegalPages } from './legal-pages.js';
export { NEW_TAB_NOTE, termsLabel, privacyNotice } from './legal-words.js';
export type { LegalPurpose, TermsLabel, PrivacyNotice } from './legal-words.js';
