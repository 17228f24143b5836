/**
 * Zones inside ui/: each folder is a feature that keeps its files to itself, except
 *   - the shared kit, which every ui file may use (the shell's helpers in ui/app, dialogs,
 *     services, toasts, pagination, styles, ui/content (sanitised HTML, line icons, the related
 *     section) and ui's top-level files);
 *   - a feature's public files, listed below: what other features (and the shell) may import.
 * A new import of another feature's file is a decision: make the file public here, or move what
 * is shared into the kit, rather than reaching into a feature.
 */

/** Folders of ui/ any ui file may import from. */
export const UI_SHARED = ['app', 'content', 'modal', 'pagination', 'services', 'styles', 'toasts'];

/** Each feature's public files (without `.js`), the only ones another folder of ui/ may import. */
export const UI_PUBLIC_FILES = {
  account: ['account-forms.view', 'account-screens.view-model'],
  articles: [
    'article-card.view',
    'article-page.view',
    'article-page.view-model',
    'articles-page.view',
    'articles-page.view-model',
  ],
  branches: [],
  calculator: ['calculator-routes'],
  carousel: [
    'carousel-controls',
    'chevron.view',
    'carousel-events',
    'carousel-modal.view',
    'carousel-sources',
    'carousel.view-model',
    'gallery-images',
  ],
  consent: ['cookie-banner.model', 'cookie-banner.view'],
  'content-blocks': ['content-blocks.view', 'content-blocks.view-model', 'deferred-blocks'],
  header: ['header-icons', 'header.view', 'header.view-model'],
  // The form kit (fields, drafts, the address lookup) is shared by every form of the site.
  lettings: ['lettings-costs.view', 'lettings.styles'],
  leads: [
    'address-lookup.model',
    'address-lookup.view',
    'contact-routes',
    'field-parts.view',
    'form-fields.view',
    'lead-drafts',
    'lead-form.model',
    'password-field.view',
    'radio-group.view',
    'register-similar',
    'viewing-routes',
  ],
  map: ['area-drawing', 'area-tools.view', 'lazy-map.view', 'map-markers'],
  overlays: ['contact-fallback-routes', 'contact-fallback.view-model'],
  pages: ['page.view'],
  property: ['property-card.view'],
  'property-page': ['property-routes'],
  search: ['search-form.view', 'search-form.view-model', 'search-routes'],
  user: [
    'save-property-button.view',
    'save-property.view-model',
    'saved-property-cards.cache',
    'user-routes',
  ],
  valuation: ['valuation-routes'],
  video: ['property-videos', 'video-modal.view', 'video-poster.view'],
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The import patterns refused in the files of `folder` (a folder of ui/, or '' for ui's top-level
 * files): any file of another feature that is not one of its public files.
 */
export function uiZonePatterns(folder) {
  const up = folder === '' ? '\\./' : '\\.\\./';
  return Object.entries(UI_PUBLIC_FILES)
    .filter(([feature]) => feature !== folder)
    .map(([feature, files]) => ({
      regex:
        files.length === 0
          ? `^${up}${escape(feature)}/`
          : `^${up}${escape(feature)}/(?!(?:${files.map(escape).join('|')})\\.js$)`,
      message:
        files.length === 0
          ? `ui/${feature} has no public files: its code is its own (see tools/lint/ui-zones.mjs).`
          : `ui/${feature} is reached through its public files (${files.join(', ')}): make the file public in tools/lint/ui-zones.mjs, or move what is shared into the kit.`,
    }));
}

/** The folders of ui/ the zones speak of: the shared kit and the features. */
export const UI_FOLDERS = [...UI_SHARED, ...Object.keys(UI_PUBLIC_FILES)];
