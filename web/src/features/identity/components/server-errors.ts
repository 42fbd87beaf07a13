import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldIssues, serverCode, serverMessage } from '@/lib/api-errors.ts';

interface ApplyOptions<Values extends FieldValues> {
  /** the form's fields; issues on other paths are not shown inline */
  fields: readonly Path<Values>[];
  /** server field name → form field name (e.g. password → newPassword) */
  rename?: Record<string, Path<Values>>;
  /** server error code → the field its message belongs to (e.g. email_taken → email) */
  codes?: Record<string, Path<Values>>;
}

/**
 * Shows a failed request's field errors next to their fields and focuses the first one. Returns
 * true when at least one error was placed on a field.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  { fields, rename = {}, codes = {} }: ApplyOptions<Values>,
): boolean {
  const known = new Set<string>(fields);
  const issues = fieldIssues(error, rename).filter((issue) => known.has(issue.field));
  const code = serverCode(error);
  const message = serverMessage(error);
  const codeField = code ? codes[code] : undefined;
  if (codeField && message && !issues.some((issue) => issue.field === codeField)) issues.unshift({ field: codeField, message });

  issues.forEach((issue, index) => {
    setError(issue.field as Path<Values>, { type: 'server', message: issue.message }, { shouldFocus: index === 0 });
  });
  return issues.length > 0;
}
