type Kind = 'string' | 'number' | 'boolean';
interface KindTypes {
  string: string;
  number: number;
  boolean: boolean;
}
export type UrlParams<K extends Record<string, Kind>> = { -readonly [P in keyof K]?: KindTypes[K[P]] };

/**
 * A route's `validateSearch` that keeps its URL parameters of the right kind and leaves what they mean to
 * its page, which reads them with the contracts' schemas: every route's `validateSearch` loads with every
 * page, and zod's schemas are not tree-shaken, so a page's schemas then load with that page alone.
 */
export function urlParams<const K extends Record<string, Kind>>(kinds: K): (search: Record<string, unknown>) => UrlParams<K> {
  return (search) => {
    const params: Record<string, unknown> = {};
    for (const [key, kind] of Object.entries(kinds)) if (typeof search[key] === kind) params[key] = search[key];
    return params as UrlParams<K>;
  };
}
