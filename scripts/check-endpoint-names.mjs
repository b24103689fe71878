// One endpoint keeps one name from the route table to the hook: an api-client endpoint that calls one route is named
// by that route's key (so `useGetListContactsQuery` calls `getListContacts`, and grepping the key finds the
// controller, the service, the SQL, the hook and the page). Only an endpoint that serves several routes by its
// argument is named by what it computes; those are listed here with the reason, so a new one is a decision, not a
// drift. Fails naming each endpoint that breaks the rule. (A script, not a unit test: the api-client's own tests
// run where the browser's rules apply, without the file system.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const API_DIR = 'libs/api-client/src';
const ROUTES_FILE = 'libs/contracts/src/routes.ts';

export const SHARED_ENDPOINTS = {
  dataVizRows: "one location's daily series, from the route of the chosen graph type",
  getImportsRejectedByImportRunNdxCsv: 'the same route as getImportsRejectedByImportRunNdx, asked for its CSV form',
  dashboardWidgets: "a reservoir dashboard's widget configuration (Yamcolo's or Stagecoach's route)",
  waterElevationWidget: "a reservoir's water elevation widget (one route per reservoir)",
  extremesWidget: "a reservoir's temperature or dissolved oxygen widget (one route per reservoir and parameter)",
  dashboardStats: "a reservoir's statistics tables (one route per reservoir)",
  getOtherResourceLinks: "every link, or one data category's (two routes)",
  timeSeriesTimestepOptions: "a reservoir's time steps (one route per reservoir)",
  timeSeriesAxisOptions: "a reservoir's axis choices (one route per reservoir)",
  timeSeriesAxisSeries: "an axis' series (one route per reservoir)",
  timeSeriesData: "the chart's and table's data (one route per reservoir and time step)",
  timeSeriesHoursPumped: "the chart's Hours Pumped (one route per reservoir)",
};

const ENDPOINT = /\n\s{4}(\w+): build\.(?:query|mutation|infiniteQuery)\b/g;
const ROUTE_CALL = /\broute\w*\(\s*'(\w+)'/g;
const ROUTE_KEY = /^\s{2}(\w+): \{\s*method: '/gm;

/** Each endpoint of an api file with the route keys its definition names. */
export function endpointsOf(source) {
  const starts = [...source.matchAll(ENDPOINT)];
  return starts.map((match, i) => {
    // A definition runs to the next one, or to the end of the injectEndpoints call.
    const end = starts[i + 1]?.index ?? source.indexOf('\n});', match.index);
    const body = source.slice(match.index + match[0].length, end);
    return { name: match[1], routes: [...new Set([...body.matchAll(ROUTE_CALL)].map((call) => call[1]))] };
  });
}

const routeKeys = new Set([...readFileSync(ROUTES_FILE, 'utf8').matchAll(ROUTE_KEY)].map((m) => m[1]));
const endpoints = readdirSync(API_DIR)
  .filter((file) => file.endsWith('.api.ts'))
  .flatMap((file) => endpointsOf(readFileSync(join(API_DIR, file), 'utf8')).map((endpoint) => ({ file, ...endpoint })));

const problems = [];
if (routeKeys.size < 80 || endpoints.length < 100) problems.push(`read ${routeKeys.size} route keys and ${endpoints.length} endpoints: the patterns no longer match the files`);
for (const { file, name, routes } of endpoints) {
  if (name in SHARED_ENDPOINTS) continue;
  if (routes.length !== 1 || routes[0] !== name || !routeKeys.has(name)) {
    problems.push(`${file}: endpoint ${name} calls ${routes.length ? routes.join(', ') : 'no route by its key'}; name it by the one route it calls, or list it as shared`);
  }
}
for (const name of Object.keys(SHARED_ENDPOINTS)) {
  if (!endpoints.some((endpoint) => endpoint.name === name)) problems.push(`the shared endpoint ${name} no longer exists: take it off the list`);
}
for (const problem of problems) console.error(`endpoint names: ${problem}`);
if (problems.length) process.exit(1);
console.log(`Endpoint names follow the route table: ${endpoints.length} endpoints, ${Object.keys(SHARED_ENDPOINTS).length} shared by several routes.`);
