/**
 * What the lead forms' browser tests share: a page opened with the sandbox put back afterwards,
 * the sandbox's faults and its fake bot check, toasts, and the sideways-scroll check of a modal.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { sandboxControl } from '../../sandbox/support/sandbox-controls.js';
import { baseUrl, withOpen } from './browser.js';

/** Makes the sandbox fail or stall matching calls (sandbox/faults.ts). */
export async function addFault(fault: Record<string, unknown>): Promise<void> {
  const response = await sandboxControl(baseUrl(), 'POST', '/__sandbox/faults', fault);
  expect(response.status).to.equal(201);
}

export async function clearFaults(): Promise<void> {
  await sandboxControl(baseUrl(), 'DELETE', '/__sandbox/faults');
}

/** How the sandbox's fake reCAPTCHA ends a challenge (sandbox README "Bot check"). */
export type ChallengeOutcome = 'pass' | 'fail' | 'invalid';

/** Steers the sandbox's next bot-check challenges: the next `times` of them, or all from now on. */
export async function steerBotCheck(outcome: ChallengeOutcome, times?: number): Promise<void> {
  const steer = times === undefined ? { outcome } : { outcome, times };
  const response = await sandboxControl(baseUrl(), 'POST', '/__sandbox/recaptcha', steer);
  expect(response.status).to.equal(200);
}

/** Every bot-check challenge passes again. */
export async function resetBotCheck(): Promise<void> {
  await sandboxControl(baseUrl(), 'DELETE', '/__sandbox/recaptcha');
}

/** How many bot-check challenges the sandbox has run so far. */
export async function challengesRun(): Promise<number> {
  return (
    (await (await fetch(`${baseUrl()}/__sandbox/recaptcha`)).json()) as { challenges: number }
  ).challenges;
}

/**
 * Opens `pathname` as `withOpen` does; afterwards, however the test ends, the sandbox has no
 * faults left and every bot check passes again, so one form's test steers no other's.
 */
export async function withFormPage(
  pathname: string,
  width: Parameters<typeof withOpen>[1],
  ...args: Parameters<typeof withOpen> extends [string, unknown, ...infer Rest] ? Rest : never
): Promise<void> {
  try {
    await withOpen(pathname, width, ...args);
  } finally {
    await clearFaults();
    await resetBotCheck();
  }
}

/** Waits for a toast saying `text`. */
export async function toast(page: Page, text: string, timeout = 15000): Promise<void> {
  await page.locator('.toast__message', { hasText: text }).first().waitFor({ timeout });
}

/** Nothing on the page or in the modal scrolls sideways (the modal scrolled through too). */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const body = document.querySelector('.modal__body');
    if (body) body.scrollTop = body.scrollHeight;
    return {
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
      modal: body ? body.scrollWidth - body.clientWidth : 0,
    };
  });
  expect(widths.page, `${label}: the page scrolls sideways`).to.be.at.most(widths.view);
  expect(widths.modal, `${label}: the modal scrolls sideways`).to.be.at.most(0);
}

/**
 * The date fields a lead's `lead_booking` holds for `day`, the ISO date the visitor picked: what
 * the form posts, the day and month without leading zeros.
 */
export function bookingDate(
  day: string,
): Record<'booking_day' | 'booking_month' | 'booking_year', string> {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  return {
    booking_day: String(dayOfMonth),
    booking_month: String(month),
    booking_year: String(year),
  };
}

/** What the sandbox stored for one agency (`/__sandbox/data`), typed as the test reads it. */
export async function sandboxData<T>(agency: 'oakfield' | 'harbour' = 'oakfield'): Promise<T> {
  return (await (await fetch(`${baseUrl()}/__sandbox/data?agency=${agency}`)).json()) as T;
}

/**
 * From a form's terms checkbox, Tab past the terms link and the privacy notice's link (each opens
 * a new tab, so Enter on them would leave the form) to the send button.
 */
export async function tabPastLegalLinks(page: Page): Promise<void> {
  for (const stop of ['terms & conditions', 'How we use your personal data']) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).to.equal(stop);
  }
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => (document.activeElement as HTMLButtonElement | null)?.type),
  ).to.equal('submit');
}
