import { useId } from 'react';
import type { NotificationChannels, NotificationTopic } from '@contracts/identity/contracts/http.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../../api/notifications.ts';
import { SettingsSection } from '@/components/ui/settings-section.tsx';

type Channel = keyof NotificationChannels;

const CHANNELS = [
  { key: 'inApp', heading: 'In app', phrase: 'in the app' },
  { key: 'email', heading: 'Email', phrase: 'by email' },
] as const satisfies readonly { key: Channel; heading: string; phrase: string }[];

const TOPICS = [
  { key: 'messages', label: 'Messages', description: 'New messages from buyers and sellers.' },
  {
    key: 'listingAlerts',
    label: 'Listing alerts',
    description:
      'Listings that match your saved searches: new, back on the market or cheaper. Set each search to instant, daily or off on your member dashboard.',
  },
  { key: 'connections', label: 'Connections', description: 'Requests to connect, and members accepting yours.' },
  { key: 'jointVentures', label: 'Joint ventures', description: 'Members interested in your joint-venture posts.' },
  { key: 'listingActivity', label: 'Your listings', description: 'Listings about to expire and other news about what you post.' },
  {
    key: 'sellerLeads',
    label: 'Seller leads',
    description: 'Owners in your lead markets asking for a cash offer, and reminders of your pipeline tasks.',
  },
  { key: 'billing', label: 'Billing', description: 'Trial ending, payment problems and plan changes.' },
  { key: 'productNews', label: 'Product news', description: 'News about DealAcre and tips for getting more from it.', channels: ['email'] },
] as const satisfies readonly { key: NotificationTopic; label: string; description: string; channels?: readonly Channel[] }[];

/** Per topic, a switch for the bell in the app and one for email; each saves on its own, showing the change at once. */
export function NotificationsSection() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  const onToggle = (topic: NotificationTopic, channel: (typeof CHANNELS)[number], label: string, enabled: boolean) =>
    update.mutate(
      { [topic]: { [channel.key]: enabled } },
      {
        onSuccess: () =>
          toast({ title: 'Notification settings saved', description: `${label} ${channel.phrase} ${enabled ? 'on' : 'off'}.` }),
        onError: (error) => toastError('Could not save notification settings', error, 'Your change was undone. Please try again.'),
      },
    );

  return (
    <SettingsSection id="notifications" title="Notifications" description="Choose what DealAcre tells you about, in the app and by email.">
      {preferences.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <span className="sr-only">Loading notification settings...</span>
          {TOPICS.map((topic) => (
            <Skeleton key={topic.key} className="h-12" />
          ))}
        </div>
      ) : preferences.isError ? (
        <Alert variant="error" title="Notification settings could not be loaded">
          <p>
            {isApiError(preferences.error, 404)
              ? 'This part of your settings is not available yet. Please check back soon.'
              : (serverMessage(preferences.error) ?? 'Something went wrong.')}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => void preferences.refetch()}
            disabled={preferences.isFetching}
          >
            Try again
          </Button>
        </Alert>
      ) : (
        <div>
          <div
            className="flex justify-end gap-2 border-b border-slate-100 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase"
            aria-hidden="true"
          >
            {CHANNELS.map((channel) => (
              <span key={channel.key} className="w-14 text-center">
                {channel.heading}
              </span>
            ))}
          </div>
          <ul className="divide-y divide-slate-100">
            {TOPICS.map((topic) => (
              <TopicRow
                key={topic.key}
                label={topic.label}
                description={topic.description}
                channels={CHANNELS.map((channel) => ({
                  ...channel,
                  available: !('channels' in topic) || (topic.channels as readonly Channel[]).includes(channel.key),
                  checked: preferences.data[topic.key][channel.key],
                  onChange: (enabled: boolean) => onToggle(topic.key, channel, topic.label, enabled),
                }))}
              />
            ))}
          </ul>
        </div>
      )}
    </SettingsSection>
  );
}

interface TopicRowProps {
  label: string;
  description: string;
  channels: Array<{ key: Channel; phrase: string; available: boolean; checked: boolean; onChange: (checked: boolean) => void }>;
}

function TopicRow({ label, description, channels }: TopicRowProps) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-medium text-slate-900">
          {label}
        </p>
        <p id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {channels.map((channel) => (
          <span key={channel.key} className="flex w-14 justify-center">
            {channel.available ? (
              <Switch
                checked={channel.checked}
                onCheckedChange={channel.onChange}
                aria-label={`${label} ${channel.phrase}`}
                aria-describedby={`${id}-description`}
              />
            ) : (
              <span className="text-slate-400" aria-label={`${label} is not shown ${channel.phrase}`}>
                —
              </span>
            )}
          </span>
        ))}
      </div>
    </li>
  );
}
