/**
 * The Chromium the browser tests and the bench drive: Debian's, and the flags it runs headless
 * with on a CI machine (no sandbox as root, no GPU, small /dev/shm, and nothing that reaches for
 * Google's hosts, which a closed network refuses).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
