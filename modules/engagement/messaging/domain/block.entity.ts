import { defineEntity, p } from '@mikro-orm/core';

/** A member no longer accepts messages from another (until they unblock them in Settings). */
const BlockSchema = defineEntity({
  name: 'Block',
  schema: 'engagement',
  tableName: 'blocks',
  indexes: [{ name: 'blocks_blocked_index', properties: ['blockedId'] }],
  properties: {
    blockerId: p.uuid().primary(),
    blockedId: p.uuid().primary(),
    createdAt: p.datetime(),
  },
});

export class Block extends BlockSchema.class {
  static of(blockerId: string, blockedId: string, now: Date): Block {
    const block = new Block();
    block.blockerId = blockerId;
    block.blockedId = blockedId;
    block.createdAt = now;
    return block;
  }
}
BlockSchema.setClass(Block);
export { BlockSchema };
