import { handlesCommand } from '../../../../../../../modules/shared/kernel/use-case.ts';
import { MakeWidget } from './make-widget.command.ts';

export const makeWidget = handlesCommand(MakeWidget, [], () => ({ execute: async () => {} }));
