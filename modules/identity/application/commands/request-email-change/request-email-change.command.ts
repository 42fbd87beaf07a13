import type { z } from 'zod';
import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { changeEmailRequestSchema } from '../../../contracts/http.ts';

/** the new address (trimmed, lower case) and the account's password */
export type RequestEmailChangeInput = z.output<typeof changeEmailRequestSchema>;

/** Sends a confirmation link to the new address; the account keeps its address until it is opened. */
export const RequestEmailChange = defineCommand<RequestEmailChangeInput, { message: string }>('identity.request-email-change');
