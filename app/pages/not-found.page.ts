/** The page-not-found chunk (`not-found`): a search and ways on. Its views take what they need from the container as it is. */
import type { Container } from 'inversify';

export { NotFoundPage as Page } from '../../ui/pages/not-found-page.view.js';

/** Nothing of its own to bind yet. */
export function bind(_container: Container): void {}
