/** The start's and boot's last resort (bundled into each: boot has no imports at run time). */
/**
 * What an empty page says when the app's code could not load, built node by node (no HTML string:
 * a page under Trusted Types refuses those).
 */
export function failureNotice(doc: Document): HTMLElement {
  const box = doc.createElement('div');
  box.className = 'container section';
  const title = doc.createElement('h1');
  title.className = 'page-title';
  title.textContent = 'Sorry, this page could not be shown';
  const text = doc.createElement('p');
  const refresh = doc.createElement('a');
  refresh.href = '';
  refresh.textContent = 'refresh the page';
  const home = doc.createElement('a');
  home.href = '/';
  home.textContent = 'home page';
  text.append('Please ', refresh, ', or go to the ', home, '.');
  box.append(title, text);
  return box;
}

/** What a server-rendered page says when the app's code could not load or start. */
export const CODE_NOT_LOADED_TEXT =
  'Sorry, part of this page could not be loaded, so searching, saving and enquiries may not work. Please check your connection and try again.';

/** The class of the bar (its look is in ui/styles/base.css). */
export const CODE_FAILURE_CLASS = 'code-failure';

/**
 * A server-rendered page whose code failed stays readable (its links work), but its buttons and
 * forms do nothing: a bar says so, with 'Try again' (a reload: the browser keeps a failed module
 * as failed for the page's lifetime, so only a new page fetches it again). Shown once.
 */
export function showCodeFailure(doc: Document, tryAgain: () => void): void {
  if (doc.querySelector(`.${CODE_FAILURE_CLASS}`) !== null) return;
  const bar = doc.createElement('div');
  bar.className = CODE_FAILURE_CLASS;
  bar.setAttribute('role', 'alert');
  const text = doc.createElement('p');
  text.textContent = CODE_NOT_LOADED_TEXT;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary';
  button.textContent = 'Try again';
  button.addEventListener('click', tryAgain);
  bar.append(text, button);
  // First in the page, in its flow: it pushes the page down rather than covering any of it.
  doc.body.prepend(bar);
}
