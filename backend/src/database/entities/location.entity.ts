import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Point } from 'geojson';
import { Basin, LocationType } from './lookups.entity';

@Entity('locations')
export class Location {
  @PrimaryColumn('integer', { name: 'location_ndx' }) locationNdx!: number;
  @Column('text', { name: 'location_id' }) locationId!: string;
  @Column('text', { name: 'location_name' }) locationName!: string;
  @Column('integer', { name: 'location_type_ndx' }) locationTypeNdx!: number;
  @Column('integer', { name: 'basin_ndx', nullable: true }) basinNdx!: number | null;
  @Column('geometry', { spatialFeatureType: 'Point', srid: 4326, nullable: true }) geom!: Point | null;
  @Column('double precision', { name: 'elevation_ft', nullable: true }) elevationFt!: number | null;
  @Column('text', { nullable: true }) huc8!: string | null;
  @Column('text', { nullable: true }) huc10!: string | null;
  @Column('text', { nullable: true }) huc12!: string | null;
  @ManyToOne(() => LocationType)
  @JoinColumn({ name: 'location_type_ndx' })
  locationType?: LocationType;
  @ManyToOne(() => Basin)
  @JoinColumn({ name: 'basin_ndx' })
  basin?: Basin;
}
