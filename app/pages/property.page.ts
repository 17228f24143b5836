/** The property page chunk (`properties#show`). Its views take what they need from the container as it is. */
import type { Container } from 'inversify';

export { PropertyPage as Page } from '../../ui/property-page/property-page.view.js';

/** Nothing of its own to bind yet. */
export function bind(_container: Container): void {}
