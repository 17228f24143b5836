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

