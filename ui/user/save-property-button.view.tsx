/**
 * The save toggle on property cards and the property page (SPEC §3 Property card, §4 saved
 * properties). A real toggle button: aria-pressed says whether the property is saved,
 * the accessible name says what a press will do ('Save {address}' / 'Remove {address} from saved
 * properties'), the heart is filled when saved. The toasts come from SavedPropertiesService.
 */
import { observer } from 'mobx-react-lite';
import type { PropertyCard } from '../../core/index.js';
import { useHydrated } from '../app/use-hydrated.js';
import { IconFrame } from '../content/line-icon.view.js';
import type { SavePropertyViewModel } from './save-property.view-model.js';

export interface SavePropertyButtonViewProps {
  readonly address: string;
  readonly saved: boolean;
  readonly onToggle: () => void;
  /** 'icon' (default) is a round heart button for cards; 'labelled' shows the text beside it. */
  readonly variant?: 'icon' | 'labelled';
  readonly className?: string;
}

/** The accessible name for the button's next action (SPEC §3 Property card). */
export function savePropertyLabel(address: string, saved: boolean): string {
  return saved ? `Remove ${address} from saved properties` : `Save ${address}`;
}

/** A heart outline, filled when saved (the colour comes from CSS via currentColor). */
export function HeartIcon({ filled }: { readonly filled: boolean }) {
  return (
    <IconFrame className="save-property__icon" size={22}>
      <path
        d="M12 20.7l-1.2-1.1C6.2 15.4 3 12.6 3 9.1 3 6.3 5.2 4 8 4c1.6 0 3.1.8 4 2 .9-1.2 2.4-2 4-2 2.8 0 5 2.3 5 5.1 0 3.5-3.2 6.3-7.8 10.5L12 20.7z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </IconFrame>
  );
}

/** The presentational toggle (no DI): state and the handler come in as props. */
export function SavePropertyButtonView({
  address,
  saved,
  onToggle,
  variant = 'icon',
  className,
}: SavePropertyButtonViewProps) {
  const classes = [
    'save-property',
    `save-property--${variant}`,
    saved ? 'save-property--saved' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={saved}
      aria-label={savePropertyLabel(address, saved)}
      title={
        variant === 'icon' ? (saved ? 'Remove from saved properties' : 'Save property') : undefined
      }
      onClick={onToggle}
    >
      <HeartIcon filled={saved} />
      {variant === 'labelled' && (
        <span className="save-property__text" aria-hidden="true">
          {saved ? 'Saved' : 'Save'}
        </span>
      )}
    </button>
  );
}

export interface SavePropertyToggleViewProps {
  readonly vm: SavePropertyViewModel;
  readonly propertyId: string;
  readonly address: string;
  /** The card being saved: a snapshot is kept in this browser so the user panel can show it later. */
  readonly card?: PropertyCard;
  readonly variant?: 'icon' | 'labelled';
  readonly className?: string;
}

/** The toggle of one property, driven by the page's save view-model (the page's view-model passes it). */
export const SavePropertyToggleView = observer(function SavePropertyToggleView({
  vm,
  propertyId,
  address,
  card,
  variant,
  className,
}: SavePropertyToggleViewProps) {
  // The server knows nothing of this browser's saved list: hydration meets its unsaved markup.
  const hydrated = useHydrated();
  return (
    <SavePropertyButtonView
      address={address}
      saved={hydrated && vm.isSaved(propertyId)}
      onToggle={() => void vm.toggle(propertyId, card)}
      variant={variant}
      className={className}
    />
  );
});
