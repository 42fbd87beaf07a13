import { handlesCommand } from '../../../../../../../modules/shared/kernel/use-case.ts';
import { MakeWidget } from './make-widget.command.ts';

class MakeWidgetHandler {
  async execute() {}
}

export const makeWidget = handlesCommand(MakeWidget, {}, MakeWidgetHandler);
