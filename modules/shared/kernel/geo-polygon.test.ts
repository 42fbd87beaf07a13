import { describe, expect, it } from 'vitest';
import { polygonBounds, polygonContains, polygonDoubleArea } from './geo-polygon.ts';

// a "C" open to the east: (0,0) (0,4) (1,4) (1,1) (3,1) (3,4) (4,4) (4,0), as lat,lng
const notched = [
  { lat: 0, lng: 0 },
  { lat: 4, lng: 0 },
  { lat: 4, lng: 1 },
  { lat: 1, lng: 1 },
  { lat: 1, lng: 3 },
  { lat: 4, lng: 3 },
  { lat: 4, lng: 4 },
  { lat: 0, lng: 4 },
];

describe('polygonContains', () => {
  it('keeps points inside a concave shape and leaves out those in its notch', () => {
    expect(polygonContains(notched, 0.5, 2)).toBe(true);
    expect(polygonContains(notched, 3, 0.5)).toBe(true);
    expect(polygonContains(notched, 3, 3.5)).toBe(true);
    expect(polygonContains(notched, 3, 2)).toBe(false);
    expect(polygonContains(notched, 5, 2)).toBe(false);
    expect(polygonContains(notched, 2, -1)).toBe(false);
  });

  it('counts vertices and edges in, whatever their direction', () => {
    expect(polygonContains(notched, 0, 0)).toBe(true);
    expect(polygonContains(notched, 1, 2)).toBe(true);
    expect(polygonContains(notched, 2.5, 0)).toBe(true);
    expect(polygonContains(notched, 4, 3.5)).toBe(true);
    expect(polygonContains([...notched].reverse(), 2.5, 4)).toBe(true);
    expect(polygonContains(notched, 1.0000001, 2)).toBe(true);
    expect(polygonContains(notched, 1.001, 2)).toBe(false);
  });

  it('works in negative degrees (the western hemisphere)', () => {
    const texas = [
      { lat: 33.2, lng: -97.3 },
      { lat: 33.2, lng: -96.3 },
      { lat: 29.3, lng: -96.6 },
    ];
    expect(polygonContains(texas, 32.7767, -96.797)).toBe(true);
    expect(polygonContains(texas, 32.3513, -95.3011)).toBe(false);
  });
});

describe('polygonBounds and polygonDoubleArea', () => {
  it('gives the box around the vertices and no area for points on one line', () => {
    expect(polygonBounds(notched)).toEqual({ south: 0, north: 4, west: 0, east: 4 });
    expect(Math.abs(polygonDoubleArea(notched))).toBe(2 * 10);
    expect(
      polygonDoubleArea([
        { lat: 0, lng: 0 },
        { lat: 1, lng: 1 },
        { lat: 2, lng: 2 },
      ]),
    ).toBe(0);
  });
});
