/**
 * The user panel's recently viewed tab ('#/user/recently-viewed'): the properties the visitor
 * opened last, newest first, each linking to its page, and 'Clear'. Clearing moves focus to the
 * tab's heading, since the button goes with the list.
 */
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { PanelPropertyCard } from './panel-property-card.view.js';
import {
  RECENTLY_VIEWED_EMPTY_TEXT,
  type RecentlyViewedViewModel,
} from './recently-viewed.view-model.js';
import { UserTab } from './user-tab.view.js';

export const RecentlyViewedTabView = observer(function RecentlyViewedTabView({
  vm,
}: {
  readonly vm: RecentlyViewedViewModel;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <UserTab
      headingId="recently-viewed-heading"
      heading={vm.heading}
      headingRef={heading}
      loading={false}
      loadingText=""
      emptyText={RECENTLY_VIEWED_EMPTY_TEXT}
      listClassName="saved-cards"
      footer={
        <button
          type="button"
          className="button button--secondary user-tab__clear"
          onClick={() => {
            vm.clear();
            heading.current?.focus();
          }}
        >
          Clear
        </button>
      }
    >
      {vm.cards.map((card) => (
        <PanelPropertyCard key={card.property_id} card={card} />
      ))}
    </UserTab>
  );
});
