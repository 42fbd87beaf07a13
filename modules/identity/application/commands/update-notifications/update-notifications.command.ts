import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '../../../contracts/http.ts';

export const UpdateNotifications = defineCommand<NotificationPreferencesUpdate, NotificationPreferences>('identity.update-notifications');
