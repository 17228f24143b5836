/**
 * A small method + path router. Patterns are literal paths with `:name` segments
 * ('/saved_properties/:id'), a trailing '*' for "this prefix and anything below", or a function
 * for paths no pattern can describe (results pages).
 */

export type Params = Readonly<Record<string, string>>;
export type Matcher = (path: string) => Params | undefined;

export interface RouteMatch<H> {
  readonly handler: H;
  readonly params: Params;
}

interface Route<H> {
  readonly methods: readonly string[];
  readonly match: Matcher;
  readonly handler: H;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Compile '/a/:id/b' or '/a/*' into a matcher. Parameters are percent-decoded; bad encoding never matches. */
export function compilePattern(pattern: string): Matcher {
  const wildcard = pattern.endsWith('/*');
  const parts = (wildcard ? pattern.slice(0, -2) : pattern).split('/').filter((p) => p !== '');
  return (path) => {
    const segments = path.split('/').filter((p) => p !== '');
    if (wildcard ? segments.length < parts.length : segments.length !== parts.length)
      return undefined;
    const params: Record<string, string> = {};
    for (let i = 0; i < parts.length; i += 1) {
      const part = parts[i] as string;
      const segment = segments[i] as string;
      if (part.startsWith(':')) {
        const value = decodeSegment(segment);
        if (value === undefined || value === '') return undefined;
        params[part.slice(1)] = value;
      } else if (part !== segment) return undefined;
    }
    if (wildcard) params['rest'] = segments.slice(parts.length).join('/');
    return params;
  };
}

export class Router<H> {
  private readonly routes: Route<H>[] = [];

  /** Add a route for one method or several ('GET', ['GET', 'HEAD']). */
  on(methods: string | readonly string[], pattern: string | Matcher, handler: H): this {
    this.routes.push({
      methods: typeof methods === 'string' ? [methods] : methods,
      match: typeof pattern === 'string' ? compilePattern(pattern) : pattern,
      handler,
    });
    return this;
  }

  /**
   * The first route matching method and path; `{ allowed }` when the path exists under other
   * methods (405); undefined when nothing matches (404). HEAD falls back to GET routes.
   */
  find(
    method: string,
    path: string,
  ): RouteMatch<H> | { readonly allowed: readonly string[] } | undefined {
    const allowed = new Set<string>();
    for (const route of this.routes) {
      const params = route.match(path);
      if (!params) continue;
      if (route.methods.includes(method) || (method === 'HEAD' && route.methods.includes('GET')))
        return { handler: route.handler, params };
      route.methods.forEach((m) => allowed.add(m));
    }
    return allowed.size > 0 ? { allowed: [...allowed] } : undefined;
  }
}
