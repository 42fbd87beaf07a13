import { describe, expect, it } from 'vitest';
import { cellAttributes, clusterLevel, clustersOf } from './map-cells.ts';

describe('map cells', () => {
  it('places a pin in the web map tile of every level', () => {
    const cells = cellAttributes(0, 0);
    expect(cells.mapCell4).toBe('8:8');
    expect(cells.mapCell16).toBe('32768:32768');
    // Austin is in tile 10/233/421 of OpenStreetMap
    expect(cellAttributes(30.2672, -97.7431).mapCell10).toBe('233:421');
  });

  it('keeps pins beyond the square tile world in its edge tiles', () => {
    expect(cellAttributes(89.9, -180).mapCell4).toBe('0:0');
    expect(cellAttributes(-89.9, 180).mapCell4).toBe('15:15');
  });

  it('sizes clusters from the zoom, else from the width of the box', () => {
    expect(clusterLevel(4, undefined)).toBe(6);
    expect(clusterLevel(4.4, undefined)).toBe(6);
    expect(clusterLevel(0, undefined)).toBe(4);
    expect(clusterLevel(20, undefined)).toBe(15);
    // 5.6° wide on a 1,024 px screen is zoom 8
    expect(clusterLevel(undefined, { west: -100, south: 30, east: -94.375, north: 33 })).toBe(10);
    expect(clusterLevel(undefined, undefined)).toBe(6);
  });

  it('places a cluster at the weighted centre of its finer cells, within its own bounds', () => {
    // level 4 cell 8:8 spans 0°..22.5° east and 0°..21.94° south; its finer cells 16:16 and 17:17
    const [cluster] = clustersOf(4, { '8:8': 3 }, { '16:16': 1, '17:17': 2 });
    expect(cluster.count).toBe(3);
    expect(cluster.bounds).toEqual({ west: 0, east: 22.5, north: 0, south: -21.94305 });
    // longitudes of the finer centres: 5.625 and 16.875, weighted 1 and 2
    expect(cluster.lng).toBe(13.125);
    expect(cluster.lat).toBeLessThan(0);
    expect(cluster.lat).toBeGreaterThan(cluster.bounds.south);
  });

  it('falls back to the centre of the cell without finer counts', () => {
    const [cluster] = clustersOf(4, { '8:8': 5 }, {});
    expect(cluster.lng).toBe(11.25);
    expect(cluster.lat).toBeCloseTo(-11.18, 2);
  });
});
