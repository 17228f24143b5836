/** The home page chunk (`home#index`): the hero search, featured properties, offices, articles. Its views take what they need from the container as it is. */
import type { Container } from 'inversify';

export { HomePage as Page } from '../../ui/pages/home-page.view.js';

/** Nothing of its own to bind yet. */
export function bind(_container: Container): void {}
