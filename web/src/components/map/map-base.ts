import 'ol/ol.css';
import Attribution from 'ol/control/Attribution.js';
import { defaults as defaultInteractions } from 'ol/interaction/defaults.js';
import MouseWheelZoom from 'ol/interaction/MouseWheelZoom.js';
import { platformModifierKeyOnly } from 'ol/events/condition.js';
import TileLayer from 'ol/layer/Tile.js';
import XYZ from 'ol/source/XYZ.js';
import type OlMap from 'ol/Map.js';
import type View from 'ol/View.js';

/**
 * What every DealAcre map shares: the tile layer (configurable, OpenStreetMap by default), its
 * attribution and the interactions. This module imports OpenLayers, so only the lazily loaded map
 * components import it.
 */

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors';

/** The continental United States, in longitude/latitude degrees (west, south, east, north). */
export const CONTINENTAL_US = { west: -125, south: 24.5, east: -66.9, north: 49.4 } as const;
export const MAX_ZOOM = 19;

/** The tile URL the server puts in `<meta name="map-tile-url">` (MAP_TILE_URL), else OpenStreetMap's. */
export function tileUrl(): string {
  const content = document.querySelector<HTMLMetaElement>('meta[name="map-tile-url"]')?.content.trim();
  return content ? content : DEFAULT_TILE_URL;
}

/**
 * The base map. Tiles that cannot load (offline, blocked) simply leave the map's plain background
 * showing; OpenLayers reports them as tile load errors, never as thrown errors.
 */
export function createBaseLayer(): TileLayer<XYZ> {
  const url = tileUrl();
  return new TileLayer({
    source: new XYZ({
      url,
      maxZoom: MAX_ZOOM,
      attributions: url === DEFAULT_TILE_URL || url.includes('openstreetmap') ? OSM_ATTRIBUTION : undefined,
    }),
  });
}

/** Attribution always visible (OpenStreetMap's terms), no zoom or rotate buttons (the React ones replace them). */
export function createControls(): Attribution[] {
  return [new Attribution({ collapsible: false })];
}

/**
 * Drag, double-click, keyboard and pinch as usual. Wheel zoom only when the map owns the page area
 * (`scrollZoom`); otherwise Ctrl/Cmd + wheel, so the page still scrolls past the map.
 */
export function createInteractions(scrollZoom: boolean) {
  const interactions = defaultInteractions({ mouseWheelZoom: scrollZoom });
  if (!scrollZoom) interactions.push(new MouseWheelZoom({ condition: platformModifierKeyOnly }));
  return interactions;
}

export function zoomBy(view: View, delta: number): void {
  const zoom = view.getZoom();
  if (zoom === undefined) return;
  view.animate({ zoom: Math.min(MAX_ZOOM, Math.max(view.getMinZoom(), zoom + delta)), duration: 200 });
}

/** A map container's look when no tile has loaded: a plain, calm land colour. */
export const MAP_BACKGROUND_CLASS = 'bg-[#e5ebe4]';

/** Runs `fn` now when the map has a size, else once it gets one (a map mounted hidden or before layout). */
export function whenSized(map: OlMap, fn: () => void): void {
  const size = map.getSize();
  if (size && size[0] > 0 && size[1] > 0) {
    fn();
    return;
  }
  const onSize = () => {
    const next = map.getSize();
    if (!next || next[0] === 0 || next[1] === 0) return;
    map.un('change:size', onSize);
    fn();
  };
  map.on('change:size', onSize);
}
