import { useId } from 'react';
import type { NotificationPreferences } from '@contracts/identity/contracts/http.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../../api/notifications.ts';
import { SettingsSection } from '@/components/ui/settings-section.tsx';

const PREFERENCES = [
  { key: 'listingAlerts', label: 'Listing alerts', description: 'New listings that match your saved searches.' },
  { key: 'messages', label: 'Messages', description: 'New messages from buyers and sellers.' },
  { key: 'billing', label: 'Billing', description: 'Trial ending, payment problems and plan changes.' },
  { key: 'productNews', label: 'Product news', description: 'News about DealAcre and tips for getting more from it.' },
] as const satisfies readonly { key: keyof NotificationPreferences; label: string; description: string }[];

/** Email notifications: each switch saves on its own, showing the change at once. */
export function NotificationsSection() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  const onToggle = (key: keyof NotificationPreferences, label: string, enabled: boolean) =>
    update.mutate(
      { [key]: enabled },
      {
        onSuccess: () => toast({ title: 'Notification settings saved', description: `${label} ${enabled ? 'on' : 'off'}.` }),
        onError: (error) => toastError('Could not save notification settings', error, 'Your change was undone. Please try again.'),
      },
    );

  return (
    <SettingsSection id="notifications" title="Notifications" description="Choose which emails DealAcre sends you.">
      {preferences.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <span className="sr-only">Loading notification settings...</span>
          {PREFERENCES.map((preference) => (
            <Skeleton key={preference.key} className="h-12" />
          ))}
        </div>
      ) : preferences.isError ? (
        <Alert variant="error" title="Notification settings could not be loaded">
          <p>
            {isApiError(preferences.error, 404)
              ? 'This part of your settings is not available yet. Please check back soon.'
              : (serverMessage(preferences.error) ?? 'Something went wrong.')}
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void preferences.refetch()} disabled={preferences.isFetching}>
            Try again
          </Button>
        </Alert>
      ) : (
        <ul className="divide-y divide-slate-100">
          {PREFERENCES.map((preference) => (
            <PreferenceRow
              key={preference.key}
              label={preference.label}
              description={preference.description}
              checked={preferences.data[preference.key]}
              onChange={(enabled) => onToggle(preference.key, preference.label, enabled)}
            />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

interface PreferenceRowProps {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

function PreferenceRow({ label, description, checked, onChange }: PreferenceRowProps) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </li>
  );
}
