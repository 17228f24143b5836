/** jsdom for adapter tests, loaded after the Node 20 shim (see node20-jsdom-shim.ts). */
import './node20-jsdom-shim.js';
import { JSDOM } from 'jsdom';

export { JSDOM };

/** A page of the demo agency at `url`. */
export function page(url = 'https://agency.example/properties/7', html = '<!doctype html><html><head></head><body></body></html>'): JSDOM {
  return new JSDOM(html, { url });
}
