import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { DeleteAccountRequest } from '../../../contracts/http.ts';

/** Deletes the signed-in account (password required). Other modules react to identity.user-deleted.v1. */
export const DeleteAccount = defineCommand<DeleteAccountRequest, { message: string }>('identity.delete-account');
