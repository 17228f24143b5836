/** The branch and article pages chunk. Its views take what they need from the container as it is. */
import type { Container } from 'inversify';

export { ContentPage as Page } from '../../ui/pages/content-page.view.js';

/** Nothing of its own to bind yet. */
export function bind(_container: Container): void {}
