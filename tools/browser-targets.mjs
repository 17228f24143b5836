/** Browsers the product supports: the last two years of evergreen browsers and iOS Safari 16+ (esbuild targets; build.mjs and the bench's bare stack). */
export const TARGETS = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];
