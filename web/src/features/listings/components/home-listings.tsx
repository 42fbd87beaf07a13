import { Bookmark, List, Map as MapIcon, MousePointerClick } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { MapCluster, MapMarker } from '@contracts/listings/contracts/map.ts';
import { LazyPropertyMap } from '@/components/map/lazy-maps.tsx';
import { bboxParam } from '@/components/map/map-format.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { formatNumber } from '@/lib/utils.ts';
import { useMapMarkers, useSearchProperties, useSelectedProperty, type MapView } from '../api/search-properties.ts';
import { homeQueryOf, type HomeSearch, type SearchQuery } from '../search-params.ts';
import { PropertyResults } from './search/property-results.tsx';
import { SelectedPropertyPanel } from './search/selected-property-panel.tsx';

export type HomeTab = 'list' | 'map' | 'saved';

interface HomeListingsProps {
  search: HomeSearch;
  onTabChange: (tab: HomeTab) => void;
  onSelect: (id: string | undefined) => void;
  /** the Saved tab's content (the saved-searches feature's, composed by the route); rendered only while the tab is chosen */
  savedTab: ReactNode;
}

/**
 * The homepage listings tabs (spec section 2): the list (12, Load More adds 12), the map with
 * the selected property's panel, and the member's saved searches.
 */
export function HomeListings({ search, onTabChange, onSelect, savedTab }: HomeListingsProps) {
  const tab = search.tab ?? 'list';
  const query = homeQueryOf(search);

  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as HomeTab)} className="space-y-6">
      <TabsList aria-label="Show properties as" className="w-fit">
        <TabsTrigger value="list">
          <List className="size-4" aria-hidden="true" />
          List
        </TabsTrigger>
        <TabsTrigger value="map">
          <MapIcon className="size-4" aria-hidden="true" />
          Map
        </TabsTrigger>
        <TabsTrigger value="saved">
          <Bookmark className="size-4" aria-hidden="true" />
          Saved
        </TabsTrigger>
      </TabsList>
      <TabsContent value="list">
        {/* below the hero, the feature cards and the seller form on every screen: the photos load as they near the viewport */}
        <PropertyResults query={query} eagerImages={0} />
      </TabsContent>
      <TabsContent value="map">
        <HomeMap query={query} selectedId={search.selected} onSelect={onSelect} />
      </TabsContent>
      <TabsContent value="saved">{savedTab}</TabsContent>
    </Tabs>
  );
}

const NO_MARKERS: MapMarker[] = [];
const NO_AREAS: MapCluster[] = [];

function HomeMap({
  query,
  selectedId,
  onSelect,
}: {
  query: SearchQuery;
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  const [view, setView] = useState<MapView | null>(null);
  const markers = useMapMarkers(query, view);
  const results = useSearchProperties(query);
  const selected = useSelectedProperty(
    selectedId,
    results.data?.pages.flatMap((page) => page.hits),
  );

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="relative overflow-hidden rounded-xl ring-1 ring-slate-200">
        <LazyPropertyMap
          markers={markers.data?.markers ?? NO_MARKERS}
          areas={markers.data?.clusters ?? NO_AREAS}
          selectedId={selectedId ?? null}
          onSelect={(id) => onSelect(id ?? undefined)}
          onMoveEnd={(bbox, zoom) => setView({ bbox: bboxParam(bbox), zoom })}
          fitKey={JSON.stringify(query)}
          scrollZoom={false}
          className="h-[26rem] sm:h-[32rem]"
        />
        {markers.data ? (
          <p className="absolute top-3 left-3 z-10 rounded-md bg-white/95 px-3 py-1.5 text-xs font-medium text-slate-700 shadow">
            {formatNumber(markers.data.total)} {markers.data.total === 1 ? 'property' : 'properties'} in this area
          </p>
        ) : null}
      </div>
      {selectedId ? (
        <SelectedPropertyPanel
          property={selected.property}
          failed={selected.failed}
          onClose={() => onSelect(undefined)}
          className="relative h-fit lg:flex-col [&>div:first-of-type]:lg:h-48 [&>div:first-of-type]:lg:w-full"
        />
      ) : (
        <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          <MousePointerClick className="size-8 text-slate-400" aria-hidden="true" />
          <p>Select a property on the map to see its details</p>
        </div>
      )}
    </div>
  );
}
