/**
 * base64url (RFC 4648 §5) written out in plain TypeScript, so core needs neither Buffer nor atob.
 *
 * Encoding writes no padding. Decoding is strict so that a text has at most one meaning:
 * only the url-safe alphabet, optional padding that must then be exactly right, and unused
 * trailing bits equal to zero. Anything else decodes to `undefined` (never a throw).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const VALUE_OF: ReadonlyMap<string, number> = new Map(
  [...ALPHABET].map((char, index) => [char, index] as const),
);

export function encodeBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    const left = bytes.length - i;
    out += ALPHABET[b0 >> 2];
    out += ALPHABET[((b0 & 0x03) << 4) | (b1 >> 4)];
    if (left > 1) out += ALPHABET[((b1 & 0x0f) << 2) | (b2 >> 6)];
    if (left > 2) out += ALPHABET[b2 & 0x3f];
  }
  return out;
}

export function decodeBase64Url(text: string): Uint8Array | undefined {
  const unpadded = stripPadding(text);
  if (unpadded === undefined || unpadded.length % 4 === 1) return undefined;
  const sextets: number[] = [];
  for (const char of unpadded) {
    const value = VALUE_OF.get(char);
    if (value === undefined) return undefined;
    sextets.push(value);
  }
  const bytes = new Uint8Array(Math.floor((sextets.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const sextet of sextets) {
    buffer = ((buffer << 6) | sextet) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  // Leftover bits must be zero, or two texts would decode to the same bytes.
  if ((buffer & ((1 << bits) - 1)) !== 0) return undefined;
  return bytes;
}

/** The text without its `=` padding, or undefined when the padding is wrong. */
function stripPadding(text: string): string | undefined {
  const firstPad = text.indexOf('=');
  if (firstPad === -1) return text;
  const body = text.slice(0, firstPad);
  const padding = text.slice(firstPad);
  const expected = (4 - (body.length % 4)) % 4;
  if (expected === 0 || expected === 3 || padding !== '='.repeat(expected)) return undefined;
  return body;
}

/** base64url of an ASCII text (each UTF-16 unit must be < 128); undefined otherwise. */
export function encodeAsciiBase64Url(text: string): string | undefined {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return undefined;
    bytes[i] = code;
  }
  return encodeBase64Url(bytes);
}

/** The ASCII text held in a base64url string; undefined if it is not base64url or not ASCII. */
export function decodeAsciiBase64Url(encoded: string): string | undefined {
  const bytes = decodeBase64Url(encoded);
  if (bytes === undefined) return undefined;
  let out = '';
  for (const byte of bytes) {
    if (byte > 0x7f) return undefined;
    out += String.fromCharCode(byte);
  }
  return out;
}
