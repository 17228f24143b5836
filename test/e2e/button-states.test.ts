/**
 * Every button of both brands reads clearly in every state, not only at rest (which is all axe
 * sees): hovered, focused from the keyboard, pressed (aria-pressed) and disabled, on the home
 * page, the results page (before and after saving the search) and a property page, in Debian
 * Chromium against the sandbox platform.
 *
 * The contrast is WCAG's: text 4.5:1 (3:1 when large: 24 px, or 18.66 px bold), an icon-only
 * control 3:1 (non-text contrast); disabled controls are exempt from WCAG but must still be
 * legible, so 3:1. The colours are the ones painted: the background is found by walking up the
 * ancestors, compositing translucent backgrounds, opacity and brightness filters on the way.
 */
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { appReady, baseUrl, open } from './support/browser.js';

const AGENCIES = [
  { name: 'oakfield', options: {} },
  { name: 'harbour', options: { host: 'harbour' } },
] as const;

/** The controls whose states are checked. */
const CONTROLS =
  '.button, .chip, .layout-toggle__button, .segmented__option, .site-header button, .site-header a:not(.skip-link), .valuation-side-link';

// ---------- colour maths (WCAG 2.2, sRGB) --------------------------------------------------

interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const TRANSPARENT: Rgba = { r: 0, g: 0, b: 0, a: 0 };

/** A computed CSS colour: rgb()/rgba() (commas or spaces), or color(srgb …) from color-mix(). */
function parseColour(value: string): Rgba {
  const srgb =
    /^color\(srgb\s+([\d.e-]+)\s+([\d.e-]+)\s+([\d.e-]+)(?:\s*\/\s*([\d.e-]+%?))?\)$/.exec(
      value.trim(),
    );
  if (srgb) {
    return {
      r: Number(srgb[1]) * 255,
      g: Number(srgb[2]) * 255,
      b: Number(srgb[3]) * 255,
      a: alpha(srgb[4]),
    };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(
    value.trim(),
  );
  if (rgb) return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha(rgb[4]) };
  if (value === 'transparent') return TRANSPARENT;
  throw new Error(`cannot read the colour ${value}`);
}

function alpha(value: string | undefined): number {
  if (value === undefined) return 1;
  return value.endsWith('%') ? Number(value.slice(0, -1)) / 100 : Number(value);
}

/** `top` painted over `bottom` (source-over). */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return TRANSPARENT;
  const mix = (t: number, b: number) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** One box from the control up to the root: what it paints and how it is composited. */
interface Layer {
  readonly background: string;
  readonly opacity: number;
  readonly brightness: number;
}

/** The colour on screen of `colour` painted inside the innermost of `layers` (over white paper). */
function painted(colour: Rgba, layers: readonly Layer[]): Rgba {
  let inside = colour;
  for (const layer of layers) {
    inside = over(inside, parseColour(layer.background));
    const k = layer.brightness;
    inside = {
      r: Math.min(255, inside.r * k),
      g: Math.min(255, inside.g * k),
      b: Math.min(255, inside.b * k),
      a: inside.a * layer.opacity,
    };
  }
  return over(inside, WHITE);
}

const hex = ({ r, g, b }: Rgba) =>
  '#' + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');

// ---------- reading a control in the page --------------------------------------------------

interface Reading {
  readonly color: string;
  readonly layers: Layer[];
  readonly fontSize: number;
  readonly fontWeight: number;
  readonly hasText: boolean;
  readonly hovered: boolean;
  readonly focusVisible: boolean;
}

interface Target {
  readonly index: number;
  readonly label: string;
  readonly isButton: boolean;
}

/** Marks the page's visible controls (data-state-check) and describes them. */
async function findTargets(page: Page, selector: string): Promise<Target[]> {
  return page.evaluate((controls) => {
    const found: Target[] = [];
    document
      .querySelectorAll('[data-state-check]')
      .forEach((el) => el.removeAttribute('data-state-check'));
    for (const el of document.querySelectorAll(controls)) {
      const box = el.getBoundingClientRect();
      if (
        box.width <= 1 ||
        box.height <= 1 ||
        !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
      )
        continue;
      el.setAttribute('data-state-check', String(found.length));
      const text =
        (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30) ||
        el.getAttribute('aria-label') ||
        el.getAttribute('href') ||
        '';
      const pressed =
        el.getAttribute('aria-pressed') === 'true' ||
        el.classList.contains('segmented__option--checked')
          ? ' [pressed]'
          : '';
      found.push({
        index: found.length,
        label: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${text}"${pressed}`,
        isButton: el instanceof HTMLButtonElement,
      });
    }
    return found;
  }, selector);
}

/** A state a control is put in (by script) before it is read; hovering is done with the mouse. */
interface StateSetting {
  readonly focus: boolean;
  readonly disable: boolean;
}

/**
 * Reads each marked control in each state setting: for a focus, the control (or the input inside
 * it) is focused by script, which shows as :focus-visible after a key press; for disabled, a
 * <button> is disabled for the reading and restored after it. One round trip for many readings.
 * (No named helpers inside: the test runner's transform would wrap them in __name.)
 */
async function readStates(
  page: Page,
  indices: readonly number[],
  settings: readonly StateSetting[],
): Promise<Reading[][]> {
  return page.evaluate(
    ({ indices, settings }) =>
      indices.map((i) => {
        const el = document.querySelector(`[data-state-check="${i}"]`)!;
        return settings.map(({ focus, disable }) => {
          const focusable = (
            el.matches('a[href], button, input, select, textarea, [tabindex]')
              ? el
              : el.querySelector('a[href], button, input, select, textarea, [tabindex]')
          ) as HTMLElement | null;
          if (focus) focusable?.focus({ preventScroll: true });
          const wasDisabled = el instanceof HTMLButtonElement && el.disabled;
          if (disable && el instanceof HTMLButtonElement) el.disabled = true;
          const style = getComputedStyle(el);
          const layers: Layer[] = [];
          for (let box: Element | null = el; box !== null; box = box.parentElement) {
            const s = getComputedStyle(box);
            const brightness = /brightness\(([\d.]+)(%?)\)/.exec(s.filter);
            layers.push({
              background: s.backgroundColor,
              opacity: Number(s.opacity),
              brightness: brightness
                ? Number(brightness[1]) / (brightness[2] === '%' ? 100 : 1)
                : 1,
            });
          }
          // Text that shows (not only visually hidden text for screen readers).
          let hasText = false;
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node !== null && !hasText; node = walker.nextNode()) {
            const parent = node.parentElement;
            hasText =
              (node.textContent ?? '').trim() !== '' &&
              parent !== null &&
              parent.getBoundingClientRect().width > 1;
          }
          const reading: Reading = {
            color: style.color,
            layers,
            fontSize: parseFloat(style.fontSize),
            fontWeight: Number(style.fontWeight),
            hasText,
            hovered: el.matches(':hover'),
            focusVisible: el.matches(':focus-visible, :has(:focus-visible)'),
          };
          if (disable && el instanceof HTMLButtonElement) el.disabled = wasDisabled;
          if (focus) focusable?.blur();
          return reading;
        });
      }),
    { indices, settings },
  );
}

/** What contrast a reading needs, and whether it has it; undefined when it passes. */
function judge(
  reading: Reading,
  state: string,
  target: Target,
  minimumOverride?: number,
): string | undefined {
  const text = parseColour(reading.color);
  const background = painted(TRANSPARENT, reading.layers);
  const foreground = painted(text, reading.layers);
  const ratio = contrast(foreground, background);
  const large = reading.fontSize >= 24 || (reading.fontSize >= 18.66 && reading.fontWeight >= 700);
  const needed = minimumOverride ?? (reading.hasText && !large ? 4.5 : 3);
  if (ratio + 1e-6 >= needed) return undefined;
  return `${target.label} ${state}: ${hex(foreground)} on ${hex(background)} is ${ratio.toFixed(2)}:1, needs ${needed}:1`;
}

/** Moves the pointer off every control (and out of the header, which closes its dropdowns). */
async function pointerAway(page: Page): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.mouse.move(1, size.height - 2);
}

const AT_REST = { focus: false, disable: false };
const FOCUSED = { focus: true, disable: false };
const DISABLED = { focus: false, disable: true };

/**
 * Every visible control of `selector` at rest, focused from the keyboard and hovered; each
 * <button> also disabled (at rest and hovered). Answers the states that do not read clearly.
 */
async function checkStates(page: Page, where: string, selector = CONTROLS): Promise<string[]> {
  const problems: string[] = [];
  const note = (problem: string | undefined) => {
    if (problem !== undefined) problems.push(`${where}: ${problem}`);
  };
  const targets = await findTargets(page, selector);
  if (targets.length === 0) return [`${where}: no controls found for ${selector}`];

  // At rest, focused and disabled: all in one reading, the pointer away from every control.
  await pointerAway(page);
  await page.keyboard.press('Shift'); // the visitor is on the keyboard: a focus() shows as :focus-visible
  const still = await readStates(
    page,
    targets.map((t) => t.index),
    [AT_REST, FOCUSED, DISABLED],
  );
  for (const [n, target] of targets.entries()) {
    const [rest, focused, disabled] = still[n]!;
    if (!rest!.hovered) note(judge(rest!, 'at rest', target));
    if (!focused!.focusVisible)
      problems.push(`${where}: ${target.label} does not show keyboard focus`);
    note(judge(focused!, 'focused', target));
    // Disabled: exempt from WCAG contrast, but it must still be legible (3:1).
    if (target.isButton) note(judge(disabled!, 'disabled', target, 3));
  }

  // Hovered with the mouse (and, for a <button>, hovered while disabled).
  for (const target of targets) {
    await page.locator(`[data-state-check="${target.index}"]`).hover({ timeout: 5000 });
    const [[hovered, hoveredDisabled]] = (await readStates(
      page,
      [target.index],
      target.isButton ? [AT_REST, DISABLED] : [AT_REST],
    )) as [Reading[]];
    if (!hovered!.hovered) problems.push(`${where}: ${target.label} could not be hovered`);
    note(judge(hovered!, 'hovered', target));
    if (hoveredDisabled) note(judge(hoveredDisabled, 'disabled and hovered', target, 3));
    // A header menu opened by the hover closes when the pointer leaves the header.
    if (target.label.includes('primary-nav') || target.label.includes('dropdown'))
      await pointerAway(page);
  }
  return problems;
}

/** Transitions and animations off, so a computed colour is the state's final colour. */
async function withoutTransitions(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent =
        '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    });
  });
}

async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(baseUrl() + pathname, { waitUntil: 'load' });
  await appReady(page);
}

/** The site's pages for one agency at 1280 px: home, results (before and after saving), a property. */
async function checkSite(agency: (typeof AGENCIES)[number]): Promise<string[]> {
  const o = await open('/', 1280, {
    ...agency.options,
    beforeLoad: ({ context }) => withoutTransitions(context),
  });
  try {
    const { page } = o;
    const problems = await checkStates(page, `${agency.name} home`);

    await visit(page, '/property-for-sale');
    // The filter chips show in the "More filters" panel; one of them pressed.
    await page.getByRole('button', { name: /^More filters/ }).click();
    await page.locator('.chip').first().click();
    await page.locator('.chip[aria-pressed="true"]').first().waitFor();
    problems.push(...(await checkStates(page, `${agency.name} results`)));

    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.locator('.save-search[aria-pressed="true"]').waitFor();
    problems.push(
      ...(await checkStates(page, `${agency.name} results with the search saved`, '.save-search')),
    );

    const property = await page.locator('.property-card__link').first().getAttribute('href');
    expect(property, 'a property link on the results page').to.be.a('string');
    await visit(page, property!);
    problems.push(
      ...(await checkStates(
        page,
        `${agency.name} property`,
        `${CONTROLS}, .property-page a.button`,
      )),
    );
    return problems;
  } finally {
    await o.context.close();
  }
}

/** The phone header (menu, logo, phone, account) and the 'Book a valuation' bar at 375 px. */
async function checkPhoneHome(agency: (typeof AGENCIES)[number]): Promise<string[]> {
  const o = await open('/', 375, {
    ...agency.options,
    beforeLoad: ({ context }) => withoutTransitions(context),
  });
  try {
    return await checkStates(
      o.page,
      `${agency.name} home at 375 px`,
      '.site-header .mobile-bar :is(a, button), .valuation-side-link, main .button',
    );
  } finally {
    await o.context.close();
  }
}

describe('button states (browser)', function () {
  this.timeout(90000);

  for (const agency of AGENCIES) {
    it(`${agency.name}: every button reads clearly hovered, focused, pressed and disabled`, async () => {
      // The desktop pages and the phone home page side by side (two contexts): the run stays short.
      const problems = (await Promise.all([checkSite(agency), checkPhoneHome(agency)])).flat();
      expect(problems, problems.join('\n')).to.deep.equal([]);
    });
  }
});
