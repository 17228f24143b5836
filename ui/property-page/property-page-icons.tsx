/**
 * The property page's line icons (one stroke-drawn path each), shared by its navigation, gallery,
 * media links and contact controls; apart so each of those views draws the same icon set.
 */
import { LineIcon } from '../content/line-icon.view.js';

export function Icon({ path }: { readonly path: string }) {
  return <LineIcon className="property-page__icon" size={20} path={path} strokeWidth={1.6} />;
}

export const ICONS = {
  photos: 'M4 7h3l2-2h6l2 2h3v12H4zM12 16a3.5 3.5 0 100-7 3.5 3.5 0 000 7z',
  floorplan: 'M4 4h16v16H4zM4 12h7M11 4v5M15 12v8M15 16h5',
  epc: 'M4 6h9M4 10h12M4 14h15M4 18h7',
  brochure: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5',
  video: 'M4 6h11v12H4zM15 10l5-3v10l-5-3',
  tour: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5',
  calculator: 'M6 3h12v18H6zM9 7h6M9 11h1M12 11h1M15 11h0M9 15h1M12 15h1M15 15v3',
  phone: 'M5 4h4l2 5-3 2a12 12 0 005 5l2-3 5 2v4a2 2 0 01-2 2A17 17 0 013 6a2 2 0 012-2z',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  back: 'M15 18l-6-6 6-6',
  forward: 'M9 6l6 6-6 6',
} as const;
