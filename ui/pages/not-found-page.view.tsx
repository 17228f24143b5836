/**
 * The page-not-found page (the platform's `not-found` identifier, sent with a 404), a chunk of its
 * own: it says so plainly, then helps the visitor on: a property search and links to sales,
 * lettings, the branches and the agency's contact details.
 *
 * `NotFoundPage` is the connected page (no props); `NotFoundPageView` renders its view-model.
 */
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { SearchFormView } from '../search/search-form.view.js';
import type { NotFoundPageViewModel } from './not-found-page.view-model.js';

export function NotFoundPageView({ vm }: { readonly vm: NotFoundPageViewModel }) {
  const { telephone, telephoneHref } = vm;
  return (
    <div className="container section not-found">
      <h1 className="page-title">{vm.title}</h1>
      <p className="not-found__lead">
        Sorry, we couldn’t find that page. It may have moved, or the property may no longer be on
        the market.
        {telephone !== undefined && (
          <>
            {' '}
            Call us on {telephoneHref ? <a href={telephoneHref}>{telephone}</a> : telephone} and we
            will gladly help.
          </>
        )}
      </p>
      <SearchFormView vm={vm.search} compact label="Search for a property" />
      <nav className="not-found__links" aria-label="Where to go next">
        <h2 className="not-found__heading">Or go to</h2>
        <ul>
          {vm.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The connected page: its view-model comes from the container (app/pages/not-found.page.ts). */
export function NotFoundPage() {
  return <NotFoundPageView vm={useViewModel(TOKENS.notFoundPageViewModel)} />;
}

export default NotFoundPage;
