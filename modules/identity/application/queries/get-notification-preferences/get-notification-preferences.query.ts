import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { NotificationPreferences } from '../../../contracts/http.ts';

export const GetNotificationPreferences = defineQuery<void, NotificationPreferences>('identity.get-notification-preferences');
