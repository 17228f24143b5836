/**
 * The demo articles are written as plain text files (sandbox/seed/articles/{agency}/{slug}.md),
 * the way an agency's staff would write them, and turned into the simple HTML an agency platform
 * stores: blank lines between paragraphs, '## ' for a heading, '- ' for each item of a list,
 * **bold** and [a link](/path). Nothing else is read; every other character is text.
 */
import { readFileSync } from 'node:fs';
import { escapeHtml } from '../../core/index.js';

/** A line's own markup: bold and links (a link only to a path of the site or an https page). */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(((?:\/|https:\/\/)[^)\s"]*)\)/g, '<a href="$2">$1</a>');
}

/** The HTML of an article's text. */
export function articleHtml(source: string): string {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.length === 1 && lines[0]!.startsWith('## '))
        return `<h2>${inline(lines[0]!.slice(3))}</h2>`;
      if (lines.every((line) => line.startsWith('- ')))
        return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
      return `<p>${inline(lines.join(' '))}</p>`;
    })
    .join('');
}

/** The text of one demo article, by agency and slug. */
export function articleSource(agency: string, slug: string): string {
  return readFileSync(new URL(`./articles/${agency}/${slug}.md`, import.meta.url), 'utf8');
}

/** Words a reader reads in an article's HTML. */
export function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
