import type { CowGraphRow } from '@portal/contracts';
import { colorsOfWaterApi } from './colors-of-water.api';
import { recordingStore } from './testing/fake-backend';

const ROW: CowGraphRow = {
  collect_date: '2026-10-01', measured_flow: 100, cow_input_ndx: null, cow_input_name: 'Unaccounted', graph_color: '#C5CBD3',
  cow_slice_order: null, cow_slice_cfs: 70,
};
const ANSWERS = {
  'colors-of-water-elkhead/graph-daily/2026-09-01/2026-10-01': [ROW],
  'colors-of-water-stagecoach/stream-gages/197': [{ stream_gage_ndx: 1, stream_gage: 'Yampa River below Craig, CO' }],
  'colors-of-water-stagecoach/graph-weekly/2/2026-09-01/2026-10-01': [ROW],
};
const { endpoints } = colorsOfWaterApi;

describe('colorsOfWaterApi', () => {
  it('asks for the graphs and the gage list on their paths, without a token even when signed in', async () => {
    const { store, requests } = recordingStore(ANSWERS);
    const elkhead = await store.dispatch(
      endpoints.getColorsOfWaterElkheadGraphDailyByStartDateAndEndDate.initiate({ startDate: '2026-09-01', endDate: '2026-10-01' }),
    );
    const gages = await store.dispatch(endpoints.getColorsOfWaterStagecoachStreamGagesByReservoir.initiate(197));
    const weekly = await store.dispatch(
      endpoints.getColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDate.initiate({
        interval: 'weekly', streamGageId: 2, startDate: '2026-09-01', endDate: '2026-10-01',
      }),
    );
    expect(requests.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      'GET colors-of-water-elkhead/graph-daily/2026-09-01/2026-10-01 null',
      'GET colors-of-water-stagecoach/stream-gages/197 null',
      'GET colors-of-water-stagecoach/graph-weekly/2/2026-09-01/2026-10-01 null',
    ]);
    expect(elkhead.data).toEqual([ROW]);
    expect(gages.data).toEqual(ANSWERS['colors-of-water-stagecoach/stream-gages/197']);
    expect(weekly.data).toEqual([ROW]);
  });
});
