/**
 * CMS HTML from the agency (property descriptions, articles, content blocks) made safe before it is
 * rendered: the one sanitiser of every piece of agency HTML. DOMPurify is loaded on demand, as
 * its own chunk; until it has arrived nothing of the HTML is rendered. Beyond DOMPurify's
 * defaults (which already drop every on* handler and javascript: URLs): no script, style,
 * iframe, object, embed, form or form controls, no style attributes; every link gets
 * rel="noopener" (links opening a new tab keep their target), and an image without a text
 * alternative gets alt="" (decorative).
 */
import type { Config, DOMPurify, WindowLike } from 'dompurify';

/** Elements never kept from CMS HTML. */
export const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
] as const;

/** Attributes never kept from CMS HTML (on* handlers are removed by DOMPurify itself). */
export const FORBIDDEN_ATTRIBUTES = ['style', 'srcdoc', 'formaction'] as const;

const CONFIG: Config = {
  FORBID_TAGS: [...FORBIDDEN_TAGS],
  FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
  // Links that open a new tab keep their target; the hook below drops any other target.
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  USE_PROFILES: { html: true },
};

/**
 * Sanitised HTML as the HTML sink takes it: TrustedHTML from DOMPurify's own policy where the
 * browser has Trusted Types (a platform's CSP may require them), else a string.
 */
export type SafeHtml = string | TrustedHTML;

export type Sanitise = (html: string) => SafeHtml;

/** A sanitiser over one DOMPurify instance (built for one window). */
export function sanitiserFrom(purify: DOMPurify): Sanitise {
  purify.addHook('afterSanitizeAttributes', (node) => {
    // An image the agency gave no text alternative is taken as decorative (alt=""), so a screen
    // reader never reads its file name out.
    if (node.nodeName === 'IMG' && !(node as Element).hasAttribute('alt'))
      (node as Element).setAttribute('alt', '');
    if (node.nodeName !== 'A') return;
    const element = node as Element;
    const rel = new Set(
      (element.getAttribute('rel') ?? '').split(/\s+/).filter((word) => word !== ''),
    );
    rel.add('noopener');
    element.setAttribute('rel', [...rel].join(' '));
    const target = element.getAttribute('target');
    if (target !== null && target !== '_blank') element.removeAttribute('target');
  });
  return (html) => purify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}

const loaded = new WeakMap<object, Promise<Sanitise>>();

/**
 * Loads DOMPurify (its own chunk) and answers a sanitiser for `win`, once per window. A failed
 * load is a rejected promise; callers then render nothing of the HTML.
 */
export function loadSanitiser(win: WindowLike = window): Promise<Sanitise> {
  let pending = loaded.get(win);
  if (pending === undefined) {
    pending = import('dompurify').then(({ default: createDOMPurify }) =>
      sanitiserFrom(createDOMPurify(win)),
    );
    pending.catch(() => loaded.delete(win));
    loaded.set(win, pending);
  }
  return pending;
}
