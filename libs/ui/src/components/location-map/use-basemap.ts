/** The basemaps the API offers (GET /api/public-map/basemaps) and the one a map shows. */
import { useGetBasemapsQuery } from '@portal/api-client';
import type { Basemap } from '@portal/contracts';
import { useState } from 'react';
import { DEFAULT_BASEMAP_ID } from './map-base.constants';

export interface BasemapChoice {
  basemaps: readonly Basemap[] | undefined;
  /** The chosen basemap, or the first one when the chosen id is not offered; undefined until the list loads. */
  basemap: Basemap | undefined;
  /** The shown basemap's id (the chosen one until the list loads). */
  basemapId: string;
  setBasemapId(id: string): void;
}

export function useBasemap(initialId: string = DEFAULT_BASEMAP_ID): BasemapChoice {
  const basemaps = useGetBasemapsQuery().data;
  const [basemapId, setBasemapId] = useState(initialId);
  const basemap = basemaps?.find((candidate) => candidate.id === basemapId) ?? basemaps?.[0];
  return { basemaps, basemap, basemapId: basemap?.id ?? basemapId, setBasemapId };
}
