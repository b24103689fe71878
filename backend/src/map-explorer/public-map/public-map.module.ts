import { Module } from '@nestjs/common';
import { BasemapsController } from './basemaps.controller';
import { BasemapsService } from './basemaps.service';
import { GazetteerService } from './gazetteer.service';
import { IconController } from './icon.controller';
import { LandCoverController } from './land-cover.controller';
import { MapCatalogService } from './map-catalog.service';
import { MapGeoJsonService } from './map-geojson.service';
import { MapImagesService } from './map-images.service';
import { PublicMapController } from './public-map.controller';

/** The map explorer's map: sources, layers, GeoJSON, basemaps, glyphs, icons, land cover, gazetteer. */
@Module({
  controllers: [PublicMapController, BasemapsController, LandCoverController, IconController],
  providers: [MapCatalogService, MapGeoJsonService, GazetteerService, BasemapsService, MapImagesService],
})
export class PublicMapModule {}
