/**
 * Agency CMS HTML rendered only after it has been sanitised (sanitise-html.ts): the one view that
 * puts HTML into the page (descriptions, articles, content blocks). Until the
 * sanitiser chunk has arrived, and if it cannot load, none of the HTML is rendered: the fallback
 * (plain text, rendered by React) stands in.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { loadSanitiser, type SafeHtml, type Sanitise } from './sanitise-html.js';

export interface SanitisedHtmlProps {
  readonly html: string;
  readonly className?: string;
  /** Shown while the sanitiser loads, or when it failed (never the raw HTML). */
  readonly fallback?: ReactNode;
  /** Tests pass their own loader; the page loads DOMPurify for this window. */
  readonly load?: () => Promise<Sanitise>;
}

export function SanitisedHtml({
  html,
  className,
  fallback = null,
  load = loadSanitiser,
}: SanitisedHtmlProps) {
  // The sanitised form of one piece of HTML: when the HTML changes, nothing shows until it is ready.
  const [prepared, setPrepared] = useState<
    { readonly html: string; readonly safe: SafeHtml } | undefined
  >(undefined);
  const safe = prepared?.html === html ? prepared.safe : undefined;
  useEffect(() => {
    let live = true;
    load().then(
      (sanitise) => {
        if (live) setPrepared({ html, safe: sanitise(html) });
      },
      (error: unknown) => {
        console.warn('Agency HTML could not be prepared for display', error);
      },
    );
    return () => {
      live = false;
    };
  }, [html, load]);
  if (safe === undefined) return <>{fallback}</>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
