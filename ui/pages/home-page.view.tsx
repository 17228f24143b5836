/**
 * The home page (`home#index`), a chunk of its own: the agency's content blocks, in order (a hero
 * with the property search, lists, sliders, maps… as its data says). Without blocks, the page's
 * title and the search.
 *
 * `HomePage` is the connected page (no props); `HomePageView` renders a HomePageViewModel.
 */
import { ContentBlocksView } from '../content-blocks/content-blocks.view.js';
import { useViewModel } from '../di.js';
import { SearchFormView } from '../search/search-form.view.js';
import { TOKENS } from '../tokens.js';
import type { HomePageViewModel } from './home-page.view-model.js';

export function HomePageView({ vm }: { readonly vm: HomePageViewModel }) {
  if (vm.blocks.blocks.length === 0) {
    return (
      <section className="container section" aria-labelledby="home-title">
        <h1 id="home-title" className="page-title">
          {vm.title}
        </h1>
        <SearchFormView vm={vm.search} compact label="Find a property" />
      </section>
    );
  }
  return <ContentBlocksView vm={vm.blocks} />;
}

/** The connected home page: its view-model comes from the container (app/pages/home.page.ts). */
export function HomePage() {
  return <HomePageView vm={useViewModel(TOKENS.homePageViewModel)} />;
}

export default HomePage;
