/**
 * Evaluated before Leaflet (leaflet-library.ts imports it first): Leaflet writes HTML strings from
 * the moment it is imported (its feature checks, then its controls and credits), so under Trusted
 * Types the `default` policy must exist before it runs. Listed in package.json's sideEffects.
 */
import createDOMPurify from 'dompurify';
import { installDefaultHtmlPolicy } from './trusted-types.js';

if (typeof window !== 'undefined') installDefaultHtmlPolicy(window, createDOMPurify(window));
