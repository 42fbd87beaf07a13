import Feature from 'ol/Feature.js';
import type OlMap from 'ol/Map.js';
import { boundingExtent, getCenter, getHeight, getWidth } from 'ol/extent.js';
import Point from 'ol/geom/Point.js';
import Polygon from 'ol/geom/Polygon.js';
import Draw from 'ol/interaction/Draw.js';
import VectorLayer from 'ol/layer/Vector.js';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj.js';
import Cluster from 'ol/source/Cluster.js';
import VectorSource from 'ol/source/Vector.js';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style.js';
import type { FeatureLike } from 'ol/Feature.js';
import type { Pixel } from 'ol/pixel.js';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils.ts';
import { MAP_BACKGROUND_CLASS, MAX_ZOOM, continentalUsExtent, createMap, whenSized, zoomBy } from './map-base.ts';
import { compactCount, compactPrice, normalizeBbox, type MapBbox } from './map-format.ts';
import { AreaButtons, DrawingHint } from './area-buttons.tsx';
import { ZoomButtons } from './zoom-buttons.tsx';

/** A point on the map: structurally a listing's map marker (`MapMarker`), without importing any feature. */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  /** whole dollars; labels single markers ("$45k") */
  price: number;
  title?: string;
  featured?: boolean;
}

/** Listings counted together by the server (too many to send one by one): structurally a `MapCluster`. */
export interface MapArea {
  lat: number;
  lng: number;
  count: number;
  /** the area they were counted in: a click zooms into it */
  bounds: MapBbox;
}

export interface MapVertex {
  lat: number;
  lng: number;
}

/** the most corners a drawn area keeps (the search's limit); a longer freehand line is simplified down to it */
export const MAX_DRAWN_VERTICES = 100;

export type MapInitialView = { bbox: MapBbox } | { center: { lat: number; lng: number }; zoom: number };

export interface PropertyMapProps {
  markers: readonly MapPoint[];
  /** counts of listings not sent one by one; they merge with nearby markers and areas on screen */
  areas?: readonly MapArea[];
  selectedId?: string | null;
  /** a marker to emphasise without selecting it (e.g. the list card under the pointer) */
  highlightedId?: string | null;
  /** where the highlighted listing is, to emphasise the area counting it when it has no marker */
  highlightedAt?: { lat: number; lng: number } | null;
  /** a marker clicked (its id), or the empty map clicked (null) */
  onSelect(id: string | null): void;
  /**
   * After every move: `byUser` is true when the user panned or zoomed, false after the map's own
   * fitting (to its markers or to a new `initialView`).
   */
  onMoveEnd?(bbox: MapBbox, zoom: number, byUser: boolean): void;
  /** where to look; without it the map fits its markers. Changing it later moves the map there. */
  initialView?: MapInitialView;
  /**
   * The map fits its markers and areas once per value (e.g. per search), while the user has not
   * moved it and no `initialView` was given, so data that follows the view cannot refit it forever.
   */
  fitKey?: string;
  /** wheel zoom without a modifier key; turn off where the page scrolls past the map */
  scrollZoom?: boolean;
  /** a drawn search area to show (its vertices, not closed) */
  drawnArea?: readonly MapVertex[] | null;
  /**
   * With it, the map has a "Draw area" button: the user clicks (taps) the corners of an area, and
   * this gets them when the shape is finished (at most MAX_DRAWN_VERTICES, each rounded to 5 decimals).
   */
  onDrawArea?(vertices: MapVertex[]): void;
  /** With it and a `drawnArea`, the map has a "Clear area" button. */
  onClearArea?(): void;
  /** size and placement; without it the map is 24rem tall */
  className?: string;
  'aria-label'?: string;
}

/** Pixels within which markers merge into a cluster. */
const CLUSTER_DISTANCE = 56;
/** How far from a marker's centre (px) a click still hits it. */
const HIT_RADIUS = 24;

const COLORS = {
  brand: '#047857',
  brandDark: '#064e3b',
  featured: '#d97706',
  selected: '#0f172a',
  white: '#ffffff',
  ink: '#0f172a',
  highlight: '#f59e0b',
};

interface MarkerState {
  selectedId: string | null;
  highlightedId: string | null;
  highlightedAt: { lat: number; lng: number } | null;
}

const styleCache = new Map<string, Style>();
function cached(key: string, build: () => Style): Style {
  let style = styleCache.get(key);
  if (!style) {
    style = build();
    styleCache.set(key, style);
  }
  return style;
}

function clusterStyle(size: number, emphasised: boolean): Style {
  const label = compactCount(size);
  return cached(`cluster:${label}:${emphasised}`, () => {
    const radius = Math.min(32, 14 + Math.log2(size) * 2.5);
    return new Style({
      image: new CircleStyle({
        radius,
        fill: new Fill({ color: emphasised ? COLORS.brandDark : 'rgba(4, 120, 87, 0.9)' }),
        stroke: new Stroke({ color: emphasised ? COLORS.highlight : 'rgba(255, 255, 255, 0.9)', width: emphasised ? 4 : 3 }),
      }),
      text: new Text({
        text: label,
        font: '700 13px Inter, system-ui, sans-serif',
        fill: new Fill({ color: COLORS.white }),
      }),
      zIndex: emphasised ? 20 : 1,
    });
  });
}

function markerStyle(point: MapPoint, mode: 'selected' | 'highlighted' | 'plain'): Style {
  const label = compactPrice(point.price);
  const featured = point.featured === true;
  return cached(`marker:${label}:${featured}:${mode}`, () => {
    const background =
      mode === 'selected' ? COLORS.selected : mode === 'highlighted' ? COLORS.brand : featured ? COLORS.featured : COLORS.white;
    const color = mode === 'plain' && !featured ? COLORS.ink : COLORS.white;
    const border = mode === 'plain' ? (featured ? COLORS.white : COLORS.brand) : COLORS.highlight;
    return new Style({
      text: new Text({
        text: label,
        font: `700 ${mode === 'plain' ? 12 : 13}px Inter, system-ui, sans-serif`,
        fill: new Fill({ color }),
        backgroundFill: new Fill({ color: background }),
        backgroundStroke: new Stroke({ color: border, width: mode === 'plain' ? 1.5 : 2.5 }),
        padding: [3, 7, 3, 7],
      }),
      zIndex: mode === 'selected' ? 30 : mode === 'highlighted' ? 25 : featured ? 10 : 5,
    });
  });
}

const NO_AREAS: readonly MapArea[] = [];

const drawnAreaStyle = new Style({
  fill: new Fill({ color: 'rgba(4, 120, 87, 0.12)' }),
  stroke: new Stroke({ color: COLORS.brand, width: 2.5 }),
});

/** a drawing under way: the shape so far, and a dot where the next corner goes */
const drawingStyle = [
  drawnAreaStyle,
  new Style({
    image: new CircleStyle({ radius: 6, fill: new Fill({ color: COLORS.brand }), stroke: new Stroke({ color: COLORS.white, width: 2 }) }),
  }),
];

/** The corners of a finished drawing in degrees, simplified to at most MAX_DRAWN_VERTICES, without the closing one. */
function verticesOf(polygon: Polygon): MapVertex[] {
  let shape = polygon;
  // a freehand line has a corner per pointer move: simplify it (in metres) until it fits
  for (let tolerance = 1; shape.getCoordinates()[0].length - 1 > MAX_DRAWN_VERTICES; tolerance *= 2) {
    shape = polygon.simplify(tolerance) as Polygon;
  }
  const ring = shape.getCoordinates()[0].slice(0, -1);
  const round = (value: number) => Math.round(value * 100_000) / 100_000;
  return ring.map((coordinate) => {
    const [lng, lat] = toLonLat(coordinate);
    return { lat: round(lat), lng: round(lng) };
  });
}

function membersOf(cluster: FeatureLike): Feature<Point>[] {
  return (cluster.get('features') as Feature<Point>[] | undefined) ?? [];
}

/** A point feature is a marker (its `point`) or an area the server counted (its `area`). */
const countOf = (member: Feature<Point>) => (member.get('area') as MapArea | undefined)?.count ?? 1;

function contains({ west, south, east, north }: MapBbox, { lat, lng }: { lat: number; lng: number }): boolean {
  return lat >= south && lat <= north && (west <= east ? lng >= west && lng <= east : lng >= west || lng <= east);
}

/** The extent to zoom into for a cluster: its markers' points and its areas' bounds. */
function extentOf(members: Feature<Point>[]) {
  const coordinates = members.flatMap((member) => {
    const area = member.get('area') as MapArea | undefined;
    if (!area) return [member.getGeometry()!.getCoordinates()];
    return [fromLonLat([area.bounds.west, area.bounds.south]), fromLonLat([area.bounds.east, area.bounds.north])];
  });
  return boundingExtent(coordinates);
}

/**
 * Listings on a map: markers and the server's areas cluster (with their count) and split as you
 * zoom; single markers show a short price; featured markers are amber, the selected one dark. Click
 * a cluster to zoom into it, a marker to select it. Works without tiles (offline): markers draw on a
 * plain background. Load it lazily (default export).
 */
export default function PropertyMap({
  markers,
  areas = NO_AREAS,
  selectedId = null,
  highlightedId = null,
  highlightedAt = null,
  onSelect,
  onMoveEnd,
  initialView,
  drawnArea = null,
  onDrawArea,
  onClearArea,
  fitKey = '',
  scrollZoom = true,
  className,
  'aria-label': ariaLabel = 'Map of properties',
}: PropertyMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<OlMap | null>(null);
  const pointsRef = useRef<VectorSource<Feature<Point>> | null>(null);
  const clustersRef = useRef<Cluster<Feature<Point>> | null>(null);
  const layerRef = useRef<VectorLayer | null>(null);
  const stateRef = useRef<MarkerState>({ selectedId, highlightedId, highlightedAt });
  const callbacksRef = useRef({ onSelect, onMoveEnd, onDrawArea });
  /** the drawn area's layer source (what the URL holds), and the interaction of a drawing under way */
  const areaRef = useRef<VectorSource | null>(null);
  const drawRef = useRef<Draw | null>(null);
  const [drawing, setDrawing] = useState(false);
  /** the next moveend is caused by the map's own fitting, not by the user */
  const ignoreMoveEndRef = useRef(true);
  /** once the user moved the map, new markers no longer refit it */
  const userMovedRef = useRef(false);
  /** the fitKey the map last fitted its data for */
  const fittedKeyRef = useRef<string | null>(null);
  const initialViewRef = useRef(initialView);
  const scrollZoomRef = useRef(scrollZoom);

  useLayoutEffect(() => {
    callbacksRef.current = { onSelect, onMoveEnd, onDrawArea };
  });

  useEffect(() => {
    const target = targetRef.current;
    if (!target) return;
    const points = new VectorSource<Feature<Point>>();
    const clusters = new Cluster<Feature<Point>>({ distance: CLUSTER_DISTANCE, minDistance: 24, source: points });
    const layer = new VectorLayer({
      source: clusters,
      style: (feature) => {
        const members = membersOf(feature);
        const { selectedId: selected, highlightedId: highlighted, highlightedAt: at } = stateRef.current;
        const point = members.length === 1 ? (members[0].get('point') as MapPoint | undefined) : undefined;
        if (point) {
          const id = members[0].getId();
          return markerStyle(point, id === selected ? 'selected' : id === highlighted ? 'highlighted' : 'plain');
        }
        const emphasised = members.some((member) => {
          const id = member.getId();
          if (id !== undefined) return id === selected || id === highlighted;
          const area = member.get('area') as MapArea | undefined;
          return area !== undefined && at !== null && contains(area.bounds, at);
        });
        return clusterStyle(
          members.reduce((sum, member) => sum + countOf(member), 0),
          emphasised,
        );
      },
    });
    const area = new VectorSource();
    const map = createMap(target, [new VectorLayer({ source: area, style: drawnAreaStyle }), layer], { scrollZoom: scrollZoomRef.current });
    const view = map.getView();

    const start = initialViewRef.current;
    if (start && 'center' in start) {
      view.setCenter(fromLonLat([start.center.lng, start.center.lat]));
      view.setZoom(start.zoom);
    } else {
      const extent = start
        ? transformExtent([start.bbox.west, start.bbox.south, start.bbox.east, start.bbox.north], 'EPSG:4326', 'EPSG:3857')
        : continentalUsExtent();
      view.setCenter(getCenter(extent));
      view.setZoom(4);
      whenSized(map, () => view.fit(extent));
    }

    const nearestCluster = (pixel: Pixel): FeatureLike | undefined => {
      let best: FeatureLike | undefined;
      let bestDistance = HIT_RADIUS;
      for (const cluster of clusters.getFeatures()) {
        const geometry = cluster.getGeometry() as Point | undefined;
        if (!geometry) continue;
        const at = map.getPixelFromCoordinate(geometry.getCoordinates());
        if (!at) continue;
        const distance = Math.hypot(at[0] - pixel[0], at[1] - pixel[1]);
        if (distance <= bestDistance) {
          best = cluster;
          bestDistance = distance;
        }
      }
      return best;
    };

    map.on('singleclick', (event) => {
      if (drawRef.current) return;
      const cluster = nearestCluster(event.pixel);
      if (!cluster) {
        callbacksRef.current.onSelect(null);
        return;
      }
      const members = membersOf(cluster);
      if (members.length === 1 && members[0].get('point')) {
        callbacksRef.current.onSelect(String(members[0].getId()));
        return;
      }
      const extent = extentOf(members);
      const resolution = view.getResolution() ?? 1;
      // Markers on the very same spot never split: select the first instead of zooming forever.
      if (getWidth(extent) < resolution && getHeight(extent) < resolution && (view.getZoom() ?? 0) >= MAX_ZOOM - 1) {
        const first = members.find((member) => member.get('point'));
        if (first) callbacksRef.current.onSelect(String(first.getId()));
        return;
      }
      view.fit(extent, { padding: [72, 72, 72, 72], duration: 350, maxZoom: Math.max((view.getZoom() ?? 0) + 1, 12) });
    });

    map.on('pointermove', (event) => {
      if (event.dragging || drawRef.current) return;
      target.style.cursor = nearestCluster(event.pixel) ? 'pointer' : '';
    });

    map.on('moveend', () => {
      const byUser = !ignoreMoveEndRef.current;
      ignoreMoveEndRef.current = false;
      if (byUser) userMovedRef.current = true;
      const size = map.getSize();
      const zoom = view.getZoom();
      if (!size || zoom === undefined) return;
      const [west, south, east, north] = transformExtent(view.calculateExtent(size), 'EPSG:3857', 'EPSG:4326');
      callbacksRef.current.onMoveEnd?.(normalizeBbox({ west, south, east, north }), Math.round(zoom * 100) / 100, byUser);
    });

    mapRef.current = map;
    areaRef.current = area;
    pointsRef.current = points;
    clustersRef.current = clusters;
    layerRef.current = layer;
    return () => {
      map.setTarget(undefined);
      map.dispose();
      mapRef.current = null;
      areaRef.current = null;
      drawRef.current = null;
      pointsRef.current = null;
      clustersRef.current = null;
      layerRef.current = null;
      ignoreMoveEndRef.current = true;
      userMovedRef.current = false;
    };
  }, []);

  // Markers and areas: replace the points; fit them once per fitKey while the user has not moved the map and no view was given.
  useEffect(() => {
    const map = mapRef.current;
    const points = pointsRef.current;
    if (!map || !points) return;
    points.clear(true);
    points.addFeatures([
      ...markers.map((marker) => {
        const feature = new Feature<Point>({ geometry: new Point(fromLonLat([marker.lng, marker.lat])) });
        feature.setId(marker.id);
        feature.set('point', marker);
        return feature;
      }),
      ...areas.map((area) => {
        const feature = new Feature<Point>({ geometry: new Point(fromLonLat([area.lng, area.lat])) });
        feature.set('area', area);
        return feature;
      }),
    ]);
    if (initialViewRef.current || userMovedRef.current || fittedKeyRef.current === fitKey) return;
    const located = [...markers, ...areas];
    if (located.length === 0) return;
    fittedKeyRef.current = fitKey;
    const extent = boundingExtent(located.map((point) => fromLonLat([point.lng, point.lat])));
    whenSized(map, () => programmatic(map, () => map.getView().fit(extent, { padding: [56, 56, 56, 56], maxZoom: 13 }), ignoreMoveEndRef));
  }, [markers, areas, fitKey]);

  // The drawn area: the shape of the search's polygon.
  const areaKey = drawnArea ? drawnArea.map(({ lat, lng }) => `${lat},${lng}`).join(';') : '';
  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    area.clear(true);
    if (!areaKey) return;
    const ring = areaKey.split(';').map((vertex) => {
      const [lat, lng] = vertex.split(',').map(Number);
      return fromLonLat([lng, lat]);
    });
    area.addFeature(new Feature(new Polygon([[...ring, ring[0]]])));
  }, [areaKey]);

  // A drawing under way: corners by click or tap (a double click, or a click on the first corner, finishes it), Escape cancels.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !drawing) return;
    const draw = new Draw({ type: 'Polygon', stopClick: true, style: drawingStyle });
    draw.on('drawend', (event) => {
      const vertices = verticesOf(event.feature.getGeometry() as Polygon);
      setDrawing(false);
      callbacksRef.current.onDrawArea?.(vertices);
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawing(false);
    };
    document.addEventListener('keydown', onKeyDown);
    map.addInteraction(draw);
    drawRef.current = draw;
    const target = targetRef.current;
    if (target) target.style.cursor = 'crosshair';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      draw.abortDrawing();
      map.removeInteraction(draw);
      drawRef.current = null;
      if (target) target.style.cursor = '';
    };
  }, [drawing]);

  // Selection and hover emphasis: restyle only.
  const highlightedLat = highlightedAt?.lat;
  const highlightedLng = highlightedAt?.lng;
  useEffect(() => {
    const at = highlightedLat !== undefined && highlightedLng !== undefined ? { lat: highlightedLat, lng: highlightedLng } : null;
    stateRef.current = { selectedId, highlightedId, highlightedAt: at };
    layerRef.current?.changed();
  }, [selectedId, highlightedId, highlightedLat, highlightedLng]);

  // A new view from outside (back button, a shared link): go there unless the map is already there.
  const viewKey = initialView ? JSON.stringify(initialView) : '';
  useEffect(() => {
    initialViewRef.current = initialView;
    const map = mapRef.current;
    if (!map || !initialView) return;
    whenSized(map, () => {
      const view = map.getView();
      const size = map.getSize()!;
      if ('center' in initialView) {
        const center = fromLonLat([initialView.center.lng, initialView.center.lat]);
        const at = map.getPixelFromCoordinate(center);
        const sameZoom = Math.abs((view.getZoom() ?? 0) - initialView.zoom) < 0.05;
        if (sameZoom && at && Math.hypot(at[0] - size[0] / 2, at[1] - size[1] / 2) < 3) return;
        programmatic(
          map,
          () => {
            view.setCenter(center);
            view.setZoom(initialView.zoom);
          },
          ignoreMoveEndRef,
        );
      } else {
        const { west, south, east, north } = initialView.bbox;
        const current = transformExtent(view.calculateExtent(size), 'EPSG:3857', 'EPSG:4326');
        const tolerance = Math.max(east - west, north - south) * 0.01;
        const same = [west, south, east, north].every((value, index) => Math.abs(value - current[index]) <= tolerance);
        if (same) return;
        programmatic(map, () => view.fit(transformExtent([west, south, east, north], 'EPSG:4326', 'EPSG:3857')), ignoreMoveEndRef);
      }
    });
    // viewKey stands for initialView's content
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewKey]);

  return (
    <div className={cn('relative isolate overflow-hidden', MAP_BACKGROUND_CLASS, className ?? 'h-96')}>
      <div
        ref={targetRef}
        className="size-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        tabIndex={0}
        role="region"
        aria-label={`${ariaLabel}: arrow keys pan, plus and minus zoom`}
        data-marker-count={markers.length}
        data-area-count={areas.length}
      />
      <ZoomButtons onZoom={(delta) => mapRef.current && zoomBy(mapRef.current.getView(), delta)} />
      {onDrawArea ? (
        <AreaButtons
          drawing={drawing}
          onToggleDrawing={() => {
            if (!drawing) callbacksRef.current.onSelect(null);
            setDrawing(!drawing);
          }}
          onClear={drawnArea && onClearArea ? onClearArea : undefined}
        />
      ) : null}
      {drawing ? <DrawingHint onFinish={() => drawRef.current?.finishDrawing()} onCancel={() => setDrawing(false)} /> : null}
    </div>
  );
}

/**
 * Runs a view change made by the map itself; if it moved the view, the moveend it causes is not
 * reported as the user's. (A change that moves nothing causes no moveend, so nothing is ignored.)
 */
function programmatic(map: OlMap, change: () => void, ignoreMoveEnd: { current: boolean }): void {
  const view = map.getView();
  const before = `${view.getCenter()?.join()}:${view.getResolution()}`;
  change();
  const after = `${view.getCenter()?.join()}:${view.getResolution()}`;
  if (before !== after) ignoreMoveEnd.current = true;
}
