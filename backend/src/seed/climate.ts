import type { Params } from './seed-sql';
import { stableFraction } from './sql-math';

// Year-to-year climate of the demo. One snowpack index per water year drives every gauge, reservoir and
// snow site together, as a real snow year does, so that a dry year looks dry everywhere. The notable years
// of the basin are pinned (dry 2002, 2012, 2018; wet 1984, 1997, 2011, 2019, 2023) so long records show
// familiar shapes; other years come from a hash of the year, so every run produces the same sequence.

const FIRST_YEAR = 1980;
const LAST_YEAR = 2100;

const PINNED_SNOWPACK: Readonly<Record<number, number>> = {
  1984: 1.5, 1997: 1.4, 2002: 0.45, 2011: 1.6, 2012: 0.5, 2018: 0.6, 2019: 1.25, 2021: 0.75, 2023: 1.35,
};

function years(): number[] {
  return Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);
}

/** Snowpack relative to median (1.0) for each water year. */
function snowpack(waterYear: number): number {
  return PINNED_SNOWPACK[waterYear] ?? 0.7 + 0.6 * stableFraction(`snowpack:${waterYear}`);
}

/** Days the snowmelt peak comes early (negative) or late: small packs melt out early. */
function meltShiftDays(waterYear: number): number {
  return -14 * (1 - snowpack(waterYear)) + 10 * (stableFraction(`melt:${waterYear}`) - 0.5);
}

/** Calendar-year air/water temperature anomaly in °F, with a slight warming trend. */
function temperatureAnomaly(year: number): number {
  return 2 * (stableFraction(`temperature:${year}`) - 0.5) + 0.03 * (year - 2000);
}

/** SQL accessors for the per-year series, passed once per statement as float8[] parameters. */
export interface ClimateSql {
  snowpack(waterYearSql: string): string;
  meltShift(waterYearSql: string): string;
  temperatureAnomaly(yearSql: string): string;
}

export function climateSql(params: Params): ClimateSql {
  const at = (arrayParam: string, yearSql: string) => `(${arrayParam}::float8[])[(${yearSql}) - ${FIRST_YEAR - 1}]`;
  let snow: string | undefined;
  let melt: string | undefined;
  let anomaly: string | undefined;
  // Parameters are added on first use, so statements that need no climate carry none.
  return {
    snowpack: (y) => at((snow ??= params.add(years().map(snowpack))), y),
    meltShift: (y) => at((melt ??= params.add(years().map(meltShiftDays))), y),
    temperatureAnomaly: (y) => at((anomaly ??= params.add(years().map(temperatureAnomaly))), y),
  };
}
