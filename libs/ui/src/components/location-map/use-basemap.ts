/** The basemaps the API offers (GET /api/public-map/basemaps), the one a map shows, and its offline fallback. */
import { useGetPublicMapBasemapsQuery } from '@portal/api-client';
import type { Basemap, NetworkMode } from '@portal/contracts';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ApiUrlResolver } from './api-url.logic';
import { checkOnlineStyle, onlineBasemapState, subscribeToOnlineBasemapState, watchBasemapFailures } from './basemap-network';
import { canFallBack, isOnlineBasemap, networkModeOf, shownStyleUrl } from './basemap-network.logic';
import { DEFAULT_BASEMAP_ID } from './map-base.constants';

export interface BasemapChoice {
  basemaps: readonly Basemap[] | undefined;
  /** The chosen basemap, or the first one when the chosen id is not offered; undefined until the list loads. */
  basemap: Basemap | undefined;
  /** The shown basemap's id (the chosen one until the list loads). */
  basemapId: string;
  setBasemapId(id: string): void;
  /**
   * The style the map shows: the basemap's offline style while the online basemaps are checked and after they
   * failed, its own style once they answered. A map is drawn at once, offline, and never waits on the network.
   * Null only while the list of basemaps loads.
   */
  styleUrl: string | null;
  /** The network mode the shown basemap is in (which layers go with it); undefined while styleUrl is null. */
  networkMode: NetworkMode | undefined;
  /** True once the online basemaps have failed this session (the map shows the offline ones). */
  fellBack: boolean;
}

export function useBasemap(resolve: ApiUrlResolver, initialId: string = DEFAULT_BASEMAP_ID): BasemapChoice {
  const basemaps = useGetPublicMapBasemapsQuery().data;
  const [basemapId, setBasemapId] = useState(initialId);
  const basemap = basemaps?.find((candidate) => candidate.id === basemapId) ?? basemaps?.[0];
  const online = useSyncExternalStore(subscribeToOnlineBasemapState, onlineBasemapState);
  // The first online style chosen is checked while the map shows the offline one; later basemap changes rely on
  // the map's errors.
  const firstOnlineStyle = basemap && isOnlineBasemap(basemap) ? basemap.styleUrl : null;
  const checkStyle = useRef(firstOnlineStyle);
  checkStyle.current ??= firstOnlineStyle;
  useEffect(() => {
    const styleUrl = checkStyle.current;
    if (online === 'checking' && styleUrl) void checkOnlineStyle(styleUrl, resolve);
  }, [online, firstOnlineStyle, resolve]);

  return {
    basemaps,
    basemap,
    basemapId: basemap?.id ?? basemapId,
    setBasemapId,
    styleUrl: basemap ? shownStyleUrl(basemap, online) : null,
    networkMode: basemap ? networkModeOf(basemap, online) : undefined,
    fellBack: online === 'unreachable',
  };
}

/** Watches a map for its online basemap failing, which switches every map of the page to the offline basemaps. */
export function useBasemapFailureWatch(map: MapLibreMap | null, choice: Pick<BasemapChoice, 'styleUrl' | 'basemap'>, resolve: ApiUrlResolver): void {
  const shown = useRef<string | null>(null);
  // Only the failures of a style with a fallback count (an online one, or the district's archive, in either network
  // mode): the offline styles are the portal's own, and have nothing to fall back to.
  shown.current = canFallBack(choice.basemap, choice.styleUrl) ? choice.styleUrl : null;
  useEffect(() => {
    if (!map) return;
    return watchBasemapFailures(map, () => shown.current, resolve);
  }, [map, resolve]);
}
