/**
 * The page-not-found page (the platform's `not-found` identifier, sent with a 404), a chunk of its
 * own: it says so plainly, then helps the visitor on: a property search and links to sales,
 * lettings, the branches and the agency's contact details (issue 8 §3).
 */
import { telHref } from '../../core/index.js';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { QuickSearch } from '../search/quick-search.view.js';

export function NotFoundPage() {
  const settings = useInjection(TOKENS.settings);
  const telephone = settings.header.agencyContactTelephone ?? settings.branches[0]?.branchContactNumber;
  const phone = telephone === undefined ? undefined : telHref(telephone);
  const links = [
    { href: '/property-for-sale', label: 'Property for sale' },
    { href: '/property-to-rent', label: 'Property to rent' },
    { href: settings.theme.branchesIndexPath, label: 'Our branches' },
    { href: '#/contact-office', label: 'Contact us' },
    { href: '/', label: 'Home page' },
  ];
  return (
    <div className="container section not-found">
      <h1 className="page-title">{settings.page.title || 'Page not found'}</h1>
      <p className="not-found__lead">
        Sorry, we couldn’t find that page. It may have moved, or the property may no longer be on the market.
        {telephone !== undefined && (
          <>
            {' '}Call us on {phone ? <a href={phone}>{telephone}</a> : telephone} and we will gladly help.
          </>
        )}
      </p>
      <QuickSearch label="Search for a property" />
      <nav className="not-found__links" aria-label="Where to go next">
        <h2 className="not-found__heading">Or go to</h2>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export default NotFoundPage;
