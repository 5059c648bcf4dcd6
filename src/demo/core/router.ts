import type { HttpMethod, Route } from './routes/context';

export type RouteMatch =
  { kind: 'found'; route: Route } | { kind: 'wrong-method' } | { kind: 'none' };

/** Exact paths, plus prefix routes written with a trailing '*' ('/images/series/*'). */
export class Router {
  private readonly exact = new Map<string, Map<string, Route>>();
  private readonly prefixes: Route[] = [];

  constructor(routes: readonly Route[]) {
    for (const route of routes) {
      if (route.path.endsWith('*')) {
        this.prefixes.push(route);
        continue;
      }
      const byMethod = this.exact.get(route.path) ?? new Map<string, Route>();
      if (byMethod.has(route.method))
        throw new Error(`Duplicate route ${route.method} ${route.path}`);
      byMethod.set(route.method, route);
      this.exact.set(route.path, byMethod);
    }
  }

  /**
   * `available` hides the routes the Bazarr being played does not have yet (`since`): a path none of whose
   * methods it has is unknown, as on that version.
   */
  match(
    method: string,
    rawPath: string,
    available: (route: Route) => boolean = () => true,
  ): RouteMatch {
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    const byMethod = this.exact.get(path);
    if (byMethod && [...byMethod.values()].some(available)) {
      const route = byMethod.get(method);
      return route && available(route) ? { kind: 'found', route } : { kind: 'wrong-method' };
    }
    const prefix = this.prefixes.find(
      (route) => route.method === method && path.startsWith(route.path.slice(0, -1)),
    );
    return prefix ? { kind: 'found', route: prefix } : { kind: 'none' };
  }

  /** Every exact route, for the swagger listing and the test that each documented route answers. */
  list(): { path: string; methods: HttpMethod[] }[] {
    return [...this.exact.entries()].map(([path, byMethod]) => ({
      path,
      methods: [...byMethod.keys()] as HttpMethod[],
    }));
  }
}
