import { Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { UpgradeDialog } from '@/components/ui/upgrade-dialog.tsx';
import { isUpgradeRequired, planLimitOf, serverMessage } from '@/lib/api-errors.ts';
import { LEADS_UPSELL } from '../copy.ts';

export interface UpgradeNotice {
  title: string;
  message: string;
}

/** The upgrade dialog's words for a claim the plan refused (no leads in it, or the month's claims used up), or null for any other error. */
export function upgradeNoticeOf(error: unknown): UpgradeNotice | null {
  if (!isUpgradeRequired(error)) return null;
  if (planLimitOf(error)?.limit === 'leadClaimsPerMonth') {
    return {
      title: 'Monthly Lead Limit Reached',
      message: serverMessage(error) ?? 'You have taken all the leads your plan allows this month.',
    };
  }
  return { title: 'Seller Leads Need an Upgrade', message: serverMessage(error) ?? LEADS_UPSELL };
}

export function LeadsUpgradeDialog({ notice, onClose }: { notice: UpgradeNotice | null; onClose: () => void }) {
  return (
    <UpgradeDialog
      open={notice !== null}
      onOpenChange={(open) => !open && onClose()}
      title={notice?.title ?? ''}
      message={notice?.message ?? ''}
    />
  );
}

/** The offer to upgrade where the plan has no leads: a short line (Settings) or a card (dashboard). */
export function LeadsUpsell({ variant }: { variant: 'line' | 'card' }) {
  if (variant === 'line') {
    return (
      <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-brand-950">{LEADS_UPSELL} Choose your markets once your plan includes them.</p>
        <Button variant="secondary" size="sm" asChild>
          <Link to="/pricing">View plans</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:p-6">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-200">
        <Sparkles className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">Get leads from owners who want to sell</h3>
        <p className="mt-1 text-sm text-slate-700">
          {LEADS_UPSELL} Owners in the markets you choose ask for a cash offer; take a lead to get their name, phone and email.
        </p>
      </div>
      <Button asChild>
        <Link to="/pricing">View plans</Link>
      </Button>
    </div>
  );
}
