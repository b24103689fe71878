import type { dataVizApi } from './data-viz.api';
import type { graphModeApi } from './graph-mode.api';
import { publicMapApi } from './public-map.api';
// Their endpoints are injected when their modules load, so that the object below has them whatever imports this.
import './data-viz.api';
import './graph-mode.api';

/**
 * The map explorer's three sub-features (map, graph mode, data-visualization panel) under one name, for code that
 * reaches into several of them (tests seeding the cache). RTK Query's injectEndpoints adds to the one portal api and
 * hands back that same object, so this is that object typed with the three sets of endpoints.
 */
export const mapExplorerApi = publicMapApi as typeof publicMapApi & typeof graphModeApi & typeof dataVizApi;
