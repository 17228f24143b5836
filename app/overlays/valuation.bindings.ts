/**
 * The valuation lead forms' view-models, bound when the overlay layer's chunk arrives (app/overlays.chunk.ts).
 * Part of the composition: concrete classes are wired here, views ask the container by token.
 */
import type { Container } from 'inversify';

export function bindValuationForms(container: Container): void {
  void container;
}
