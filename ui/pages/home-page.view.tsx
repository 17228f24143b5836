/**
 * The home page (`home#index`), a chunk of its own: the hero with the property search (issue 8
 * §3: every agency site leads with it), the agency's introduction, featured properties, its
 * offices and the latest articles. The search form is the results page's, in its short form.
 *
 * `HomePage` is the connected page (no props); `HomePageView` renders a HomePageViewModel.
 */
import { telHref } from '../../core/index.js';
import type { TextBlock } from '../../core/index.js';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { PropertyCardView } from '../property/property-card.view.js';
import type { SearchFormModel } from '../search/search-form.view-model.js';
import { SearchFormView } from '../search/search-form.view.js';
import { SavePropertyToggleView } from '../user/save-property-button.view.js';
import { ArticleList } from './article-list.view.js';
import type { HomePageViewModel } from './home-page.view-model.js';

const SEARCH_LABEL = 'Find a property';

function Hero({ block, search }: { readonly block: TextBlock; readonly search: SearchFormModel }) {
  return (
    <section className="hero hero--search" aria-labelledby="hero-title">
      {block.backgroundImageUrl && <img className="hero__image" src={block.backgroundImageUrl} alt="" fetchPriority="high" width={1920} height={900} />}
      <div className="hero__content">
        <h1 id="hero-title" className="hero__title">{block.title}</h1>
        {block.description && <p className="hero__text">{block.description}</p>}
        <div className="hero__search">
          <SearchFormView vm={search} compact label={SEARCH_LABEL} />
        </div>
        {block.buttons.length > 0 && (
          <div className="hero__buttons">
            {block.buttons.map((b) => (
              <a key={b.url + b.text} href={b.url} className={b.displayAsLink ? 'text-link text-link--inverse' : 'button button--primary'}>
                {b.text}
              </a>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

export function HomePageView({ vm }: { readonly vm: HomePageViewModel }) {
  const { hero, intro, featured, articles } = vm.content;
  return (
    <>
      {hero ? (
        <Hero block={hero} search={vm.search} />
      ) : (
        <section className="container section" aria-labelledby="home-title">
          <h1 id="home-title" className="page-title">{vm.title}</h1>
          <SearchFormView vm={vm.search} compact label={SEARCH_LABEL} />
        </section>
      )}
      {intro && (
        <section className="container section intro" aria-labelledby="intro-title">
          <h2 id="intro-title">{intro.title}</h2>
          <p>{intro.description}</p>
          {intro.buttons.map((b) => (
            <a key={b.url} href={b.url} className="button button--secondary">{b.text}</a>
          ))}
        </section>
      )}
      {featured.length > 0 && (
        <section className="container section" aria-labelledby="featured-title">
          <h2 id="featured-title">Featured properties</h2>
          <div className="card-grid">
            {featured.map((card) => (
              <PropertyCardView
                key={card.property_id}
                card={card}
                now={vm.now}
                displaySstcStatusAsSold={vm.displaySstcStatusAsSold}
                save={<SavePropertyToggleView vm={vm.saves} propertyId={card.property_id} address={card.display_address} card={card} />}
              />
            ))}
          </div>
        </section>
      )}
      {vm.offices.length > 0 && (
        <section className="container section" aria-labelledby="offices-title">
          <h2 id="offices-title">Our offices</h2>
          <ul className="office-list">
            {vm.offices.map((b) => {
              const phone = b.branchContactNumber === undefined ? undefined : telHref(b.branchContactNumber);
              return (
                <li key={b.id} className="office">
                  <h3 className="office__name">{b.branchUrl ? <a href={b.branchUrl}>{b.branchName}</a> : b.branchName}</h3>
                  {b.address && <p>{b.address}</p>}
                  {b.branchContactNumber && <p>{phone ? <a href={phone}>{b.branchContactNumber}</a> : b.branchContactNumber}</p>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {articles.length > 0 && (
        <section className="container section" aria-labelledby="articles-title">
          <h2 id="articles-title">Latest news and advice</h2>
          <ArticleList articles={articles} />
        </section>
      )}
    </>
  );
}

/** The connected home page: its view-model comes from the container (app/pages/home.page.ts). */
export function HomePage() {
  return <HomePageView vm={useViewModel(TOKENS.homePageViewModel)} />;
}

export default HomePage;
