/**
 * The home page's 'Recently viewed' section: the properties the visitor opened last, as property
 * cards, newest first. Shown only in the browser (the server cannot know the list) and only while
 * the list has a property; the shell puts it under the page's own content, so its arrival moves
 * nothing the visitor is looking at.
 */
import { observer } from 'mobx-react-lite';
import { RelatedSection } from '../content/related-section.view.js';
import { PropertyCardGrid } from '../property/property-card.view.js';
import {
  RECENTLY_VIEWED_TITLE,
  type RecentlyViewedViewModel,
} from './recently-viewed.view-model.js';

export const RecentlyViewedSectionView = observer(function RecentlyViewedSectionView({
  vm,
}: {
  readonly vm: RecentlyViewedViewModel;
}) {
  if (vm.cards.length === 0) return null;
  return (
    <RelatedSection name="recently-viewed" title={RECENTLY_VIEWED_TITLE}>
      <PropertyCardGrid
        cards={vm.cards}
        now={vm.now}
        displaySstcStatusAsSold={vm.displaySstcStatusAsSold}
      />
    </RelatedSection>
  );
});
