/**
 * The icons content blocks name (expandable lists' `icon`, the location card's icons): simple
 * line drawings at SPEC §9's default stroke width scaled for 24 px, decorative (the text beside
 * each says what it is). An unknown name shows a plain dot.
 */
import { IconFrame, RoundStroke } from '../content/line-icon.view.js';

const PATHS: Readonly<Record<string, string>> = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  key: 'M14 10a4 4 0 1 0-3.9 4H11l2 2h2v2h2v2h3v-3l-5.5-5.5A4 4 0 0 0 14 10zm-6 0h.01',
  tractor:
    'M4 17a3 3 0 1 0 6 0a3 3 0 1 0-6 0M15 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0M6 14V7h6l2 5h5v4M12 7v5',
  gavel: 'M14 4l6 6M11 7l6 6M12.5 5.5l-5 5M9 13l-6 6M4 20h9',
  building: 'M4 21V5l8-3 8 3v16M9 21v-5h6v5M8 8h2M14 8h2M8 12h2M14 12h2',
  chart: 'M4 20V10M10 20V4M16 20v-8M3 20h18',
  vase: 'M9 3h6M10 3v3c-3 2-4 5-4 8 0 4 2 7 6 7s6-3 6-7c0-3-1-6-4-8V3',
  map: 'M9 4l-6 2v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 3',
  pin: 'M12 21s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12zM12 6a3 3 0 1 0 0 6a3 3 0 1 0 0-6',
  directions: 'M12 2l10 10-10 10L2 12 12 2zM9 14v-3h5M12 8l3 3-3 3',
};

export function BlockIcon({ name }: { readonly name: string | undefined }) {
  const path = name === undefined ? undefined : PATHS[name];
  return (
    <IconFrame className="block-icon" size={24}>
      {path ? (
        <RoundStroke d={path} width={1.5} />
      ) : (
        <circle cx="12" cy="12" r="3" fill="currentColor" />
      )}
    </IconFrame>
  );
}
