/**
 * Which requests the sandbox's own controls answer. Everything under /__sandbox/ shows what
 * visitors sent (users, open password reset links, leads) or changes how the sandbox behaves
 * (faults, bot-check outcomes), so it answers only a request from this machine: a loopback socket
 * address, and a Host header naming this machine (a page of another site whose name was rebound
 * to 127.0.0.1 still sends its own name). The few things under /__sandbox/ that the site's pages
 * load themselves are open to whoever may open the pages.
 */
import type { IncomingMessage } from 'node:http';
import { ANALYTICS_TAG_PATH } from './analytics.js';
import { FAKE_RECAPTCHA_CHALLENGE_PATH, FAKE_RECAPTCHA_SCRIPT_PATH } from './recaptcha.js';

const CONTROLS_PREFIX = '/__sandbox/';

/**
 * What the pages load from /__sandbox/: the analytics tag, the fake bot-check script and its
 * challenges (the stand-in for Google's service), and map tiles. Anything else there is a control.
 */
const PAGE_RESOURCES = new Set([
  ANALYTICS_TAG_PATH,
  FAKE_RECAPTCHA_SCRIPT_PATH,
  FAKE_RECAPTCHA_CHALLENGE_PATH,
]);
const TILES_PREFIX = '/__sandbox/tiles/';

/** A path under /__sandbox/ that only this machine may use (new routes there are controls by default). */
export function isSandboxControl(path: string): boolean {
  return (
    path.startsWith(CONTROLS_PREFIX) && !PAGE_RESOURCES.has(path) && !path.startsWith(TILES_PREFIX)
  );
}

const IPV4_LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function isIpv4Loopback(address: string): boolean {
  const match = IPV4_LOOPBACK.exec(address);
  return match !== null && match.slice(1).every((part) => Number(part) <= 255);
}

/** 127.0.0.0/8, ::1, and IPv4 loopback as an IPv6 socket reports it (::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '0:0:0:0:0:0:0:1') return true;
  return isIpv4Loopback(lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower);
}

/** A Host header naming this machine: localhost (and its subdomains, as RFC 6761 reserves them), a loopback address. */
export function isLocalHostName(host: string | undefined): boolean {
  if (host === undefined) return false;
  const lower = host.trim().toLowerCase();
  if (lower === '[::1]' || lower.startsWith('[::1]:')) return true;
  const name = lower.replace(/:\d+$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isIpv4Loopback(name);
}

/** A request from this machine, to this machine. */
export function isLocalRequest(req: IncomingMessage): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && isLocalHostName(req.headers.host);
}
