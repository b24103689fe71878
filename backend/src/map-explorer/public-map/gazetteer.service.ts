import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PlaceResult } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { getPublicMapPlacesQuery } from './public-map.queries';
import { geocoderRequestUrl, normalize, parseGeocoderAnswer, rankPlaces, words } from './gazetteer';

/** How long the external geocoder may take before the search answers without it. */
const GEOCODER_TIMEOUT_MS = 3000;


/**
 * GET /api/public-map/places: the portal's gazetteer (towns, reservoirs, monitoring locations), then, when
 * GEOCODER_URL is configured, the external geocoder's results after ours. The external service failing never
 * fails the search.
 */
@Injectable()
export class GazetteerService {
  private readonly logger = new Logger(GazetteerService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async getPublicMapPlaces(query: string): Promise<PlaceResult[]> {
    const [ours, theirs] = await Promise.all([this.searchGazetteer(query), this.searchGeocoder(query)]);
    return [...ours, ...theirs];
  }

  /**
   * The database narrows the candidates to names containing every query word (or ids containing the query);
   * rankPlaces then keeps real word-prefix matches and orders them.
   */
  private async searchGazetteer(query: string): Promise<PlaceResult[]> {
    const tokens = words(query);
    if (tokens.length === 0) return [];
    const rows = await getPublicMapPlacesQuery(this.dataSource, tokens, normalize(query));
    return rankPlaces(query, rows.map((r) => ({
      id: r.id, name: r.name, type: r.type, center: [r.lng, r.lat], bbox: r.bbox ?? undefined, code: r.code ?? undefined,
    })));
  }

  private async searchGeocoder(query: string): Promise<PlaceResult[]> {
    const template = this.config.map.geocoderUrl;
    if (!template) return [];
    try {
      const res = await fetch(geocoderRequestUrl(template, query), { signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS) });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      return parseGeocoderAnswer(await res.json());
    } catch (error) {
      this.logger.warn(`The external geocoder failed and was left out of the search: ${(error as Error).message}`);
      return [];
    }
  }
}
