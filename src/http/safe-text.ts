import type { RequestHandler } from 'express';
import { ValidationError } from '../../modules/shared/kernel/errors.ts';
import { unsafeTextProblem } from '../../modules/shared/kernel/text.ts';

type Path = Array<string | number>;

function findUnsafe(value: unknown, path: Path): { path: Path; problem: string } | null {
  if (typeof value === 'string') {
    const problem = unsafeTextProblem(value);
    return problem ? { path, problem } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafe(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findUnsafe(key, path) ?? findUnsafe(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Every text a request carries (path, query, JSON body) is refused with a 400 naming the field when
 * it holds a NUL byte or another control character, or an unpaired UTF-16 surrogate: no handler,
 * database or log ever sees one. Line breaks and tabs pass; fields shown on one line refuse them in
 * their own schemas (`singleLine`). Multipart file names are cleaned where they are read.
 */
export const refuseUnsafeText: RequestHandler = (req, _res, next) => {
  const found =
    findUnsafe(decodedPath(req.path), ['path']) ??
    findUnsafe(req.query, ['query']) ??
    (typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? findUnsafe(req.body, []) : null);
  if (found) {
    const field = found.path.length > 0 ? found.path.join('.') : 'the request';
    const message = `${field} ${found.problem}`;
    throw new ValidationError(message, [{ path: found.path, message, code: 'unsafe_text' }]);
  }
  next();
};
