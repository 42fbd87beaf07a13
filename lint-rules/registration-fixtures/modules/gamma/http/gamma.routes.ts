import type { CommandBus, QueryBus } from '../../../../../modules/shared/kernel/bus.ts';
import { MakeWidget } from '../application/commands/make-widget/make-widget.command.ts';
import { ListWidgets } from '../application/queries/list-widgets/list-widgets.query.ts';
import { Ghost } from './ghost.ts';

export async function routes(commands: CommandBus, queries: QueryBus): Promise<void> {
  await commands.execute(MakeWidget, undefined);
  await queries.ask(ListWidgets, undefined);
  await queries.ask(Ghost, undefined);
  await queries.ask(Undeclared, undefined);
}
