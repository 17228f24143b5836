/** jsdom for adapter tests. */
import { JSDOM } from 'jsdom';

export { JSDOM };

/** A page of the demo agency at `url`. */
export function page(
  url = 'https://agency.example/properties/7',
  html = '<!doctype html><html><head></head><body></body></html>',
): JSDOM {
  return new JSDOM(html, { url });
}
