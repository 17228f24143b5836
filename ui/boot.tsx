/**
 * The boot entry the platform loads on every page: read and decode the settings object, build the
 * container, apply the brand and render. Whatever the settings hold, the visitor gets a page.
 */
import './styles/base.css';
import './header/header.styles.js';
import './toasts/toasts.styles.js';
import './modal/modal.styles.js';
import './styles/pages.css';
import './calculator/calculator.styles.js';
import './map/map.styles.js';
import './search/search.styles.js';
import './user/user.styles.js';
import './property-page/property-page.styles.js';
import './carousel/carousel.styles.js';
import './video/video.styles.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserApp } from '../composition-root.js';
import { ContainerProvider } from './di.js';
import { Shell } from './app/app.view.js';
import { applyTheme } from './app/theme.js';

function boot(): void {
  const rootElement = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  try {
    const { container, settings, problems } = createBrowserApp(window, document);
    if (problems.length > 0) {
      console.warn(`Agency settings: ${problems.length} part(s) missing or invalid; defaults used.\n` + problems.join('\n'));
    }
    applyTheme(document.documentElement, settings.theme);
    createRoot(rootElement).render(
      <StrictMode>
        <ContainerProvider container={container}>
          <Shell />
        </ContainerProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error('The site could not start', error);
    rootElement.innerHTML =
      '<div class="container section"><h1 class="page-title">Sorry, this page could not be shown</h1>' +
      '<p>Please <a href="">refresh the page</a>, or go to the <a href="/">home page</a>.</p></div>';
  }
}

boot();
