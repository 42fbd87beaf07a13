import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { NotificationPreferences } from '../../../contracts/http.ts';

export const UpdateNotifications = defineCommand<Partial<NotificationPreferences>, NotificationPreferences>('identity.update-notifications');
