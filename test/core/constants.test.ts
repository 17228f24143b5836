import { expect } from 'chai';
import {
  ADDRESS_LOOKUP_DEBOUNCE_MS,
  BOT_CHECK_POLL_MS,
  BREAKPOINTS,
  CARD_EAGER_COUNT,
  CAROUSEL,
  CHUNK_LOAD_TIMEOUT_MS,
  DROPDOWN_WIDTH,
  FILE_UPLOAD_LIMIT_BYTES,
  FORGOT_PASSWORD_SPINNER_MS,
  HOME_SCROLL_THRESHOLD,
  ICON_STROKE_WIDTH,
  IMAGE_WIDTHS,
  MOBILE_TRUNCATE_CHARS,
  MODAL,
  MORTGAGE,
  NEW_LISTING_DAYS,
  PASSWORD_MIN_RESET,
  PASSWORD_MIN_SIGN_IN,
  PRIMARY_ITEMS_LEFT_OF_LOGO,
  RECAPTCHA_POLL_MS,
  SEARCH_HISTORY_LIMIT,
  TIME_SLOTS,
  TOAST_DURATIONS,
  VIDEO_LAZY_ROOT_MARGIN_PX,
} from '../../core/constants.js';

describe('business constants (SPEC §9)', () => {
  it('keeps the latest 10 searches in the history', () => {
    expect(SEARCH_HISTORY_LIMIT).to.equal(10);
  });

  it('shows toasts for 3 s by default, 8 s long, 10 s for flash keys, and removes them over 400 ms', () => {
    expect(TOAST_DURATIONS).to.deep.equal({ default: 3000, long: 8000, flash: 10000, removalDelay: 400 });
  });

  it('polls for recaptcha every 500 ms and for the bot-check script every 300 ms', () => {
    expect(RECAPTCHA_POLL_MS).to.equal(500);
    expect(BOT_CHECK_POLL_MS).to.equal(300);
  });

  it('shows the forgotten-password spinner for at most 4.5 s and debounces the address lookup by 500 ms', () => {
    expect(FORGOT_PASSWORD_SPINNER_MS).to.equal(4500);
    expect(ADDRESS_LOOKUP_DEBOUNCE_MS).to.equal(500);
  });

  it('breaks layouts at 768, 992 and 1200 px', () => {
    expect(BREAKPOINTS).to.deep.equal({ mobile: 768, tablet: 992, mobileMenu: 1200 });
  });

  it('restyles the home header past 30 px and estimates dropdowns at 230 or 460 px', () => {
    expect(HOME_SCROLL_THRESHOLD).to.equal(30);
    expect(DROPDOWN_WIDTH).to.deep.equal({ single: 230, double: 460 });
    expect(PRIMARY_ITEMS_LEFT_OF_LOGO).to.equal(4);
  });

  it('rotates carousels every 3 s with a 350 ms transition and a 5 px swipe tolerance', () => {
    expect(CAROUSEL).to.deep.equal({
      intervalMs: 3000,
      transitionMs: 350,
      swipeTolerance: 5,
      cardsPerSize: { small: 1, medium: 3, large: 4, extraLarge: 4 },
      mobileCarouselBelowItems: 6,
    });
  });

  it('sizes modals 800 × 700, full width at 820 px or narrower, with a 0.5 s fade', () => {
    expect(MODAL).to.deep.equal({ width: 800, height: 700, fullWidthAtOrBelow: 820, fadeMs: 500 });
  });

  it('draws icons at stroke width 0.5, lazy-loads videos 100 px early and times chunks out after 120 s', () => {
    expect(ICON_STROKE_WIDTH).to.equal(0.5);
    expect(VIDEO_LAZY_ROOT_MARGIN_PX).to.equal(100);
    expect(CHUNK_LOAD_TIMEOUT_MS).to.equal(120_000);
  });

  it('offers the image widths of SPEC §9', () => {
    expect(IMAGE_WIDTHS.default).to.deep.equal([175, 375, 500, 700, 900, 1200, 1400, 1920]);
    expect(IMAGE_WIDTHS.defaultWidth).to.equal(1200);
    expect(IMAGE_WIDTHS.gallery).to.deep.equal([320, 375, 414, 575, 768, 992, 1160]);
    expect(IMAGE_WIDTHS.galleryFallback).to.equal('1160x646');
    expect(IMAGE_WIDTHS.cards).to.deep.equal([320, 375, 414, 575, 768, 430, 550, 408]);
  });

  it('loads the first 2, 4 or 6 cards eagerly on mobile, tablet and desktop', () => {
    expect(CARD_EAGER_COUNT).to.deep.equal({ mobile: 2, tablet: 4, desktop: 6 });
  });

  it('marks listings new for 7 days and cuts mobile text at 150 characters', () => {
    expect(NEW_LISTING_DAYS).to.equal(7);
    expect(MOBILE_TRUNCATE_CHARS).to.equal(150);
  });

  it('limits uploads to 10 MB counted as 10 × 1024 × 1024 bytes', () => {
    expect(FILE_UPLOAD_LIMIT_BYTES).to.equal(10_485_760);
  });

  it('requires 10-character reset passwords and 5-character sign-in passwords', () => {
    expect(PASSWORD_MIN_RESET).to.equal(10);
    expect(PASSWORD_MIN_SIGN_IN).to.equal(5);
  });

  it('offers valuation slots 9:00–11:00 in the morning and 12:00–16:00 in the afternoon', () => {
    expect(TIME_SLOTS.am).to.deep.equal(['9:00', '10:00', '11:00']);
    expect(TIME_SLOTS.pm).to.deep.equal(['12:00', '13:00', '14:00', '15:00', '16:00']);
  });

  it('defaults the mortgage to a 20% deposit over 25 years, within 5–35 years and 0.01–10 %', () => {
    expect(MORTGAGE).to.deep.equal({
      defaultDepositPercent: 20,
      defaultYears: 25,
      minYears: 5,
      maxYears: 35,
      minRate: 0.01,
      maxRate: 10,
    });
  });
});
