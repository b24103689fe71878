import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

// Lookup tables of the core data model (migration CoreDataModel). Keys are assigned by the data owner
// (imports and the spec's fixed ids such as parameter 169 or location 52), never generated.

@Entity('basins')
export class Basin {
  @PrimaryColumn('integer', { name: 'basin_ndx' }) basinNdx!: number;
  @Column('text', { name: 'basin_name' }) basinName!: string;
}

@Entity('regional_groups')
export class RegionalGroup {
  @PrimaryColumn('integer', { name: 'reg_group_ndx' }) regGroupNdx!: number;
  @Column('text', { name: 'reg_group_name' }) regGroupName!: string;
}

@Entity('location_types')
export class LocationType {
  @PrimaryColumn('integer', { name: 'location_type_ndx' }) locationTypeNdx!: number;
  @Column('text', { name: 'location_type_desc' }) locationTypeDesc!: string;
  @Column('text') color!: string;
}

@Entity('organizations')
export class Organization {
  @PrimaryColumn('integer', { name: 'organization_ndx' }) organizationNdx!: number;
  @Column('text', { name: 'org_id' }) orgId!: string;
  @Column('text', { name: 'org_name' }) orgName!: string;
}

@Entity('source_categories')
export class SourceCategory {
  @PrimaryColumn('integer', { name: 'sourcecategory_ndx' }) sourcecategoryNdx!: number;
  @Column('text', { name: 'source_name' }) sourceName!: string;
}

@Entity('data_sources')
export class DataSource {
  @PrimaryColumn('integer', { name: 'data_source_ndx' }) dataSourceNdx!: number;
  @Column('text', { name: 'data_source' }) dataSource!: string;
  @Column('text', { name: 'data_source_url', nullable: true }) dataSourceUrl!: string | null;
  @Column('text', { name: 'data_types' }) dataTypes!: string;
  @Column('integer', { name: 'sourcecategory_ndx' }) sourcecategoryNdx!: number;
  @ManyToOne(() => SourceCategory)
  @JoinColumn({ name: 'sourcecategory_ndx' })
  sourceCategory?: SourceCategory;
}

@Entity('data_categories')
export class DataCategory {
  @PrimaryColumn('integer', { name: 'datacategory_ndx' }) datacategoryNdx!: number;
  @Column('text', { name: 'datacategory_name' }) datacategoryName!: string;
  @Column('text', { name: 'datacategory_path' }) datacategoryPath!: string;
}

@Entity('units')
export class Unit {
  @PrimaryColumn('integer', { name: 'unit_ndx' }) unitNdx!: number;
  @Column('text', { name: 'unit_name' }) unitName!: string;
  @Column('text', { name: 'unit_display_name' }) unitDisplayName!: string;
}

@Entity('parameter_groups')
export class ParameterGroup {
  @PrimaryColumn('integer', { name: 'parameter_group_ndx' }) parameterGroupNdx!: number;
  @Column('text', { name: 'parameter_group_name' }) parameterGroupName!: string;
}

@Entity('parameters')
export class Parameter {
  @PrimaryColumn('integer', { name: 'parameter_ndx' }) parameterNdx!: number;
  @Column('text', { name: 'parameter_name' }) parameterName!: string;
  @Column('text', { name: 'parameter_abbrev' }) parameterAbbrev!: string;
  @Column('text', { name: 'display_name' }) displayName!: string;
  @Column('integer', { name: 'unit_ndx' }) unitNdx!: number;
  @Column('integer', { name: 'parameter_group_ndx', nullable: true }) parameterGroupNdx!: number | null;
  @ManyToOne(() => Unit)
  @JoinColumn({ name: 'unit_ndx' })
  unit?: Unit;
}

@Entity('threats')
export class Threat {
  @PrimaryColumn('integer', { name: 'threat_ndx' }) threatNdx!: number;
  @Column('text', { name: 'threat_desc' }) threatDesc!: string;
}

@Entity('benchmarks')
export class Benchmark {
  @PrimaryColumn('integer', { name: 'parameter_ndx' }) parameterNdx!: number;
  @Column('double precision', { name: 'bmk_line0', nullable: true }) bmkLine0!: number | null;
  @Column('double precision', { name: 'bmk_line1', nullable: true }) bmkLine1!: number | null;
  @Column('double precision', { name: 'bmk_line2', nullable: true }) bmkLine2!: number | null;
  @Column('double precision', { name: 'bmk_line3', nullable: true }) bmkLine3!: number | null;
  @Column('double precision', { name: 'bmk_line4', nullable: true }) bmkLine4!: number | null;
  @Column('boolean', { name: 'low_is_bad' }) lowIsBad!: boolean;
  @Column('boolean', { name: 'is_pctile15' }) isPctile15!: boolean;
}
