import { planLimitDetailsSchema, type PlanLimitDetails } from '@contracts/billing/contracts/plan-limits.ts';
import { isApiError } from './api-client.ts';

/**
 * Reading the API's error answers (docs/architecture.md section 7): JSON `{ message, code?, details? }`,
 * with zod issues `[{ path, message }]` in `details` on a 400.
 */

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  details?: unknown;
  upgradeRequired?: unknown;
}

function bodyOf(error: unknown): ErrorBody | null {
  if (!isApiError(error)) return null;
  return typeof error.body === 'object' && error.body !== null ? (error.body as ErrorBody) : null;
}

/** The server's human-readable `message`, when the error is an API answer that has one. */
export function serverMessage(error: unknown): string | undefined {
  const message = bodyOf(error)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** True when the API refused because the user's plan does not allow it: the upgrade dialog opens. */
export function isUpgradeRequired(error: unknown): boolean {
  return bodyOf(error)?.upgradeRequired === true;
}

/** Which plan limit refused the request (`details` of a 403 `plan_limit_reached`), or null for any other answer. */
export function planLimitOf(error: unknown): PlanLimitDetails | null {
  if (!isUpgradeRequired(error)) return null;
  const parsed = planLimitDetailsSchema.safeParse(bodyOf(error)?.details);
  return parsed.success ? parsed.data : null;
}

/** The server's machine-readable `code` (e.g. `email_taken`), when present. */
export function serverCode(error: unknown): string | undefined {
  const code = bodyOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

export interface FieldIssue {
  /** the top-level field name, e.g. `password` */
  field: string;
  message: string;
}

/**
 * The field-level issues of a validation answer, one per field (the first wins), in the order the
 * server listed them. `rename` maps a server field name to the form's (e.g. password → newPassword).
 */
export function fieldIssues(error: unknown, rename: Record<string, string> = {}): FieldIssue[] {
  const details = bodyOf(error)?.details;
  if (!Array.isArray(details)) return [];
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const detail of details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    const head = Array.isArray(path) ? path[0] : undefined;
    if ((typeof head !== 'string' && typeof head !== 'number') || typeof message !== 'string') continue;
    const field = rename[String(head)] ?? String(head);
    if (seen.has(field)) continue;
    seen.add(field);
    issues.push({ field, message });
  }
  return issues;
}
