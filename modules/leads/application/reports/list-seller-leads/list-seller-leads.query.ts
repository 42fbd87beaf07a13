import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { SellerLeadList, SellerLeadListQuery } from '../../../contracts/seller-leads.ts';

/** The administrators' view of seller leads: the queue of those no investor took, or all of them. */
export const ListSellerLeads = defineQuery<SellerLeadListQuery, SellerLeadList>('leads.list-seller-leads');
