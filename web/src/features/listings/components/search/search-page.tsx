import { Columns2, LayoutList, Map as MapIcon, SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MapCluster, MapMarker } from '@contracts/listings/contracts/map.ts';
import { polygonBounds } from '@contracts/shared/kernel/geo-polygon.ts';
import { SEARCH_SORTS, polygonParam, polygonParamSchema, type SearchSort } from '@contracts/listings/contracts/search-query.ts';
import type { PropertyHit } from '@contracts/listings/contracts/search.ts';
import { LazyPropertyMap } from '@/components/map/lazy-maps.tsx';
import { bboxParam, type MapBbox } from '@/components/map/map-format.ts';
import type { MapInitialView, MapVertex } from '@/components/map/property-map.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogTitle, SheetContent } from '@/components/ui/dialog.tsx';
import { cn, formatNumber } from '@/lib/utils.ts';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query.ts';
import { useDebouncedText } from '@/lib/use-debounced-text.ts';
import { mapFiltersOf, useMapMarkers, useSearchProperties, useSelectedProperty, type MapView } from '../../api/search-properties.ts';
import {
  SEARCH_FILTER_KEYS,
  activeFilterCount,
  searchQueryOf,
  type SearchPageParams,
  type SearchQuery,
  type SearchView,
} from '../../search-params.ts';
import { SearchTextField } from '../search-text-field.tsx';
import { FilterChips } from './filter-chips.tsx';
import { FiltersPanel, type FiltersPatch } from './filters-panel.tsx';
import { PropertyResults } from './property-results.tsx';
import { SelectedPropertyPanel } from './selected-property-panel.tsx';

export const SORT_LABELS: Record<SearchSort, string> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'acres-desc': 'Acres: most first',
  'acres-asc': 'Acres: fewest first',
  'price-per-acre-asc': 'Price per acre: lowest first',
};

interface SearchPageProps {
  params: SearchPageParams;
  /** navigates to the page with these params changed; `replace` for moves that should not add history */
  onParamsChange: (patch: FiltersPatch, options?: { replace?: boolean }) => void;
  /** beside the filter chips: the saved-searches feature's "Save search" (composed by the route) */
  saveSearch?: ReactNode;
}

/** `/search`: text, filters with counts, sort, results list and map side by side, all in the URL. */
export function SearchPage({ params, onParamsChange, saveSearch }: SearchPageProps) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const lastView = useRef<{ bbox: MapBbox; zoom: number } | null>(null);

  const query = searchQueryOf(params);
  const results = useSearchProperties(query);
  const firstPage = results.data?.pages[0];
  const facets = firstPage?.facets;
  const total = firstPage?.total;

  const view: SearchView = isDesktop ? (params.view ?? 'split') : params.view === 'map' ? 'map' : 'list';
  const showMap = view !== 'list';
  const showList = view !== 'map';
  const sidebar = isDesktop && view === 'list';
  const searchAsMove = params.bbox !== undefined;
  const filterCount = activeFilterCount(params);

  // A filter change starts from the top of the list and closes the map panel.
  const changeFilters = (patch: FiltersPatch) => onParamsChange({ ...patch, selected: undefined });
  const clearAll = () =>
    onParamsChange({
      ...Object.fromEntries(SEARCH_FILTER_KEYS.map((key) => [key, undefined])),
      bbox: undefined,
      zoom: undefined,
      polygon: undefined,
      selected: undefined,
    });

  const text = useDebouncedText(params.q ?? '', (q) => onParamsChange({ q: q || undefined, selected: undefined }, { replace: true }));

  const onMoveEnd = (bbox: MapBbox, zoom: number, byUser: boolean) => {
    lastView.current = { bbox, zoom };
    if (byUser && searchAsMove) onParamsChange({ bbox: bboxParam(bbox), zoom }, { replace: true });
  };
  // Searching as the map moves and searching a drawn area replace each other: one place at a time.
  const toggleSearchAsMove = (on: boolean) => {
    const current = lastView.current;
    if (on && current) {
      onParamsChange({ bbox: bboxParam(current.bbox), zoom: current.zoom, polygon: undefined });
    } else onParamsChange({ bbox: undefined, zoom: undefined });
  };
  const drawArea = (polygon: string) => onParamsChange({ polygon, bbox: undefined, zoom: undefined, selected: undefined });

  const headingId = useId();
  const sortId = useId();
  const textId = useId();

  const filtersButton = (
    <Button variant="secondary" onClick={() => setFiltersOpen(true)} className={cn(sidebar && 'lg:hidden')}>
      <SlidersHorizontal className="size-4" aria-hidden="true" />
      Filters
      {filterCount > 0 ? (
        <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white tabular-nums">
          {filterCount}
          <span className="sr-only"> active</span>
        </span>
      ) : null}
    </Button>
  );

  return (
    <div className="bg-slate-50">
      <title>{params.q ? `"${params.q}" - Search Properties - DealAcre` : 'Search Properties - DealAcre'}</title>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-[100rem] flex-col gap-3 px-4 py-4 sm:px-6">
          <h1 id={headingId} className="sr-only">
            Search Properties
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <form
              role="search"
              aria-label="Search properties"
              className="min-w-0 flex-[1_1_16rem]"
              onSubmit={(event) => {
                event.preventDefault();
                text.flush();
              }}
            >
              <SearchTextField id={textId} text={text} inputClassName="h-10 sm:text-sm" />
            </form>
            {filtersButton}
            <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
              <label htmlFor={sortId} className="sr-only sm:not-sr-only sm:text-sm sm:whitespace-nowrap sm:text-slate-600">
                Sort by
              </label>
              <select
                id={sortId}
                value={params.sort ?? 'newest'}
                onChange={(event) =>
                  onParamsChange({
                    sort: event.target.value === 'newest' ? undefined : (event.target.value as Exclude<SearchSort, 'newest'>),
                  })
                }
                className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-base shadow-xs sm:w-auto focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none sm:text-sm"
              >
                {SEARCH_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </select>
            </div>
            <ViewToggle view={view} isDesktop={isDesktop} onChange={(next) => onParamsChange({ view: next }, { replace: true })} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <FilterChips params={params} onChange={changeFilters} onClearAll={clearAll} />
            <div className="ml-auto flex flex-wrap items-center gap-x-4 gap-y-2">
              {showMap ? (
                <label
                  className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700"
                  title={params.polygon ? 'Replaces the drawn area' : undefined}
                >
                  <input
                    type="checkbox"
                    checked={searchAsMove}
                    onChange={(event) => toggleSearchAsMove(event.target.checked)}
                    className="size-4 accent-brand-600"
                  />
                  Search as I move the map
                </label>
              ) : null}
              {saveSearch}
            </div>
          </div>
        </div>
      </div>

      <div className="mx-auto flex max-w-[100rem]">
        {sidebar ? (
          <aside
            aria-label="Filters"
            className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-72 shrink-0 overflow-y-auto border-r border-slate-200 bg-white p-5 lg:block"
          >
            <FiltersPanel params={params} facets={facets} onChange={changeFilters} />
          </aside>
        ) : null}

        {showList ? (
          <section aria-labelledby={headingId} className={cn('min-w-0 flex-1 p-4 sm:p-6', showMap && 'lg:max-w-[52%]')}>
            {/* the cards' titles are third-level headings: this one sits between them and the page's */}
            <h2 className="sr-only">Results</h2>
            <p className="mb-4 text-sm font-medium text-slate-700" aria-live="polite">
              {total === undefined ? 'Searching…' : `${formatNumber(total)} ${total === 1 ? 'property' : 'properties'} found`}
            </p>
            <PropertyResults
              query={query}
              gridClassName={showMap ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3'}
              onHover={showMap ? setHoveredId : undefined}
              selectedId={params.selected}
            />
          </section>
        ) : null}

        {showMap ? (
          <SearchMap
            params={params}
            query={query}
            hits={results.data?.pages.flatMap((page) => page.hits)}
            highlightedId={hoveredId}
            onSelect={(id) => onParamsChange({ selected: id ?? undefined }, { replace: true })}
            onMoveEnd={onMoveEnd}
            onDrawArea={drawArea}
            onClearArea={() => onParamsChange({ polygon: undefined })}
            className={cn('sticky top-16 h-[calc(100dvh-4rem)] min-w-0', showList ? 'hidden flex-1 lg:block' : 'w-full flex-1')}
          />
        ) : null}
      </div>

      {!isDesktop ? (
        <div className="pointer-events-none fixed inset-x-0 bottom-6 z-30 flex justify-center">
          <Button
            className="pointer-events-auto rounded-full bg-slate-900 px-5 shadow-lg hover:bg-slate-800"
            onClick={() => onParamsChange({ view: view === 'map' ? 'list' : 'map' }, { replace: true })}
          >
            {view === 'map' ? <LayoutList className="size-4" aria-hidden="true" /> : <MapIcon className="size-4" aria-hidden="true" />}
            {view === 'map' ? 'Show list' : 'Show map'}
          </Button>
        </div>
      ) : null}

      <Dialog open={filtersOpen} onOpenChange={setFiltersOpen}>
        <SheetContent className="w-[min(24rem,100%)]" aria-describedby={undefined}>
          <div className="border-b border-slate-200 px-5 py-4">
            <DialogTitle>Filters</DialogTitle>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">
            <FiltersPanel params={params} facets={facets} onChange={changeFilters} />
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-5 py-3">
            <Button variant="ghost" onClick={clearAll} disabled={filterCount === 0 && !params.q}>
              Clear all
            </Button>
            <DialogClose asChild>
              <Button>
                {total === undefined ? 'Show properties' : `Show ${formatNumber(total)} ${total === 1 ? 'property' : 'properties'}`}
              </Button>
            </DialogClose>
          </div>
        </SheetContent>
      </Dialog>
    </div>
  );
}

function ViewToggle({ view, isDesktop, onChange }: { view: SearchView; isDesktop: boolean; onChange: (view: SearchView) => void }) {
  const options = (
    [
      ['list', 'List', LayoutList],
      ['split', 'Split', Columns2],
      ['map', 'Map', MapIcon],
    ] as const
  ).filter(([value]) => isDesktop || value !== 'split');
  return (
    <div role="radiogroup" aria-label="View" className="hidden rounded-lg bg-slate-100 p-1 sm:flex">
      {options.map(([value, label, Icon]) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
            view === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}

interface SearchMapProps {
  params: SearchPageParams;
  query: SearchQuery;
  hits: PropertyHit[] | undefined;
  highlightedId: string | null;
  onSelect: (id: string | null) => void;
  onMoveEnd: (bbox: MapBbox, zoom: number, byUser: boolean) => void;
  /** a drawing finished: the area as its URL parameter */
  onDrawArea: (polygon: string) => void;
  onClearArea: () => void;
  /** size and placement; it must position the box (here `sticky`) for the overlays */
  className?: string;
}

/**
 * The results on the map, with the selected property's panel over it. The map loads what is in its
 * view (markers, or clusters when there are many), whether or not the list searches as it moves.
 */
function SearchMap({ params, query, hits, highlightedId, onSelect, onMoveEnd, onDrawArea, onClearArea, className }: SearchMapProps) {
  const [view, setView] = useState<MapView | null>(null);
  const [noArea, setNoArea] = useState(false);
  const drawnArea = useMemo(() => verticesOf(params.polygon), [params.polygon]);
  const drawn = (vertices: MapVertex[]) => {
    const area = polygonParamSchema.safeParse(polygonParam(vertices));
    setNoArea(!area.success);
    if (area.success) onDrawArea(polygonParam(area.data));
  };
  const markers = useMapMarkers(query, view);
  const selectedId = params.selected;
  const selected = useSelectedProperty(selectedId, hits);
  const highlighted = highlightedId ? hits?.find((hit) => hit.id === highlightedId) : undefined;

  return (
    <div className={className}>
      <LazyPropertyMap
        markers={markers.data?.markers ?? NO_MARKERS}
        areas={markers.data?.clusters ?? NO_AREAS}
        selectedId={selectedId ?? null}
        highlightedId={highlightedId}
        highlightedAt={
          highlighted && highlighted.latitude !== null && highlighted.longitude !== null
            ? { lat: highlighted.latitude, lng: highlighted.longitude }
            : null
        }
        onSelect={onSelect}
        onMoveEnd={(bbox, zoom, byUser) => {
          setView({ bbox: bboxParam(bbox), zoom });
          onMoveEnd(bbox, zoom, byUser);
        }}
        initialView={initialViewOf(params, drawnArea)}
        drawnArea={drawnArea}
        onDrawArea={drawn}
        onClearArea={onClearArea}
        fitKey={JSON.stringify(mapFiltersOf(query))}
        className="size-full"
      />
      {noArea ? (
        <p role="alert" className="absolute bottom-10 left-3 z-10 rounded-md bg-white px-3 py-1.5 text-xs font-medium text-red-700 shadow">
          That shape has no area: draw at least three corners around the place to search.
        </p>
      ) : null}
      {markers.isError ? (
        <p role="alert" className="absolute top-3 left-3 z-10 rounded-md bg-white px-3 py-1.5 text-xs font-medium text-red-700 shadow">
          The map markers could not be loaded.
        </p>
      ) : null}
      {selectedId ? (
        <SelectedPropertyPanel
          property={selected.property}
          failed={selected.failed}
          onClose={() => onSelect(null)}
          className="absolute top-3 right-16 left-3 z-10 sm:right-auto sm:w-96"
        />
      ) : null}
    </div>
  );
}

const NO_MARKERS: MapMarker[] = [];
const NO_AREAS: MapCluster[] = [];

/** The corners of the URL's drawn area (already checked by the page's params). */
function verticesOf(polygon: string | undefined): MapVertex[] | null {
  const parsed = polygon ? polygonParamSchema.safeParse(polygon) : null;
  return parsed?.success ? parsed.data : null;
}

/** The map area searched as the map moves, else around the drawn area (a margin of a tenth on each side). */
function initialViewOf(params: SearchPageParams, drawnArea: MapVertex[] | null): MapInitialView | undefined {
  if (drawnArea && !params.bbox) {
    const { west, south, east, north } = polygonBounds(drawnArea);
    const [dx, dy] = [(east - west) / 10, (north - south) / 10];
    return { bbox: { west: west - dx, south: south - dy, east: east + dx, north: north + dy } };
  }
  if (!params.bbox) return undefined;
  const [west, south, east, north] = params.bbox.split(',').map(Number);
  if (params.zoom !== undefined) return { center: { lat: (south + north) / 2, lng: (west + east) / 2 }, zoom: params.zoom };
  return { bbox: { west, south, east, north } };
}
