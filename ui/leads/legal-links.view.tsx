/**
 * The agency's terms and privacy notice as a form shows them (core/legal/legal-pages.ts): the
 * terms checkbox's label with 'terms & conditions' linked, and the short privacy notice by the
 * send button, with its link. Both links open a new tab, so the form and what was typed stay; a
 * screen reader hears '(opens in a new tab)' as each link's description, and a small icon shows
 * it. The description is not part of the label, so the checkbox's name stays 'I agree to the
 * terms & conditions…'.
 *
 * The pages and the agency's name come from the settings in the container; a form shown on its
 * own (a view test) links the default pages.
 */
import { DEFAULT_LEGAL_PAGES, NEW_TAB_NOTE, privacyNotice, termsLabel } from '../../core/index.js';
import type { LegalPages, LegalPurpose } from '../../core/index.js';
import { useOptionalInjection } from '../di.js';
import { ExternalIcon } from '../header/header-icons.js';
import { TOKENS } from '../tokens.js';

export interface LegalLinks {
  readonly pages: LegalPages;
  readonly agencyName: string;
}

/** The page's legal pages and agency name, from the settings (defaults without them). */
export function useLegalLinks(): LegalLinks {
  const settings = useOptionalInjection(TOKENS.settings);
  return {
    pages: settings?.legalPages ?? DEFAULT_LEGAL_PAGES,
    agencyName: settings?.agencyName ?? '',
  };
}

/** A link to a legal page, in a new tab; `noteId` names the hidden '(opens in a new tab)'. */
interface NewTabLinkProps {
  readonly href: string;
  readonly noteId: string;
  readonly children: string;
}

function NewTabLink({ href, noteId, children }: NewTabLinkProps) {
  return (
    <a className="legal-link" href={href} target="_blank" rel="noopener" aria-describedby={noteId}>
      {children}
      <ExternalIcon size={14} />
    </a>
  );
}

/** The text a form's links are described by (hidden: read as their description only). */
export function NewTabNote({ id }: { readonly id: string }) {
  return (
    <span id={id} hidden>
      {NEW_TAB_NOTE}
    </span>
  );
}

export interface LegalTextProps {
  readonly purpose: LegalPurpose;
  readonly links: LegalLinks;
  readonly noteId: string;
}

/** 'I agree to the terms & conditions and to being contacted about my enquiry', the terms linked. */
export function TermsLabelText({ purpose, links, noteId }: LegalTextProps) {
  const label = termsLabel(purpose);
  return (
    <>
      {label.before}
      <NewTabLink href={links.pages.termsUrl} noteId={noteId}>
        {label.linkText}
      </NewTabLink>
      {label.after}
    </>
  );
}

/** 'Oakfield & Vale uses the details you give here only to answer your enquiry. How we use…' */
export function PrivacyNoticeText({ purpose, links, noteId }: LegalTextProps) {
  const notice = privacyNotice(links.agencyName, purpose);
  return (
    <p className="privacy-notice">
      {notice.text}{' '}
      <NewTabLink href={links.pages.privacyUrl} noteId={noteId}>
        {notice.linkText}
      </NewTabLink>
    </p>
  );
}
