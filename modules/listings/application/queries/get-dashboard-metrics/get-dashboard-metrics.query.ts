import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { DashboardMetrics } from '../../../contracts/http.ts';

export const GetDashboardMetrics = defineQuery<void, DashboardMetrics>('listings.get-dashboard-metrics');
