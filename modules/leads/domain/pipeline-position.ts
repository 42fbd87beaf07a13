/** the distance between neighbours when positions are handed out or renumbered */
export const POSITION_STEP = 1024;
/** below this gap a midpoint is no longer trusted to fall strictly between its neighbours */
const MIN_GAP = 1e-6;

export interface Positioned {
  id: string;
  position: number;
}

/**
 * Puts `card` at `index` among `peers` (the other cards of its stage, in order) by giving it a position
 * between its new neighbours, so a move writes one row. When the neighbours sit too close for a
 * midpoint, the whole stage is renumbered in steps. Answers the cards whose position changed.
 */
export function placeAt<T extends Positioned>(card: T, peers: readonly T[], index: number): T[] {
  const at = Math.max(0, Math.min(index, peers.length));
  const before = peers[at - 1]?.position;
  const after = peers[at]?.position;
  if (before === undefined && after === undefined) {
    card.position = 0;
    return [card];
  }
  if (before === undefined) {
    card.position = after! - POSITION_STEP;
    return [card];
  }
  if (after === undefined) {
    card.position = before + POSITION_STEP;
    return [card];
  }
  const middle = (before + after) / 2;
  if (after - before > MIN_GAP && middle > before && middle < after) {
    card.position = middle;
    return [card];
  }
  const order = [...peers.slice(0, at), card, ...peers.slice(at)];
  const changed: T[] = [];
  order.forEach((item, n) => {
    const position = n * POSITION_STEP;
    if (item.position !== position || item === card) {
      item.position = position;
      changed.push(item);
    }
  });
  return changed;
}

/** Where `card` stands among `peers` now (ties by id, as the board orders them). */
export function indexAmong(card: Positioned, peers: readonly Positioned[]): number {
  return peers.filter((peer) => peer.position < card.position || (peer.position === card.position && peer.id < card.id)).length;
}
