import { describe, expect, it } from 'vitest';
import { PhotoUploadsBusyError } from '../../domain/listing.errors.ts';
import { PhotoQueue } from './photo-queue.ts';

const settle = () => new Promise((resolve) => setImmediate(resolve));

function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the photo queue', () => {
  it('lets `running` requests decode at once and the next ones wait their turn, in order', async () => {
    const queue = new PhotoQueue({ running: 2, waiting: 2, perSeller: 3 });
    const places = ['a', 'b', 'c', 'd'].map((seller) => queue.enter(seller));
    const started: number[] = [];
    places.forEach((place, index) => void place.turn().then(() => started.push(index)));
    await settle();
    expect(started).toEqual([0, 1]);

    places[1].leave();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    places[0].leave();
    places[0].leave(); // leaving twice gives back one place
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    places[2].leave();
    places[3].leave();
    expect(queue.size).toBe(0);
  });

  it('turns newcomers away with a 429 once `running + waiting` are in, and takes them again when there is room', async () => {
    const queue = new PhotoQueue({ running: 1, waiting: 1, perSeller: 5 });
    const first = queue.enter('a');
    queue.enter('b');
    const refusal = thrown(() => queue.enter('c'));
    expect(refusal).toBeInstanceOf(PhotoUploadsBusyError);
    expect(refusal).toMatchObject({
      kind: 'rate-limited',
      code: 'photo_uploads_busy',
      retryAfterSeconds: 5,
      message: 'We are busy processing other photos right now. Please try again in a few seconds.',
    });
    first.leave();
    expect(() => queue.enter('c')).not.toThrow();
  });

  it('holds at most `perSeller` requests of one seller', () => {
    const queue = new PhotoQueue({ running: 2, waiting: 6, perSeller: 2 });
    const [one] = [queue.enter('a'), queue.enter('a')];
    expect(() => queue.enter('a')).toThrow('Your other 2 uploads are still being processed. Please try again in a few seconds.');
    expect(() => queue.enter('b')).not.toThrow();
    one.leave();
    expect(() => queue.enter('a')).not.toThrow();
  });

  it('gives a waiting place back without ever running when its request ends early (e.g. a refused body)', async () => {
    const queue = new PhotoQueue({ running: 1, waiting: 2, perSeller: 3 });
    const running = queue.enter('a');
    await running.turn();
    const gaveUp = queue.enter('b');
    let ran = false;
    void gaveUp.turn().then(() => (ran = true));
    const next = queue.enter('c');
    const nextTurn = next.turn();
    gaveUp.leave();
    running.leave();
    await nextTurn;
    await settle();
    expect(ran).toBe(false);
    next.leave();
    expect(queue.size).toBe(0);
  });
});
