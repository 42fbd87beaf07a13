import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@contracts/listings/contracts/media.ts';
import { makeCover, movePhoto, photoProblem, removePhoto } from './photo-order.ts';

const photos = ['a', 'b', 'c', 'd'];

describe('photo order', () => {
  it('moves a photo left, right and across', () => {
    expect(movePhoto(photos, 1, 0)).toEqual(['b', 'a', 'c', 'd']);
    expect(movePhoto(photos, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(movePhoto(photos, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movePhoto(photos, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('keeps the order for moves past the ends or from nowhere', () => {
    expect(movePhoto(photos, 0, -1)).toEqual(photos);
    expect(movePhoto(photos, 3, 9)).toEqual(photos);
    expect(movePhoto(photos, 7, 0)).toEqual(photos);
  });

  it('makes a photo the cover by moving it first, the others keep their order', () => {
    expect(makeCover(photos, 2)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('removes a photo', () => {
    expect(removePhoto(photos, 0)).toEqual(['b', 'c', 'd']);
  });

  it('never changes the array it is given', () => {
    makeCover(photos, 3);
    removePhoto(photos, 1);
    expect(photos).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('photo files', () => {
  it('accepts JPEG, PNG, WebP and HEIC by type or by name', () => {
    expect(photoProblem({ name: 'front.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(photoProblem({ name: 'IMG_0001.HEIC', type: '', size: 1000 })).toBeNull();
    expect(photoProblem({ name: 'plan.webp', type: 'image/webp', size: 1000 })).toBeNull();
  });

  it('names the file that is not a photo or too large', () => {
    expect(photoProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe('notes.txt is not a JPEG, PNG, WebP or HEIC photo.');
    expect(photoProblem({ name: 'huge.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('huge.png is larger than 15 MB.');
  });
});
