import { Controller, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES, type PlaceResult } from '@portal/contracts';
import { ApiAnswer } from '../../common/api-answer';
import type { CachedAnswer } from '../../common/http';
import { GazetteerService } from './gazetteer.service';
import { MapCatalogService } from './map-catalog.service';
import { MapGeoJsonService } from './map-geojson.service';
import { GeoJsonSourceParams, PlacesQuery } from './public-map.dto';
import { Route } from '../../common/route';

/**
 * The map explorer's map data: catalog, GeoJSON sources, gazetteer. The
 * "optional bearer" calls (public, with a token accepted when sent) are OptionalAuth; signed-in callers get the same answers today.
 */
@ApiTags('public-map')
@Controller()
export class PublicMapController {
  constructor(
    private readonly catalog: MapCatalogService,
    private readonly geojson: MapGeoJsonService,
    private readonly gazetteer: GazetteerService,
  ) {}

  @Route(ROUTES.getPublicMapSources)
  @ApiOperation({ summary: 'Map sources: id and MapLibre source definition ("/api/..." URLs resolve against the API base)' })
  @ApiAnswer('MapSource', { isArray: true })
  getPublicMapSources(): Promise<CachedAnswer> {
    return this.catalog.getPublicMapSources();
  }

  @Route(ROUTES.getPublicMapLayers)
  @ApiOperation({
    summary: 'Map layers sorted by drawOrder (bottom first)',
    description: 'MapLibre style-spec layers plus the portal\'s lreProperties, popup and raster feature-info settings. '
      + 'Symbol layers name their icon images by their /api/icon/icon URL: load each such image and add it under that name.',
  })
  @ApiAnswer('MapLayer', { isArray: true })
  getPublicMapLayers(): Promise<CachedAnswer> {
    return this.catalog.getPublicMapLayers();
  }

  @Route(ROUTES.getPublicMapGeojsonBySourceId)
  @ApiOperation({
    summary: 'One of the portal\'s GeoJSON sources (locations, HUC boundaries, streams, river calls, ...)',
    description: 'The locations collection carries MonitoringLocationProperties. Gzip-compressed when accepted; revalidate with the ETag.',
  })
  @ApiAnswer('GeoJsonFeatureCollection', { mediaType: 'application/geo+json', description: 'A GeoJSON FeatureCollection.' })
  getPublicMapGeojsonBySourceId(@Param() params: GeoJsonSourceParams): Promise<CachedAnswer> {
    return this.geojson.getPublicMapGeojsonBySourceId(params.sourceId);
  }

  @Route(ROUTES.getPublicMapFilters)
  @ApiOperation({ summary: 'Filter options: location types (with colour), organizations, parameter groups, and the graph-mode location list' })
  @ApiAnswer('MapFilters')
  getPublicMapFilters(): Promise<CachedAnswer> {
    return this.catalog.getPublicMapFilters();
  }

  @Route(ROUTES.getPublicMapWells)
  @ApiOperation({ summary: 'Locations for the Individual Locations Search (located ones only)' })
  @ApiAnswer('MapWell', { isArray: true })
  getPublicMapWells(): Promise<CachedAnswer> {
    return this.catalog.getPublicMapWells();
  }

  @Route(ROUTES.getPublicMapMapSourceReferences)
  @ApiOperation({ summary: 'Rows of the Data Sources table' })
  @ApiAnswer('MapSourceReference', { isArray: true })
  getPublicMapMapSourceReferences(): Promise<CachedAnswer> {
    return this.catalog.getPublicMapMapSourceReferences();
  }

  @Route(ROUTES.getPublicMapPlaces)
  @ApiOperation({
    summary: 'Address/Coords Search: towns, reservoirs and monitoring locations matching the text',
    description: 'Case-insensitive match of the whole name, a prefix of it, or the start of each of its words (or a location id); '
      + 'up to 10, best first. With GEOCODER_URL configured, that geocoder\'s results follow.',
  })
  @ApiAnswer('PlaceResult', { isArray: true })
  getPublicMapPlaces(@Query() query: PlacesQuery): Promise<PlaceResult[]> {
    return this.gazetteer.getPublicMapPlaces(query.q);
  }
}
