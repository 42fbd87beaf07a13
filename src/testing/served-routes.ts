import type { Express } from 'express';

interface Layer {
  route?: { path: string | RegExp; methods: Record<string, boolean> };
  handle?: { stack?: Layer[]; router?: { stack: Layer[] }; prefixes?: readonly string[] };
}

export interface ServedRoute {
  method: string;
  path: string;
  /** the path prefixes of the module router it is in (see routerUnder), if any */
  under?: readonly string[];
}

/** Every method and path the Express app routes, walking the routers mounted in it (also those behind a module's prefixes). */
export function servedRoutes(app: Express): ServedRoute[] {
  const found: ServedRoute[] = [];
  const walk = (stack: Layer[], under?: readonly string[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') found.push({ method: method.toUpperCase(), path: String(layer.route.path), under });
        }
      } else if (layer.handle?.router) walk(layer.handle.router.stack, layer.handle.prefixes);
      else if (layer.handle?.stack) walk(layer.handle.stack, under);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return found;
}
