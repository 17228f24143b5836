/**
 * The second stage of the overlay layer fetched ahead of need (composition-root.ts
 * OVERLAY_LAYER_STAGES): inversify's container, imported by name so the build keeps only what the
 * layer uses.
 */
export { Container } from 'inversify';
