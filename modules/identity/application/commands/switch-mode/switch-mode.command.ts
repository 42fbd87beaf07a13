import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { CurrentUser, SwitchModeRequest } from '../../../contracts/http.ts';

/** Switches between buyer and seller mode; only to a capability the user holds. */
export const SwitchMode = defineCommand<SwitchModeRequest, CurrentUser>('identity.switch-mode');
