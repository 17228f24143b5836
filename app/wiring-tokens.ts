/**
 * Tokens of the wiring itself: what the entries bind for the adapters, which no view asks for
 * (the views' tokens are ui/tokens.ts). Apart from composition-root.ts so that the bindings a
 * page kind or the overlay layer brings later can name them without importing the root.
 */
import type { ServiceIdentifier } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client.js';

/** The page's one HTTP client: every HTTP adapter shares its timeouts and error mapping. */
export const HTTP_CLIENT = Symbol.for('agency-site:HttpClient') as ServiceIdentifier<HttpClient>;
