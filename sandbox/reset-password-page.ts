/**
 * The page a password reset link opens: "Choose a new password", a form of the new password and
 * its confirmation (the one password rule, core's `PASSWORD_RULE`, as its pattern and hint) that
 * POSTs back to the link with the session's authenticity token.
 *
 * A page of the platform's own, as a platform's reset page is: opening it changes nothing, and it
 * runs no script at all (its Content-Security-Policy allows none, and no frame around it). It is
 * sent with `Referrer-Policy: no-referrer`, so the token in its address never leaves in a Referer,
 * and is never stored by a cache.
 */
import type { ServerResponse } from 'node:http';
import { PASSWORD_RULE } from '../core/index.js';
import { escapeHtml } from './html.js';
import { RESET_LINK_PATH } from './password-resets.js';
import type { AgencyData } from './seed/types.js';

export const RESET_PAGE_TITLE = 'Choose a new password';

export interface ResetPageInput {
  readonly agency: AgencyData;
  readonly token: string;
  /** The session's authenticity token, for the form. */
  readonly authenticityToken: string;
  /** The account's email, for password managers (a hidden username field). */
  readonly email: string;
  /** What was wrong with the last attempt, as sentences. */
  readonly problems?: readonly string[];
}

function style(agency: AgencyData): string {
  const { primary, primaryText } = agency.colours;
  // Colours and fonts come from the agency's own settings, never from a visitor.
  return [
    `body{margin:0;font-family:${agency.fontFamily};color:#1b1b1b;background:#f6f6f4;line-height:1.5}`,
    'main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}',
    '@media (max-width:30rem){main{margin:0;border-radius:0}}',
    'h1{font-size:1.5rem;margin:0 0 .5rem}',
    `.agency a{color:${primary};font-weight:bold}`,
    'label{display:block;font-weight:bold;margin-top:1rem}',
    'input{box-sizing:border-box;width:100%;min-height:44px;padding:.5rem;font:inherit;border:1px solid #595959;border-radius:4px}',
    `input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid ${primary};outline-offset:2px}`,
    `button{margin-top:1.5rem;min-height:44px;padding:.5rem 1.25rem;font:inherit;font-weight:bold;color:${primaryText};background:${primary};border:0;border-radius:4px;cursor:pointer}`,
    '.hint{color:#4a4a4a;margin:.25rem 0 0}',
    '.problems{border:2px solid #b3261e;border-radius:4px;padding:.5rem 1rem;margin:1rem 0}',
    '.problems p{margin:0;font-weight:bold}',
  ]
    .join('')
    .replace(/</g, '');
}

/** The whole page, as HTML. */
export function renderResetPasswordPage(input: ResetPageInput): string {
  const { agency, problems = [] } = input;
  const invalid = problems.length > 0;
  const described = invalid ? 'reset-problems reset-rule' : 'reset-rule';
  const problemList = invalid
    ? `<div id="reset-problems" class="problems" role="alert"><p>Please check the following:</p><ul>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul></div>`
    : '';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${RESET_PAGE_TITLE} | ${agency.name}`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${style(agency)}</style>
</head>
<body>
<main>
<p class="agency"><a href="/">${escapeHtml(agency.name)}</a></p>
<h1>${RESET_PAGE_TITLE}</h1>
${problemList}
<form method="post" action="${RESET_LINK_PATH}${escapeHtml(input.token)}">
<input type="hidden" name="authenticity_token" value="${escapeHtml(input.authenticityToken)}">
<input type="email" name="username" value="${escapeHtml(input.email)}" autocomplete="username" hidden readonly>
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required pattern="${escapeHtml(PASSWORD_RULE.pattern)}" title="${escapeHtml(PASSWORD_RULE.title)}" aria-describedby="${described}"${invalid ? ' aria-invalid="true"' : ''}>
<p id="reset-rule" class="hint">${escapeHtml(PASSWORD_RULE.title)}</p>
<label for="password_confirmation">Confirm new password</label>
<input id="password_confirmation" name="password_confirmation" type="password" autocomplete="new-password" required>
<button type="submit">Set new password</button>
</form>
</main>
</body>
</html>
`;
}

/** The page's policy: no script, no frame around it, its form posting only to this site. */
export const RESET_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Headers the page goes with (beside no-store): its address (the token) never sent on as a Referer. */
export function setResetPageHeaders(res: ServerResponse): void {
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Content-Security-Policy', RESET_PAGE_CSP);
  res.setHeader('X-Robots-Tag', 'noindex');
}
