import { ALERTS_PLAN_MESSAGE, SAVED_SEARCHES_LIMIT_MESSAGE } from '@contracts/engagement/contracts/saved-searches.ts';
import { UpgradeDialog } from '@/components/ui/upgrade-dialog.tsx';
import { isUpgradeRequired, planLimitOf, serverMessage } from '@/lib/api-errors.ts';

export interface UpgradeNotice {
  title: string;
  message: string;
}

/** The upgrade dialog's words for a refusal by the plan (more saved searches, or alerts), or null for any other error. */
export function upgradeNoticeOf(error: unknown): UpgradeNotice | null {
  if (!isUpgradeRequired(error)) return null;
  if (planLimitOf(error)?.limit === 'propertyAlerts') {
    return { title: 'Alerts Need an Upgrade', message: serverMessage(error) ?? ALERTS_PLAN_MESSAGE };
  }
  return { title: 'Saved Searches Limit Reached', message: serverMessage(error) ?? SAVED_SEARCHES_LIMIT_MESSAGE };
}

export function SavedSearchUpgradeDialog({ notice, onClose }: { notice: UpgradeNotice | null; onClose: () => void }) {
  return (
    <UpgradeDialog
      open={notice !== null}
      onOpenChange={(open) => !open && onClose()}
      title={notice?.title ?? ''}
      message={notice?.message ?? ''}
    />
  );
}
