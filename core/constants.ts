/**
 * Business constants and limits (SPEC §9), as named, read-only data.
 * Durations are in milliseconds, lengths in CSS pixels, sizes in bytes.
 */

/** Search history keeps the latest 10 entries (SPEC §4 Search, §9). */
export const SEARCH_HISTORY_LIMIT = 10;

/** How long toasts stay up (SPEC §8, §9): 3 s by default, 8 s long, 10 s for flash keys; removal animation 400 ms. */
export const TOAST_DURATIONS = {
  default: 3000,
  long: 8000,
  flash: 10000,
  removalDelay: 400,
} as const;

/** Poll for the recaptcha script every 500 ms (SPEC §9). */
export const RECAPTCHA_POLL_MS = 500;

/** Poll for the bot-check script every 300 ms (SPEC §9). */
export const BOT_CHECK_POLL_MS = 300;

/** The forgotten-password spinner shows for at most 4.5 s (SPEC §2 User area, §9). */
export const FORGOT_PASSWORD_SPINNER_MS = 4500;

/** Address lookup waits 500 ms after the last keystroke (SPEC §7, §9). */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 500;

/**
 * Layout breakpoints (SPEC §9): below 768 px is mobile, below 992 px tablet,
 * below 1200 px the header uses the mobile menu.
 */
export const BREAKPOINTS = {
  mobile: 768,
  tablet: 992,
  mobileMenu: 1200,
} as const;

/** The home-page header changes style once the page scrolls past 30 px (SPEC §2 Header). */
export const HOME_SCROLL_THRESHOLD = 30;

/** Estimated desktop dropdown widths: 230 px single-level, 460 px with a second level (SPEC §9). */
export const DROPDOWN_WIDTH = {
  single: 230,
  double: 460,
} as const;

/** The first four primary menu items sit left of the logo unless split equally (SPEC §9). */
export const PRIMARY_ITEMS_LEFT_OF_LOGO = 4;

/**
 * Carousel defaults (SPEC §9): rotate every 3 s, 350 ms transition, a swipe must move more than
 * 5 px, cards per view by size, and the mobile carousel below 6 items.
 */
export const CAROUSEL = {
  intervalMs: 3000,
  transitionMs: 350,
  swipeTolerance: 5,
  cardsPerSize: {
    small: 1,
    medium: 3,
    large: 4,
    extraLarge: 4,
  },
  mobileCarouselBelowItems: 6,
} as const;

/** Modal box 800 × 700 px, full width at 820 px or narrower, background fade 0.5 s (SPEC §9). */
export const MODAL = {
  width: 800,
  height: 700,
  fullWidthAtOrBelow: 820,
  fadeMs: 500,
} as const;

/** Default icon stroke width (SPEC §9). */
export const ICON_STROKE_WIDTH = 0.5;

/** The video section starts loading 100 px before it scrolls into view (SPEC §9). */
export const VIDEO_LAZY_ROOT_MARGIN_PX = 100;

/** A script chunk that has not loaded after 120 s has failed (SPEC §7, §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Image widths offered (SPEC §9). `default` for general images (1200 when nothing else is known),
 * `gallery` for the gallery (fallback size 1160x646), `cards` for property cards (listed in the
 * platform's order, which is not sorted).
 */
export const IMAGE_WIDTHS = {
  default: [175, 375, 500, 700, 900, 1200, 1400, 1920],
  defaultWidth: 1200,
  gallery: [320, 375, 414, 575, 768, 992, 1160],
  galleryFallback: '1160x646',
  cards: [320, 375, 414, 575, 768, 430, 550, 408],
} as const;

/** Property cards with an index under these counts load eagerly (SPEC §9). */
export const CARD_EAGER_COUNT = {
  mobile: 2,
  tablet: 4,
  desktop: 6,
} as const;

/** A property is a New Listing for 7 days after it was created (SPEC §4 tags, §9). */
export const NEW_LISTING_DAYS = 7;

/** Text sections are cut to 150 characters on mobile, with an ellipsis (SPEC §9). */
export const MOBILE_TRUNCATE_CHARS = 150;

/** File upload limit: 10 MB, counted as 10 × 1024 × 1024 bytes (SPEC §5 Forms, §9). */
export const FILE_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** Minimum password length for the reset-password pattern (SPEC §5 Accounts). */
export const PASSWORD_MIN_RESET = 10;

/** Minimum password length on sign in (SPEC §5 Accounts). */
export const PASSWORD_MIN_SIGN_IN = 5;

/** Valuation time slots, 24-hour 'H:mm' (SPEC §9). */
export const TIME_SLOTS = {
  am: ['9:00', '10:00', '11:00'],
  pm: ['12:00', '13:00', '14:00', '15:00', '16:00'],
} as const;

/**
 * Mortgage calculator defaults and ranges (SPEC §5 Mortgage calculator, §9): deposit 20% of price,
 * 25-year term within 5–35 years, interest rate within 0.01–10 %.
 */
export const MORTGAGE = {
  defaultDepositPercent: 20,
  defaultYears: 25,
  minYears: 5,
  maxYears: 35,
  minRate: 0.01,
  maxRate: 10,
} as const;
