import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/** Parses untrusted input; a failure becomes a 400 with the zod issues in `details`. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, message = 'Invalid request'): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ValidationError(
      message,
      result.error.issues.map(({ path, message: issue, code }) => ({ path, message: issue, code })),
    );
  }
  return result.data;
}
