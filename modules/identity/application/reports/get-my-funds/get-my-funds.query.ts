import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { MyFunds } from '../../../contracts/verified-funds.ts';

/** The signed-in member's proof of funds: the latest statement and the verification that holds now. */
export const GetMyFunds = defineQuery<Record<string, never>, MyFunds>('identity.get-my-funds');
