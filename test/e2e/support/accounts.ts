/** What the account browser tests share: the platform asked directly, outside any browser. */
import type { Page } from 'playwright-core';
import { expect } from 'chai';
import { appReady, baseUrl } from './browser.js';

/**
 * Whether the platform signs `email` in with `password` (the HTTP status of POST /session), asked
 * from outside any browser (its own cookie and token), so the browsers' sessions are untouched.
 * `host` names the agency (X-Sandbox-Agency); the default agency without it.
 */
export async function signInStatus(
  email: string,
  password: string,
  host?: string,
): Promise<number> {
  const headers: Record<string, string> = host ? { 'X-Sandbox-Agency': host } : {};
  const first = await fetch(`${baseUrl()}/user.ljson`, { headers });
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const token = first.headers.get('x-csrf-token') ?? '';
  const answer = await fetch(`${baseUrl()}/session`, {
    method: 'POST',
    headers: {
      ...headers,
      cookie,
      'X-CSRF-Token': token,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
  return answer.status;
}

/** The authenticity token the page's settings carry. */
export async function pageToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = document.getElementById('agency-settings')?.textContent ?? '{}';
    return String((JSON.parse(raw) as { authenticityToken?: unknown }).authenticityToken ?? '');
  });
}

/**
 * Registers a new account through the platform's API in this browser's session (signing it in),
 * then reloads the page so the site knows the visitor; answers the account's email.
 */
export async function registerByApi(page: Page, password: string): Promise<string> {
  const email = `visitor.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.co.uk`;
  const fields = {
    first_name: 'Robin',
    last_name: 'Hale',
    email,
    password,
    password_confirmation: password,
  };
  const answer = await page.request.post(new URL('/user.ljson', page.url()).href, {
    form: { ...fields, authenticity_token: await pageToken(page) },
    headers: { accept: 'application/json' },
  });
  expect(answer.status(), await answer.text()).to.equal(200);
  await page.reload({ waitUntil: 'load' });
  await appReady(page);
  return email;
}
