/**
 * A schema built the first time something reads it, not when its module loads. Every route's search
 * schema loads with the app's first chunk, and building zod schemas is most of that chunk's start-up
 * work (the first page's long task on a phone); a page needs only its own route's. The proxy stands
 * for the schema in every use (`validateSearch`, `parse`, `extend`, `z.infer`).
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const built = () => (schema ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(built(), key),
    has: (_, key) => Reflect.has(built(), key),
  });
}
