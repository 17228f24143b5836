/**
 * The lazily loaded maps chunk (imported only by leaflet-maps.adapter.ts's `loadLeafletKit`):
 * Leaflet, the drawing code, Leaflet's CSS and ours (markers, cards), as text the adapter adds to
 * the page when the first map is drawn. Nothing here loads with a page: esbuild puts this module,
 * Leaflet and both style sheets in a chunk of their own. (Leaflet touches `window` when it is
 * imported, one more reason it must never be imported statically.)
 */
import * as L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css' with { type: 'text' };
import { leafletMapDrawing } from './leaflet-map-drawing.js';
import mapCss from './leaflet-map.css' with { type: 'text' };

export const draw = leafletMapDrawing(L);
export const css: string = `${String(leafletCss)}\n${String(mapCss)}`;
