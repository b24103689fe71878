import {
  BASINS, BENCHMARK_SCALE_COLORS, BENCHMARKS, DATA_CATEGORIES, DATA_SOURCES, LOCATION_TYPES, ORGANIZATIONS,
  PARAMETER_GROUPS, PARAMETERS, REGIONAL_GROUPS, SOURCE_CATEGORIES, THREATS, UNITS,
} from '../reference/reference-data';
import type { SeedSql } from './seed-sql';

/**
 * Inserts rows into a table from one JSON parameter: a single round trip per table whatever its size, which
 * matters on PGlite where every statement crosses into WebAssembly.
 */
export async function insertRows(
  sql: SeedSql,
  table: string,
  columns: Readonly<Record<string, string>>,
  rows: readonly Readonly<Record<string, unknown>>[],
): Promise<void> {
  const names = Object.keys(columns);
  const definition = names.map((c) => `${c} ${columns[c]}`).join(', ');
  await sql.run(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${definition})`,
    [JSON.stringify(rows)],
  );
}

/**
 * The lookup tables: the product's fixed rows (spec ids included). `demo` adds the rows that describe the
 * generated demo dataset itself (its data source and that source's category).
 */
export async function insertLookups(sql: SeedSql, { demo }: { demo: boolean }): Promise<void> {
  const wanted = <T extends { demoOnly?: true }>(rows: readonly T[]) => rows.filter((r) => demo || !r.demoOnly);
  await insertRows(sql, 'basins', { basin_ndx: 'int', basin_name: 'text' },
    BASINS.map((b) => ({ basin_ndx: b.basinNdx, basin_name: b.name })));
  await insertRows(sql, 'regional_groups', { reg_group_ndx: 'int', reg_group_name: 'text' },
    REGIONAL_GROUPS.map((g) => ({ reg_group_ndx: g.ndx, reg_group_name: g.name })));
  await insertRows(sql, 'location_types', { location_type_ndx: 'int', location_type_desc: 'text', color: 'text' },
    LOCATION_TYPES.map((t) => ({ location_type_ndx: t.ndx, location_type_desc: t.desc, color: t.color })));
  await insertRows(sql, 'organizations', { organization_ndx: 'int', org_id: 'text', org_name: 'text' },
    ORGANIZATIONS.map((o) => ({ organization_ndx: o.ndx, org_id: o.orgId, org_name: o.name })));
  await insertRows(sql, 'source_categories', { sourcecategory_ndx: 'int', source_name: 'text' },
    wanted(SOURCE_CATEGORIES).map((c) => ({ sourcecategory_ndx: c.ndx, source_name: c.name })));
  await insertRows(sql, 'data_sources',
    { data_source_ndx: 'int', data_source: 'text', data_source_url: 'text', data_types: 'text', sourcecategory_ndx: 'int' },
    wanted(DATA_SOURCES).map((d) => ({
      data_source_ndx: d.ndx, data_source: d.name, data_source_url: d.url, data_types: d.dataTypes, sourcecategory_ndx: d.categoryNdx,
    })));
  await insertRows(sql, 'data_categories', { datacategory_ndx: 'int', datacategory_name: 'text', datacategory_path: 'text' },
    DATA_CATEGORIES.map((c) => ({ datacategory_ndx: c.ndx, datacategory_name: c.name, datacategory_path: c.path })));
  await insertRows(sql, 'units', { unit_ndx: 'int', unit_name: 'text', unit_display_name: 'text' },
    UNITS.map((u) => ({ unit_ndx: u.ndx, unit_name: u.name, unit_display_name: u.display })));
  await insertRows(sql, 'parameter_groups', { parameter_group_ndx: 'int', parameter_group_name: 'text' },
    PARAMETER_GROUPS.map((g) => ({ parameter_group_ndx: g.ndx, parameter_group_name: g.name })));
  await insertRows(sql, 'parameters',
    { parameter_ndx: 'int', parameter_name: 'text', parameter_abbrev: 'text', display_name: 'text', unit_ndx: 'int', parameter_group_ndx: 'int' },
    PARAMETERS.map((p) => ({
      parameter_ndx: p.ndx, parameter_name: p.name, parameter_abbrev: p.abbrev, display_name: p.display, unit_ndx: p.unitNdx,
      parameter_group_ndx: p.groupNdx,
    })));
  await insertRows(sql, 'parameter_data_categories', { parameter_ndx: 'int', datacategory_ndx: 'int' },
    PARAMETERS.flatMap((p) => p.categories.map((c) => ({ parameter_ndx: p.ndx, datacategory_ndx: c }))));
  await insertRows(sql, 'threats', { threat_ndx: 'int', threat_desc: 'text' },
    THREATS.map((t) => ({ threat_ndx: t.ndx, threat_desc: t.desc })));
  await insertRows(sql, 'parameter_threats', { parameter_ndx: 'int', threat_ndx: 'int' },
    PARAMETERS.flatMap((p) => p.threats.map((t) => ({ parameter_ndx: p.ndx, threat_ndx: t }))));
  const bandColors = BENCHMARK_SCALE_COLORS.filter((c) => c.scale >= 1).map((c) => c.color);
  await insertRows(sql, 'benchmarks', {
    parameter_ndx: 'int', bmk_line0: 'float8', bmk_line1: 'float8', bmk_line2: 'float8', bmk_line3: 'float8', bmk_line4: 'float8',
    bmk_color0: 'text', bmk_color1: 'text', bmk_color2: 'text', bmk_color3: 'text', bmk_color4: 'text',
    low_is_bad: 'boolean', is_pctile15: 'boolean', source_note: 'text',
  }, BENCHMARKS.map((b) => ({
    parameter_ndx: b.parameterNdx,
    ...Object.fromEntries(b.lines.map((line, i) => [`bmk_line${i}`, line])),
    ...Object.fromEntries(bandColors.map((color, i) => [`bmk_color${i}`, color])),
    low_is_bad: b.lowIsBad, is_pctile15: b.isPctile15, source_note: b.note,
  })));
  await insertRows(sql, 'benchmark_scale_colors', { benchmark_scale: 'smallint', symbol_color: 'text', label: 'text' },
    BENCHMARK_SCALE_COLORS.map((c) => ({ benchmark_scale: c.scale, symbol_color: c.color, label: c.label })));
}

/**
 * Associations that follow from data already in place: regional groups from each location's sub-area (or
 * explicit membership) and data categories from the parameters each location has results or profiles for.
 */
export async function insertDerivedAssociations(sql: SeedSql): Promise<void> {
  await sql.run(
    `INSERT INTO location_regional_groups (location_ndx, reg_group_ndx)
     SELECT DISTINCT l.location_ndx, g.reg_group_ndx
       FROM jsonb_to_recordset($1::jsonb) AS g(reg_group_ndx int, huc_prefixes text[], location_ndxs int[])
       JOIN locations l
         ON l.location_ndx = ANY (coalesce(g.location_ndxs, '{}'))
         OR EXISTS (SELECT 1 FROM unnest(coalesce(g.huc_prefixes, '{}')) AS p(prefix) WHERE l.huc12 LIKE p.prefix || '%')`,
    [JSON.stringify(REGIONAL_GROUPS.map((g) => ({
      reg_group_ndx: g.ndx, huc_prefixes: g.hucPrefixes ?? null, location_ndxs: g.locationNdxs ?? null,
    })))],
  );
  // location_parameter_summary is the rollup the results triggers just filled: one row per series, so this
  // never scans the results themselves.
  await sql.run(
    `INSERT INTO location_data_categories (location_ndx, datacategory_ndx)
     SELECT DISTINCT x.location_ndx, c.datacategory_ndx
       FROM (SELECT location_ndx, parameter_ndx FROM location_parameter_summary
             UNION SELECT DISTINCT location_ndx, parameter_ndx FROM profile_results) AS x
       JOIN parameter_data_categories c ON c.parameter_ndx = x.parameter_ndx`,
  );
}
