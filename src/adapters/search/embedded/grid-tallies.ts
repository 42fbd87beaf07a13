import type { Column } from './columns.ts';

interface CellTally {
  live: number;
  /** per facet column (in the order given to GridTallies), documents per value code */
  codes: Array<Map<number, number>>;
}

/**
 * Per geo grid cell, how many live documents it holds and how many of them hold each value of every
 * facet column: a box that holds a cell whole takes its total and facet counts from here instead of
 * visiting its documents. Kept up to date on every write.
 */
export class GridTallies {
  private readonly cells = new Map<number, CellTally>();
  private readonly facets: readonly Column[];

  constructor(facets: readonly Column[]) {
    this.facets = facets;
  }

  /** Counts `ordinal`, whose values the facet columns hold, in `cell` (step 1), or no longer (step -1). */
  add(cell: number, ordinal: number, step: 1 | -1): void {
    let tally = this.cells.get(cell);
    if (tally === undefined) {
      tally = { live: 0, codes: this.facets.map(() => new Map()) };
      this.cells.set(cell, tally);
    }
    tally.live += step;
    this.facets.forEach((column, f) => {
      const perCode = tally.codes[f];
      column.forEachCode(ordinal, (code) => {
        const count = (perCode.get(code) ?? 0) + step;
        if (count === 0) perCode.delete(code);
        else perCode.set(code, count);
      });
    });
  }

  /** The live documents of `cell`. */
  live(cell: number): number {
    return this.cells.get(cell)?.live ?? 0;
  }

  /** Documents per value code of the facet column at `facet` (its position when constructed) in `cell`. */
  codes(cell: number, facet: number): ReadonlyMap<number, number> {
    return this.cells.get(cell)?.codes[facet] ?? EMPTY;
  }
}

const EMPTY: ReadonlyMap<number, number> = new Map();
