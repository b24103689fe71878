// Row factories for integration tests: a test names the columns it cares about and the factory fills the rest,
// so a migration that adds or reorders columns does not silently shift a test's values into the wrong ones.

/** Anything with a `query(sql, params)`: a TypeORM DataSource or EntityManager, a pg Client or Pool. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** A value written as SQL rather than sent as a parameter; `$1`, `$2`.. in `text` number its own `params`. */
export class SqlValue {
  constructor(
    readonly text: string,
    readonly params: readonly unknown[] = [],
  ) {}
}

/** A column value computed by SQL, e.g. `sql("$1::timestamptz + interval '1 hour'", start)`. */
export const sql = (text: string, ...params: unknown[]): SqlValue => new SqlValue(text, params);

/** A WGS 84 rectangle as the MultiPolygon that boundary tables store. */
export const envelope = (xmin: number, ymin: number, xmax: number, ymax: number): SqlValue =>
  sql('ST_Multi(ST_MakeEnvelope($1, $2, $3, $4, 4326))', xmin, ymin, xmax, ymax);

export type Row = Readonly<Record<string, unknown>>;

export interface InsertOptions {
  /** Appends ON CONFLICT DO NOTHING, for tests that may insert a row another test already made. */
  ignoreConflicts?: boolean;
}

/**
 * Inserts rows into a table with one parameterized multi-row INSERT that names its columns. Every row must have
 * the same columns: a row missing one would otherwise get NULL where the table's default was meant.
 */
export async function insertRows(db: Queryable, table: string, rows: readonly Row[], options: InsertOptions = {}): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const key = [...columns].sort().join(',');
  for (const row of rows) {
    if (Object.keys(row).sort().join(',') !== key) {
      throw new Error(`insertRows(${table}): every row needs the columns ${columns.join(', ')}; got ${Object.keys(row).join(', ')}`);
    }
  }
  const params: unknown[] = [];
  const place = (value: unknown): string => {
    if (!(value instanceof SqlValue)) {
      params.push(value);
      return `$${params.length}`;
    }
    const offset = params.length;
    params.push(...value.params);
    return value.text.replace(/\$(\d+)/g, (_, n: string) => `$${offset + Number(n)}`);
  };
  const values = rows.map((row) => `(${columns.map((c) => place(row[c])).join(', ')})`);
  const conflict = options.ignoreConflicts ? ' ON CONFLICT DO NOTHING' : '';
  await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}${conflict}`, params);
}

/** A row that knows its table, as the factories below make them. */
export interface TableRow {
  readonly table: string;
  readonly values: Row;
}

/** Inserts factory rows, all of one table, in one statement. */
export async function insertAll(db: Queryable, rows: readonly TableRow[], options?: InsertOptions): Promise<void> {
  if (rows.length === 0) return;
  const { table } = rows[0];
  const other = rows.find((r) => r.table !== table);
  if (other) throw new Error(`insertAll: rows of ${table} and ${other.table} in one call`);
  await insertRows(db, table, rows.map((r) => r.values), options);
}

const factory =
  <F>(table: string, columns: (fields: F) => Row) =>
  (fields: F): TableRow => ({ table, values: columns(fields) });

export const basinRow = factory('basins', (f: { ndx: number; name: string }) => ({ basin_ndx: f.ndx, basin_name: f.name }));

export const regionRow = factory('regional_groups', (f: { ndx: number; name: string }) => ({ reg_group_ndx: f.ndx, reg_group_name: f.name }));

export const hucBoundaryRow = factory(
  'huc_boundaries',
  (f: { code: string; level: number; name: string; basin?: number | null; bounds: [number, number, number, number] }) => ({
    huc_code: f.code,
    huc_level: f.level,
    huc_name: f.name,
    basin_ndx: f.basin ?? null,
    geom: envelope(...f.bounds),
  }),
);

export const locationTypeRow = factory('location_types', (f: { ndx: number; name: string; color?: string }) => ({
  location_type_ndx: f.ndx,
  location_type_desc: f.name,
  color: f.color ?? '#1F77B4',
}));

export const sourceCategoryRow = factory('source_categories', (f: { ndx: number; name?: string }) => ({
  sourcecategory_ndx: f.ndx,
  source_name: f.name ?? 'Fixture Category',
}));

export const dataSourceRow = factory(
  'data_sources',
  (f: { ndx: number; name: string; url?: string | null; dataTypes?: string; category: number }) => ({
    data_source_ndx: f.ndx,
    data_source: f.name,
    data_source_url: f.url ?? null,
    data_types: f.dataTypes ?? 'Daily values',
    sourcecategory_ndx: f.category,
  }),
);

/** `display` defaults to the name, as most fixture units show themselves. */
export const unitRow = factory('units', (f: { ndx: number; name: string; display?: string }) => ({
  unit_ndx: f.ndx,
  unit_name: f.name,
  unit_display_name: f.display ?? f.name,
}));

/** `abbrev` defaults to the name and `displayName` to the abbreviation; no group unless given. */
export const parameterRow = factory(
  'parameters',
  (f: { ndx: number; name: string; abbrev?: string; displayName?: string; unit: number; group?: number | null }) => ({
    parameter_ndx: f.ndx,
    parameter_name: f.name,
    parameter_abbrev: f.abbrev ?? f.name,
    display_name: f.displayName ?? f.abbrev ?? f.name,
    unit_ndx: f.unit,
    parameter_group_ndx: f.group ?? null,
  }),
);

export const organizationRow = factory('organizations', (f: { ndx: number; id: string; name: string }) => ({
  organization_ndx: f.ndx,
  org_id: f.id,
  org_name: f.name,
}));

export const dataCategoryRow = factory('data_categories', (f: { ndx: number; name: string; path: string }) => ({
  datacategory_ndx: f.ndx,
  datacategory_name: f.name,
  datacategory_path: f.path,
}));

/** A Colors of Water account of a reservoir; `sliceOrder` null leaves it out of the stacked slices' order. */
export const cowInputRow = factory(
  'cow_inputs',
  (f: { ndx: number; name: string; color: string; sliceOrder?: number | null; reservoir: number }) => ({
    cow_input_ndx: f.ndx,
    cow_input_name: f.name,
    graph_color: f.color,
    cow_slice_order: f.sliceOrder ?? null,
    reservoir_location_ndx: f.reservoir,
  }),
);

export const locationSourceRow = factory('location_data_sources', (f: { location: number; source: number }) => ({
  location_ndx: f.location,
  data_source_ndx: f.source,
}));

export const locationRegionRow = factory('location_regional_groups', (f: { location: number; region: number }) => ({
  location_ndx: f.location,
  reg_group_ndx: f.region,
}));

export const locationOrganizationRow = factory('location_organizations', (f: { location: number; organization: number }) => ({
  location_ndx: f.location,
  organization_ndx: f.organization,
}));

/** A Time Series Summaries graph: no Climate and Flows group, nothing pre-selected unless given. */
export const tssumGraphRow = factory(
  'tssum_graph_options',
  (f: { ndx: number; title: string; route: string; parameter: number; yAxisUnits: string; categories?: number[]; regions?: number[] }) => ({
    tssum_group_ndx: f.ndx,
    tssum_graph_title: f.title,
    tssum_graph_route_name: f.route,
    parameter_ndx: f.parameter,
    y_axis_units: f.yAxisUnits,
    caf_group_ndx: null,
    datacategory_ndx_defaults: f.categories ?? [],
    reg_group_ndx_display: f.regions ?? [],
  }),
);
