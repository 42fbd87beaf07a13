import { describe, expect, it } from 'vitest';
import { releaseFreedHeapPages } from './heap-release.ts';

describe('releaseFreedHeapPages', () => {
  it('gives freed heap pages back without leaving a gc global behind', () => {
    const hadGc = 'gc' in globalThis;
    // garbage that fills whole pages, then let go
    let garbage: unknown[] | null = Array.from({ length: 200_000 }, (_, i) => ({ i, text: `item ${i}` }));
    expect(garbage.length).toBe(200_000);
    garbage = null;
    const before = process.memoryUsage();
    releaseFreedHeapPages();
    releaseFreedHeapPages();
    const after = process.memoryUsage();
    expect(after.heapTotal).toBeLessThan(before.heapTotal);
    expect('gc' in globalThis).toBe(hadGc);
  });
});
