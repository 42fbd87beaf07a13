import 'ol/ol.css';
import OlMap from 'ol/Map.js';
import View from 'ol/View.js';
import Attribution from 'ol/control/Attribution.js';
import { platformModifierKeyOnly } from 'ol/events/condition.js';
import type { Extent } from 'ol/extent.js';
import { defaults as defaultInteractions } from 'ol/interaction/defaults.js';
import MouseWheelZoom from 'ol/interaction/MouseWheelZoom.js';
import type BaseLayer from 'ol/layer/Base.js';
import TileLayer from 'ol/layer/Tile.js';
import { transformExtent } from 'ol/proj.js';
import XYZ from 'ol/source/XYZ.js';

/**
 * What every DealAcre map shares: the tile layer (configurable, OpenStreetMap by default), its
 * attribution and the interactions. This module imports OpenLayers, so only the lazily loaded map
 * components import it.
 */

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors';

/** The continental United States, in longitude/latitude degrees (west, south, east, north). */
const CONTINENTAL_US = { west: -125, south: 24.5, east: -66.9, north: 49.4 } as const;
export const MAX_ZOOM = 19;

/** The continental United States as a map extent: where a map with nothing to show looks. */
export function continentalUsExtent(): Extent {
  return transformExtent([CONTINENTAL_US.west, CONTINENTAL_US.south, CONTINENTAL_US.east, CONTINENTAL_US.north], 'EPSG:4326', 'EPSG:3857');
}

/**
 * A map in `target`: the base tiles under `layers`, the shared controls and interactions, and a
 * view from zoom 2 to MAX_ZOOM (without a center until the caller sets or fits one).
 */
export function createMap(target: HTMLElement, layers: BaseLayer[], { scrollZoom }: { scrollZoom: boolean }): OlMap {
  return new OlMap({
    target,
    layers: [createBaseLayer(), ...layers],
    view: new View({ maxZoom: MAX_ZOOM, minZoom: 2 }),
    controls: createControls(),
    interactions: createInteractions(scrollZoom),
  });
}

/** The tile URL the server puts in `<meta name="map-tile-url">` (MAP_TILE_URL), else OpenStreetMap's. */
export function tileUrl(): string {
  const content = document.querySelector<HTMLMetaElement>('meta[name="map-tile-url"]')?.content.trim();
  return content ? content : DEFAULT_TILE_URL;
}

/**
 * The base map. Tiles that cannot load (offline, blocked) simply leave the map's plain background
 * showing; OpenLayers reports them as tile load errors, never as thrown errors.
 */
function createBaseLayer(): TileLayer<XYZ> {
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
function createControls(): Attribution[] {
  return [new Attribution({ collapsible: false })];
}

/**
 * Drag, double-click, keyboard and pinch as usual. Wheel zoom only when the map owns the page area
 * (`scrollZoom`); otherwise Ctrl/Cmd + wheel, so the page still scrolls past the map.
 */
function createInteractions(scrollZoom: boolean) {
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
