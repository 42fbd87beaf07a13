import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { AdminSellerLeadFilter, AdminSellerLeadList, AdminSellerLeadListQuery } from '../../../contracts/admin-leads.ts';

/** The back office's seller leads: searched, filtered by status, coverage and state, sorted and paged. */
export const ListSellerLeads = defineQuery<AdminSellerLeadListQuery, AdminSellerLeadList>('leads.list-seller-leads');

/** The same filter's rows, for the CSV export. */
export const ExportSellerLeads = defineQuery<AdminSellerLeadFilter, string>('leads.export-seller-leads');
