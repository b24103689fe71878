import { Column, Entity, PrimaryColumn } from 'typeorm';

export type ResultKind = 'sample' | 'daily' | 'telemetry';
export type ApprovalStatus = 'provisional' | 'approved' | 'rejected';

/** One measured value. The primary key is every importer's idempotency key. */
@Entity('results')
export class Result {
  @PrimaryColumn('integer', { name: 'location_ndx' }) locationNdx!: number;
  @PrimaryColumn('integer', { name: 'parameter_ndx' }) parameterNdx!: number;
  @PrimaryColumn('timestamptz', { name: 'collect_timestamp' }) collectTimestamp!: Date;
  @PrimaryColumn('integer', { name: 'data_source_ndx' }) dataSourceNdx!: number;
  @Column('text', { name: 'result_kind' }) resultKind!: ResultKind;
  @Column('double precision', { nullable: true }) value!: number | null;
  @Column('boolean') nondetect!: boolean;
  @Column('double precision', { name: 'detection_limit', nullable: true }) detectionLimit!: number | null;
  @Column('integer', { name: 'unit_ndx' }) unitNdx!: number;
  @Column('integer', { name: 'organization_ndx', nullable: true }) organizationNdx!: number | null;
  @Column('text', { name: 'approval_status' }) approvalStatus!: ApprovalStatus;
}

/** Maintained by the results triggers: one row per series with its period of record. Read-only here. */
@Entity('location_parameter_summary')
export class LocationParameterSummary {
  @PrimaryColumn('integer', { name: 'location_ndx' }) locationNdx!: number;
  @PrimaryColumn('integer', { name: 'parameter_ndx' }) parameterNdx!: number;
  @Column('timestamptz', { name: 'por_start' }) porStart!: Date;
  @Column('timestamptz', { name: 'por_end' }) porEnd!: Date;
  @Column('bigint', { name: 'result_count' }) resultCount!: string;
  @Column('double precision', { name: 'last_value', nullable: true }) lastValue!: number | null;
}
