import type { ReactNode } from 'react';
import type { BillingAdminSearch } from '../../admin-billing-search.ts';

/** What the back office's billing page and its tabs share. */
export interface BillingAdminProps {
  search: BillingAdminSearch;
  onSearchChange: (search: BillingAdminSearch, options?: { replace?: boolean }) => void;
}

/** "Jun 3, 2026" */
export const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "$19.00" */
export const money = (amount: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);

/** The member's name and email; a deleted account shows its id. */
export function MemberCell({ member }: { member: { id: string; name: string | null; email: string | null } }) {
  if (!member.email) return <span className="text-slate-500">Deleted account</span>;
  return (
    <span className="block min-w-0">
      <span className="block font-medium text-slate-900">{member.name || '—'}</span>
      <span className="block text-xs break-all text-slate-600">{member.email}</span>
    </span>
  );
}

export function Badge({ tone, children }: { tone: 'green' | 'amber' | 'red' | 'slate' | 'brand'; children: ReactNode }) {
  const tones = {
    green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    amber: 'bg-amber-50 text-amber-900 ring-amber-200',
    red: 'bg-red-50 text-red-800 ring-red-200',
    slate: 'bg-slate-50 text-slate-700 ring-slate-200',
    brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  };
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]}`}>
      {children}
    </span>
  );
}
