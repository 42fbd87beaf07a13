import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { MyLeads } from '../../../contracts/seller-leads.ts';

/** A seller's leads: the open ones of their markets (without contact details) and the ones they took. */
export const ListMyLeads = defineQuery<void, MyLeads>('leads.list-my-leads');
