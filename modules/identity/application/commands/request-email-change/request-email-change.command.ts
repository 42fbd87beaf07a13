import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { ChangeEmailRequest } from '../../../contracts/http.ts';

/** Sends a confirmation link to the new address; the account keeps its address until it is opened. */
export const RequestEmailChange = defineCommand<ChangeEmailRequest, { message: string }>('identity.request-email-change');
