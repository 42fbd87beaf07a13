import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { ContractDraft } from '../../../contracts/offers.ts';

/** The facts of an accepted offer's assignment contract draft, for its buyer or seller only. */
export const GetContractDraft = defineQuery<{ offerId: string; assignmentFee?: number }, ContractDraft>('leads.get-contract-draft');
