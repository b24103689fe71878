import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { BasemapId } from '@portal/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { NumberFromText } from '../../common/strict-number';
import { IsNotBlank } from '../../common/visible-text';
import { BASEMAP_IDS } from './basemap-style';
import { MAX_QUERY_LENGTH } from './gazetteer';
import { GEOJSON_SOURCE_IDS, type GeoJsonSourceId } from './geojson-sources';
import { ICON_COLOR_NAMES, ICON_COLOR_PATTERN, ICON_SHAPES, ICON_SIZE, ICON_STROKE_WIDTH, type IconShape } from './icons';
import { LAND_COVER_YEAR_VALUES, type LandCoverYear } from './land-cover';

export class GeoJsonSourceParams {
  @ApiProperty({ description: 'One of the portal\'s GeoJSON sources.', enum: GEOJSON_SOURCE_IDS, example: 'locations' })
  @IsIn(GEOJSON_SOURCE_IDS)
  sourceId!: GeoJsonSourceId;
}

export class BasemapParams {
  @ApiProperty({ description: 'Basemap id.', enum: BASEMAP_IDS, example: 'outdoors' })
  @IsIn(BASEMAP_IDS)
  id!: BasemapId;
}

export class PlacesQuery {
  @ApiProperty({ description: `Search text (1 to ${MAX_QUERY_LENGTH} characters): a town, reservoir or monitoring location.`, example: 'Steamboat' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotBlank()
  @MaxLength(MAX_QUERY_LENGTH)
  q!: string;
}

const COLOR_RULE = `must be #rgb, #rrggbb or one of ${ICON_COLOR_NAMES.join(', ')}`;

export class IconQuery {
  @ApiProperty({ enum: ICON_SHAPES, example: 'drop' })
  @IsIn(ICON_SHAPES)
  shape!: IconShape;

  @ApiPropertyOptional({ description: 'Pixels.', minimum: ICON_SIZE.min, maximum: ICON_SIZE.max, default: ICON_SIZE.default })
  @IsOptional()
  @NumberFromText()
  @IsInt()
  @Min(ICON_SIZE.min)
  @Max(ICON_SIZE.max)
  width?: number;

  @ApiPropertyOptional({ description: 'Pixels.', minimum: ICON_SIZE.min, maximum: ICON_SIZE.max, default: ICON_SIZE.default })
  @IsOptional()
  @NumberFromText()
  @IsInt()
  @Min(ICON_SIZE.min)
  @Max(ICON_SIZE.max)
  height?: number;

  @ApiPropertyOptional({ description: `Fill: ${COLOR_RULE}.`, example: '#1f78b4', default: '#2d72d2' })
  @IsOptional()
  @IsString()
  @Matches(ICON_COLOR_PATTERN, { message: `color ${COLOR_RULE}` })
  color?: string;

  @ApiPropertyOptional({ description: `Outline: ${COLOR_RULE}.`, example: 'white', default: 'white' })
  @IsOptional()
  @IsString()
  @Matches(ICON_COLOR_PATTERN, { message: `strokeColor ${COLOR_RULE}` })
  strokeColor?: string;

  @ApiPropertyOptional({ description: 'Outline width in pixels.', minimum: ICON_STROKE_WIDTH.min, maximum: ICON_STROKE_WIDTH.max, default: ICON_STROKE_WIDTH.default })
  @IsOptional()
  @NumberFromText('decimal')
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(ICON_STROKE_WIDTH.min)
  @Max(ICON_STROKE_WIDTH.max)
  strokeWidth?: number;
}

/** Zoom levels a tile may be asked for (MapLibre's own maximum). */
const MAX_TILE_ZOOM = 22;

/** A tile column or row exists at the tile's zoom: 0 .. 2^z - 1. */
function IsTileIndexAtZoom() {
  return ValidateBy({
    name: 'isTileIndexAtZoom',
    validator: {
      validate: (value: unknown, args) => {
        const z = (args?.object as { z?: unknown }).z;
        return typeof value === 'number' && Number.isInteger(value) && value >= 0
          && (typeof z !== 'number' || !Number.isInteger(z) || value < 2 ** Math.min(Math.max(z, 0), MAX_TILE_ZOOM));
      },
      defaultMessage: (args) => `${args?.property} must be a whole number from 0 to 2^z - 1`,
    },
  });
}

const LAND_COVER_YEAR_DOC = { description: 'Land-cover year: current or historical.', enum: LAND_COVER_YEAR_VALUES };

export class LandCoverTileParams {
  @ApiProperty({ ...LAND_COVER_YEAR_DOC, example: 2021 })
  @NumberFromText()
  @IsIn(LAND_COVER_YEAR_VALUES)
  year!: LandCoverYear;

  @ApiProperty({ minimum: 0, maximum: MAX_TILE_ZOOM, example: 10 })
  @NumberFromText()
  @IsInt()
  @Min(0)
  @Max(MAX_TILE_ZOOM)
  z!: number;

  @ApiProperty({ description: 'Tile column, 0 to 2^z - 1.', example: 208 })
  @NumberFromText()
  @IsTileIndexAtZoom()
  x!: number;

  @ApiProperty({ description: 'Tile row, 0 to 2^z - 1.', example: 386 })
  @NumberFromText()
  @IsTileIndexAtZoom()
  y!: number;
}

export class LandCoverInfoQuery {
  @ApiProperty({ ...LAND_COVER_YEAR_DOC, example: 2021 })
  @NumberFromText()
  @IsIn(LAND_COVER_YEAR_VALUES)
  year!: LandCoverYear;

  @ApiProperty({ minimum: -180, maximum: 180, example: -106.9 })
  @NumberFromText('decimal')
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-180)
  @Max(180)
  lng!: number;

  @ApiProperty({ minimum: -90, maximum: 90, example: 40.45 })
  @NumberFromText('decimal')
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-90)
  @Max(90)
  lat!: number;
}
