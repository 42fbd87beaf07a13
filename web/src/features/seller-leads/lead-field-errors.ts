import { fieldIssues } from '@/lib/api-errors.ts';

/** The lead form's visible fields, in the order they show (the `website` honeypot is not one of them). */
export const LEAD_FORM_FIELDS = ['propertyAddress', 'fullName', 'phone', 'email', 'situation'] as const;
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];

export interface LeadFieldIssue {
  field: LeadFormField;
  message: string;
}

const VISIBLE = new Set<string>(LEAD_FORM_FIELDS);

/**
 * The issues of a refused lead (a 400's `details`) that belong under a visible field, one per field,
 * in the form's order (the first is focused). Issues on the hidden honeypot or on paths the form does
 * not have are left to the toast.
 */
export function leadFieldIssues(error: unknown): LeadFieldIssue[] {
  return fieldIssues(error)
    .filter((issue): issue is LeadFieldIssue => VISIBLE.has(issue.field))
    .sort((a, b) => LEAD_FORM_FIELDS.indexOf(a.field) - LEAD_FORM_FIELDS.indexOf(b.field));
}
