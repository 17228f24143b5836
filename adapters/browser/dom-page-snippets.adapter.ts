/**
 * PageSnippetsPort over the page's DOM: the agency's HTML snippets (its analytics code) put at the
 * end of the head or the body so that their scripts run as they would in the agency's own page.
 *
 * - The snippet is parsed in a `<template>` (nothing in it runs or loads there). Its nodes are then
 *   moved into the page one after another, in document order.
 * - A script parsed from HTML never runs when moved, so each `<script>` (at the top level or inside
 *   another element) is replaced by a copy made with `createElement('script')`: same attributes,
 *   same text. A script nested in another element is taken out before that element goes in, and
 *   its copy put back in its place afterwards, so it runs in its turn.
 * - Each copy is put in only after the one before it has run: an inline classic script runs as it
 *   is inserted; an external one (`src`), and any module script, is waited for (its load or error
 *   event, at most `scriptTimeoutMs`) before the next node goes in. A script marked `async` is not
 *   waited for (the agency said its order does not matter), nor is one the browser will not run
 *   (`nomodule`, or a type that is not JavaScript, such as JSON-LD).
 * - `<noscript>` elements are left out: scripts run here, so what they hold is for another page
 *   (and parsed in a template, a tag manager's `<noscript><iframe>` would be a real frame).
 * - Each snippet id is injected once per document: a second call does nothing, even while the first
 *   is still running.
 * - A script that fails to load, or does not load in time, makes the answer a failure (`network`
 *   or `timeout`); the rest of the snippet still goes in.
 */
import { left, right } from 'fp-ts/Either';
import { networkFailure, timeoutFailure } from '../../core/index.js';
import type { Failure, PageSnippetsPort, Result, SnippetPlace } from '../../core/index.js';
import { trustedScriptUrl, trustedSnippetHtml, trustedSnippetScript } from './trusted-types.js';
import { globalTimers } from '../timers.js';
import type { Timers } from '../timers.js';

/** How long one external script may take before the snippet goes on without it. */
export const SNIPPET_SCRIPT_TIMEOUT_MS = 10_000;

export interface DomPageSnippetsOptions {
  /** The page's document (looked up at each injection, never at import or construction). */
  readonly document: () => Document;
  readonly timers?: Timers;
  readonly scriptTimeoutMs?: number;
}

/** The snippet ids already injected into each document. */
const injected = new WeakMap<Document, Set<string>>();

const JAVASCRIPT_TYPE = /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/i;

function isScript(node: Node): node is HTMLScriptElement {
  return node.nodeName === 'SCRIPT';
}

/** Whether the browser runs this script at all (classic or module JavaScript, not `nomodule`). */
function runs(script: HTMLScriptElement): boolean {
  const type = (script.getAttribute('type') ?? '').trim();
  if (type === 'module') return true;
  return !script.hasAttribute('nomodule') && (type === '' || JAVASCRIPT_TYPE.test(type));
}

export class DomPageSnippets implements PageSnippetsPort {
  private readonly timers: Timers;

  constructor(private readonly options: DomPageSnippetsOptions) {
    this.timers = options.timers ?? globalTimers;
  }

  async inject(id: string, place: SnippetPlace, html: string): Promise<Result<void>> {
    const doc = this.options.document();
    const done = injected.get(doc) ?? new Set<string>();
    injected.set(doc, done);
    if (done.has(id)) return right(undefined);
    done.add(id);

    const template = doc.createElement('template');
    const win = doc.defaultView;
    template.innerHTML = win ? trustedSnippetHtml(win, html) : html;
    const target = place === 'head' ? doc.head : doc.body;
    let failure: Failure | undefined;
    for (const noscript of [...template.content.querySelectorAll('noscript')]) noscript.remove();
    for (const node of [...template.content.childNodes]) {
      if (isScript(node)) {
        const ran = await this.run(node, (copy) => target.append(copy));
        failure ??= ran;
        continue;
      }
      // Scripts inside the node wait outside it, each behind a marker, for their turn.
      const nested = node.nodeType === 1 ? [...(node as Element).querySelectorAll('script')] : [];
      const waiting = nested.map((script) => {
        const marker = doc.createComment('agency script');
        script.replaceWith(marker);
        return { script, marker };
      });
      target.append(node);
      for (const { script, marker } of waiting) {
        const ran = await this.run(script, (copy) => marker.replaceWith(copy));
        failure ??= ran;
      }
    }
    return failure === undefined ? right(undefined) : left(failure);
  }

  /** Puts a running copy of `original` in with `put`; resolves once it has run (or failed, or timed out). */
  private run(
    original: HTMLScriptElement,
    put: (copy: HTMLScriptElement) => void,
  ): Promise<Failure | undefined> {
    const copy = original.ownerDocument.createElement('script');
    // The page's window: a script parsed into a template belongs to an inert document without one.
    const win = this.options.document().defaultView;
    try {
      for (const { name, value } of [...original.attributes]) {
        copy.setAttribute(
          name,
          win && name.toLowerCase() === 'src' ? trustedScriptUrl(win, value) : value,
        );
      }
    } catch {
      // A script address that is not a web address (data:, javascript:…) is not run.
      return Promise.resolve(networkFailure);
    }
    copy.text = win ? trustedSnippetScript(win, original.text) : original.text;
    const waitedFor =
      runs(copy) &&
      !copy.hasAttribute('async') &&
      (copy.hasAttribute('src') || copy.getAttribute('type')?.trim() === 'module');
    if (!waitedFor) {
      put(copy);
      return Promise.resolve(undefined);
    }
    return new Promise((resolve) => {
      const finish = (failure: Failure | undefined): void => {
        this.timers.clearTimeout(timer);
        copy.removeEventListener('load', loaded);
        copy.removeEventListener('error', failed);
        resolve(failure);
      };
      const loaded = (): void => finish(undefined);
      const failed = (): void => finish(networkFailure);
      const timer = this.timers.setTimeout(
        () => finish(timeoutFailure),
        this.options.scriptTimeoutMs ?? SNIPPET_SCRIPT_TIMEOUT_MS,
      );
      copy.addEventListener('load', loaded);
      copy.addEventListener('error', failed);
      put(copy);
    });
  }
}
