/**
 * The home page (`home#index`), a chunk of its own: the hero with the property search (issue 8
 * §3: every agency site leads with it), the agency's introduction, featured properties, its
 * offices and the latest articles. The search form is the results page's, in its short form.
 */
import { useState } from 'react';
import { telHref, decodeHomePageData } from '../../core/index.js';
import type { TextBlock } from '../../core/index.js';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { PropertyCardView } from '../property/property-card.view.js';
import { QuickSearch } from '../search/quick-search.view.js';
import { SavePropertyButton } from '../user/save-property-button.view.js';
import { ArticleList } from './article-list.view.js';
import { useDecoded } from './use-decoded.js';

const logProblems = (problems: readonly string[]) => console.warn(`Page data has ${problems.length} problem(s):\n${problems.join('\n')}`);

function Hero({ block }: { readonly block: TextBlock }) {
  return (
    <section className="hero hero--search" aria-labelledby="hero-title">
      {block.backgroundImageUrl && <img className="hero__image" src={block.backgroundImageUrl} alt="" fetchPriority="high" width={1920} height={900} />}
      <div className="hero__content">
        <h1 id="hero-title" className="hero__title">{block.title}</h1>
        {block.description && <p className="hero__text">{block.description}</p>}
        <div className="hero__search">
          <QuickSearch label="Find a property" />
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

export function HomePage() {
  const settings = useInjection(TOKENS.settings);
  const clock = useInjection(TOKENS.clock);
  // The time the page was built (the server's render time during hydration): 'New Listing' tags.
  const [now] = useState(() => clock.now());
  const data = useDecoded((p) => decodeHomePageData(settings.page.data, p), logProblems);
  return (
    <>
      {data.hero ? (
        <Hero block={data.hero} />
      ) : (
        <section className="container section" aria-labelledby="home-title">
          <h1 id="home-title" className="page-title">{settings.page.title || settings.agencyName}</h1>
          <QuickSearch label="Find a property" />
        </section>
      )}
      {data.intro && (
        <section className="container section intro" aria-labelledby="intro-title">
          <h2 id="intro-title">{data.intro.title}</h2>
          <p>{data.intro.description}</p>
          {data.intro.buttons.map((b) => (
            <a key={b.url} href={b.url} className="button button--secondary">{b.text}</a>
          ))}
        </section>
      )}
      {data.featured.length > 0 && (
        <section className="container section" aria-labelledby="featured-title">
          <h2 id="featured-title">Featured properties</h2>
          <div className="card-grid">
            {data.featured.map((card) => (
              <PropertyCardView
                key={card.property_id}
                card={card}
                now={now}
                displaySstcStatusAsSold={settings.theme.displaySstcStatusAsSold}
                save={<SavePropertyButton propertyId={card.property_id} address={card.display_address} card={card} />}
              />
            ))}
          </div>
        </section>
      )}
      {settings.branches.length > 0 && (
        <section className="container section" aria-labelledby="offices-title">
          <h2 id="offices-title">Our offices</h2>
          <ul className="office-list">
            {settings.branches.map((b) => {
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
      {data.articles.length > 0 && (
        <section className="container section" aria-labelledby="articles-title">
          <h2 id="articles-title">Latest news and advice</h2>
          <ArticleList articles={data.articles} />
        </section>
      )}
    </>
  );
}

export default HomePage;
