import type { z } from 'zod';

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls (NUL included) */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** a UTF-16 surrogate without its pair: no character at all, and Postgres refuses to store it */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** bidirectional embeddings, overrides and isolates: they make a title or a name read as something else */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;

/** Why a text from outside cannot be accepted anywhere (null when it can): checked once for every field at the edge. */
export function unsafeTextProblem(value: string): string | null {
  if (LONE_SURROGATE.test(value)) return 'contains an invalid character (an unpaired surrogate)';
  if (CONTROL.test(value)) return 'contains a control character (such as a NUL byte)';
  return null;
}

/** A one-line text shown to others (a title, a name): no line breaks, tabs or text-direction controls. */
export function singleLine<S extends z.ZodType<string>>(schema: S, label: string) {
  return schema.refine((value) => !/[\t\n\r]/.test(value) && !new RegExp(DIRECTION_CONTROL.source).test(value), {
    message: `${label} must be one line of plain text, without line breaks or text-direction controls`,
  });
}

/** A file name as people see it in messages: control and text-direction characters removed. */
export function displayFileName(name: string): string {
  return name
    .replace(new RegExp(CONTROL.source, 'g'), '')
    .replace(DIRECTION_CONTROL, '')
    .replace(new RegExp(LONE_SURROGATE.source, 'g'), '');
}

const DOUBLE_QUOTE = /["“”„]/;

/**
 * A name someone typed, in double quotation marks for a sentence: `Austin land` → “Austin land”. A name typed
 * in quotation marks is not quoted twice (`"Austin land"` → “Austin land”), and quotation marks within it become
 * single ones, as quotes within quotes are written (`“creek” · Land` → “‘creek’ · Land”).
 */
export function quoted(name: string): string {
  const trimmed = name.trim();
  const wrapped = /^["“„](.*)["”“]$/.exec(trimmed)?.[1];
  const inner = wrapped !== undefined && !DOUBLE_QUOTE.test(wrapped) ? wrapped : trimmed;
  let opening = true;
  const nested = inner.replace(new RegExp(DOUBLE_QUOTE.source, 'g'), (mark) => {
    const single = mark === '”' || (mark === '"' && !opening) ? '’' : '‘';
    opening = single === '’';
    return single;
  });
  return `“${nested}”`;
}
