import Collection from 'ol/Collection.js';
import Feature from 'ol/Feature.js';
import type OlMap from 'ol/Map.js';
import { containsCoordinate } from 'ol/extent.js';
import Point from 'ol/geom/Point.js';
import Translate from 'ol/interaction/Translate.js';
import VectorLayer from 'ol/layer/Vector.js';
import { fromLonLat, toLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import { Icon, Style } from 'ol/style.js';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/utils.ts';
import { MAP_BACKGROUND_CLASS, continentalUsExtent, createMap, whenSized, zoomBy } from './map-base.ts';
import { ZoomButtons } from './zoom-buttons.tsx';

export interface PinMapProps {
  latitude: number | null;
  longitude: number | null;
  /** makes the pin editable: drag it, or click the map to move it there */
  onChange?: (lat: number, lng: number) => void;
  /** size and placement; without it the map is 18rem tall */
  className?: string;
}

/** The zoom a pin is shown at: a few streets around it. */
const PIN_ZOOM = 14;

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="34" height="46" viewBox="0 0 34 46">' +
  '<path d="M17 2C8.7 2 2 8.6 2 16.8 2 28 17 44 17 44s15-16 15-27.2C32 8.6 25.3 2 17 2z" fill="#047857" stroke="#ffffff" stroke-width="2.5"/>' +
  '<circle cx="17" cy="17" r="6" fill="#ffffff"/></svg>';

const pinStyle = new Style({
  image: new Icon({ src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PIN_SVG)}`, anchor: [0.5, 1], width: 34, height: 46 }),
});

/**
 * One property's location on a map. With `onChange` the pin can be dragged, or placed by clicking
 * the map; without coordinates the map shows the continental US. Load it lazily (default export).
 */
export default function PinMap({ latitude, longitude, onChange, className }: PinMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<OlMap | null>(null);
  const pinRef = useRef<Feature<Point> | null>(null);
  const translateRef = useRef<Translate | null>(null);
  const onChangeRef = useRef(onChange);
  const hasPinRef = useRef(false);
  const editable = onChange !== undefined;
  const hasPin = latitude !== null && longitude !== null;

  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  // The map, once per mount.
  useEffect(() => {
    const target = targetRef.current;
    if (!target) return;
    const pin = new Feature<Point>();
    const map = createMap(target, [new VectorLayer({ source: new VectorSource({ features: [pin] }), style: pinStyle })], {
      scrollZoom: false,
    });
    const translate = new Translate({ features: new Collection([pin]) });
    translate.setActive(false);
    map.addInteraction(translate);

    const report = () => {
      const coordinate = pin.getGeometry()?.getCoordinates();
      if (!coordinate) return;
      const [lng, lat] = toLonLat(coordinate);
      onChangeRef.current?.(round(lat), round(normalizeLongitude(lng)));
    };
    translate.on('translateend', report);
    map.on('singleclick', (event) => {
      if (!onChangeRef.current) return;
      pin.setGeometry(new Point(event.coordinate));
      hasPinRef.current = true;
      report();
    });

    mapRef.current = map;
    pinRef.current = pin;
    translateRef.current = translate;
    return () => {
      map.setTarget(undefined);
      map.dispose();
      mapRef.current = null;
      pinRef.current = null;
      translateRef.current = null;
      hasPinRef.current = false;
    };
  }, []);

  useEffect(() => {
    translateRef.current?.setActive(editable);
  }, [editable]);

  // The pin follows the props; the view follows the pin when it leaves the view or first appears.
  useEffect(() => {
    const map = mapRef.current;
    const pin = pinRef.current;
    if (!map || !pin) return;
    const view = map.getView();
    if (latitude === null || longitude === null) {
      pin.setGeometry(undefined);
      hasPinRef.current = false;
      whenSized(map, () => view.fit(continentalUsExtent(), { padding: [16, 16, 16, 16] }));
      return;
    }
    const coordinate = fromLonLat([longitude, latitude]);
    const current = pin.getGeometry()?.getCoordinates();
    if (!current || current[0] !== coordinate[0] || current[1] !== coordinate[1]) pin.setGeometry(new Point(coordinate));
    const hadPin = hasPinRef.current;
    hasPinRef.current = true;
    whenSized(map, () => {
      const size = map.getSize();
      // (a view without a center has no extent yet)
      const visible = size && view.getCenter() ? containsCoordinate(view.calculateExtent(size), coordinate) : false;
      if (!hadPin || !visible) {
        view.setCenter(coordinate);
        view.setZoom(Math.max(view.getZoom() ?? 0, hadPin ? 0 : PIN_ZOOM));
      }
    });
  }, [latitude, longitude]);

  return (
    <div className={cn('relative isolate overflow-hidden rounded-xl ring-1 ring-slate-200', MAP_BACKGROUND_CLASS, className ?? 'h-72')}>
      <div
        ref={targetRef}
        className="size-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        tabIndex={0}
        role="region"
        aria-label={
          editable
            ? 'Map: drag the pin or click the map to set the property location; arrow keys pan, plus and minus zoom'
            : 'Map of the property location'
        }
      />
      <ZoomButtons onZoom={(delta) => mapRef.current && zoomBy(mapRef.current.getView(), delta)} />
      {editable && !hasPin ? (
        <p className="pointer-events-none absolute top-3 left-1/2 z-10 -translate-x-1/2 rounded-full bg-slate-900/85 px-4 py-1.5 text-sm font-medium whitespace-nowrap text-white shadow">
          Click the map to place the pin
        </p>
      ) : null}
    </div>
  );
}

const round = (value: number) => Math.round(value * 1_000_000) / 1_000_000;

/** A click on a wrapped world copy gives a longitude beyond ±180. */
function normalizeLongitude(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}
