/** The site footer: the agency, its offices and the secondary links. */
import { telHref } from '../../core/index.js';
import type { SiteSettings } from '../../core/index.js';

export function SiteFooter({ settings, year }: { settings: SiteSettings; year: number }) {
  const telephone = settings.header.agencyContactTelephone;
  const phoneHref = telephone === undefined ? undefined : telHref(telephone);
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__agency">{settings.agencyName}</p>
          {telephone && <p>{phoneHref ? <a href={phoneHref}>{telephone}</a> : telephone}</p>}
        </div>
        {settings.header.secondaryMenuItems.length > 0 && (
          <nav aria-label="Footer">
            <ul className="site-footer__links">
              {settings.header.secondaryMenuItems.map((item) => (
                <li key={item.id}>
                  <a href={item.url} {...(item.target === 'B' ? { target: '_blank', rel: 'noopener' } : {})}>{item.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="site-footer__legal">© {year} {settings.agencyName}</p>
      </div>
    </footer>
  );
}
