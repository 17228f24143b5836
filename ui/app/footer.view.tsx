/**
 * The site footer: the agency, its offices and the secondary links; 'Cookie settings' (which opens
 * the cookie banner again) when the agency has the banner on; the agency's terms, privacy notice
 * and cookie policy (the settings' pages, core/legal/legal-pages.ts); the agency's lettings fees,
 * redress scheme and client money protection when its settings name them (core/lettings).
 */
import { LEGAL_LINK_TEXTS, complianceLinks, telHref } from '../../core/index.js';
import { ComplianceLinks } from '../lettings/lettings-costs.view.js';
import type { SiteSettings } from '../../core/index.js';

export interface SiteFooterProps {
  readonly settings: SiteSettings;
  readonly year: number;
  /** Opens the cookie banner to change the choice (the button shows when the agency has a banner). */
  readonly onCookieSettings?: (() => void) | undefined;
}

export function SiteFooter({ settings, year, onCookieSettings }: SiteFooterProps) {
  const telephone = settings.header.agencyContactTelephone;
  const phoneHref = telephone === undefined ? undefined : telHref(telephone);
  const legal = settings.legalPages;
  const lettings = complianceLinks(settings.lettingsCompliance);
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__agency">{settings.agencyName}</p>
          {telephone && <p>{phoneHref ? <a href={phoneHref}>{telephone}</a> : telephone}</p>}
          {settings.cookieConsent.enabled && onCookieSettings && (
            <button
              type="button"
              className="text-button site-footer__cookies"
              onClick={onCookieSettings}
            >
              Cookie settings
            </button>
          )}
        </div>
        {settings.header.secondaryMenuItems.length > 0 && (
          <nav aria-label="Footer">
            <ul className="site-footer__links">
              {settings.header.secondaryMenuItems.map((item) => (
                <li key={item.id}>
                  <a
                    href={item.url}
                    {...(item.target === 'B' ? { target: '_blank', rel: 'noopener' } : {})}
                  >
                    {item.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav className="site-footer__legal-nav" aria-label="Legal">
          <ul className="site-footer__links">
            <li>
              <a href={legal.termsUrl}>{LEGAL_LINK_TEXTS.terms}</a>
            </li>
            <li>
              <a href={legal.privacyUrl}>{LEGAL_LINK_TEXTS.privacy}</a>
            </li>
            <li>
              <a href={legal.cookiePolicyUrl}>{LEGAL_LINK_TEXTS.cookiePolicy}</a>
            </li>
          </ul>
        </nav>
        {lettings.length > 0 && (
          <nav className="site-footer__lettings" aria-label="Lettings fees and protection">
            <ComplianceLinks links={lettings} className="site-footer__lettings-list" />
          </nav>
        )}
        <p className="site-footer__legal">
          © {year} {settings.agencyName}
        </p>
      </div>
    </footer>
  );
}
