import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@portal/contracts';

/**
 * One endpoint keeps one name from the route table to the hook: an endpoint that calls one route is named by that
 * route's key (so `useGetListContactsQuery` calls `getListContacts`, and grepping the key finds the controller,
 * the service, the SQL, the hook and the page). Only an endpoint that serves several routes by its argument is
 * named by what it computes; those are listed here, so a new one is a decision, not a drift.
 */
const SHARED_ENDPOINTS: Record<string, string> = {
  dataVizRows: "one location's daily series, from the route of the chosen graph type",
  getImportsRejectedByImportRunNdxCsv: 'the same route as getImportsRejectedByImportRunNdx, asked for its CSV form',
  dashboardWidgets: "a reservoir dashboard's widget configuration (Yamcolo's or Stagecoach's route)",
  waterElevationWidget: "a reservoir's water elevation widget (one route per reservoir)",
  extremesWidget: "a reservoir's temperature or dissolved oxygen widget (one route per reservoir and parameter)",
  dashboardStats: "a reservoir's statistics tables (one route per reservoir)",
  postQueryAndDownloadFile: 'the CSV download, from the route of the chosen time step',
  getOtherResourceLinks: 'every link, or one data category’s (two routes)',
  timeSeriesTimestepOptions: "a reservoir's time steps (one route per reservoir)",
  timeSeriesAxisOptions: "a reservoir's axis choices (one route per reservoir)",
  timeSeriesAxisSeries: "an axis' series (one route per reservoir)",
  timeSeriesData: "the chart's and table's data (one route per reservoir and time step)",
};

const ENDPOINT = /\n\s{4}(\w+): build\.(?:query|mutation|infiniteQuery)\b/g;
const ROUTE_CALL = /\broute\w*\(\s*'(\w+)'/g;

function endpointsOf(source: string): { name: string; routes: string[] }[] {
  const starts = [...source.matchAll(ENDPOINT)];
  return starts.map((match, i) => {
    // An endpoint's definition runs to the next one, or to the end of the injectEndpoints call.
    const rest = source.slice((match.index ?? 0) + match[0].length, starts[i + 1]?.index ?? source.indexOf('\n});', match.index));
    return { name: match[1], routes: [...new Set([...rest.matchAll(ROUTE_CALL)].map((call) => call[1]))] };
  });
}

const files = readdirSync(__dirname).filter((file) => file.endsWith('.api.ts'));
const endpoints = files.flatMap((file) => endpointsOf(readFileSync(join(__dirname, file), 'utf8')).map((endpoint) => ({ file, ...endpoint })));

describe('endpoint names', () => {
  it('reads the endpoints of every api file', () => {
    expect(endpoints.length).toBeGreaterThan(100);
  });

  it.each(endpoints.filter((endpoint) => !(endpoint.name in SHARED_ENDPOINTS)).map((e) => [e.name, e.file, e.routes] as const))(
    '%s (%s) is named by the one route it calls',
    (name, _file, routes) => {
      expect(routes).toEqual([name]);
      expect(ROUTES).toHaveProperty(name);
    },
  );

  it('lists only endpoints that exist', () => {
    expect(Object.keys(SHARED_ENDPOINTS).filter((name) => !endpoints.some((endpoint) => endpoint.name === name))).toEqual([]);
  });
});
