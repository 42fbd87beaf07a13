import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { DashboardMetrics } from '../../../contracts/metrics.ts';

export const GetDashboardMetrics = defineQuery<void, DashboardMetrics>('listings.get-dashboard-metrics');
