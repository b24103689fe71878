import { recordRange, yearRange } from '../../../common/dates';
import {
  availableGraphTypes,
  chartTitle,
  dataVizCsv,
  dataVizFigure,
  dataVizFileName,
  latestTemperatureStatus,
  rangeForGraphType,
  rowsForCsv,
  rowsInRange,
  temperatureStatusOf,
} from './data-viz.logic';
import { flowRow, temperatureRow, temperatureTrendRow, vizLocation } from './data-viz.testing';

describe('graph types', () => {
  it('offers only the graph types the location has, in the order temperature, flow, and their trends', () => {
    expect(availableGraphTypes(vizLocation())).toEqual(['temperatureGraph', 'flowGraph', 'temperatureTrends', 'flowTrends']);
    expect(availableGraphTypes(vizLocation({ has_temperature_graph: false, has_temperature_trends: false }))).toEqual([
      'flowGraph',
      'flowTrends',
    ]);
    expect(availableGraphTypes(vizLocation({ has_temperature_graph: false, has_flow_graph: false, has_temperature_trends: false, has_flow_trends: false }))).toEqual([]);
  });
});

describe('dates of the panel', () => {
  const today = '2024-03-15';

  it('resets to one year ago through today for trend types, to start cleared and end today otherwise', () => {
    expect(rangeForGraphType('temperatureTrends', today)).toEqual({ start: '2023-03-15', end: today });
    expect(rangeForGraphType('flowTrends', '2024-02-29')).toEqual({ start: '2023-02-28', end: '2024-02-29' });
    expect(rangeForGraphType('temperatureGraph', today)).toEqual({ start: null, end: today });
    expect(rangeForGraphType('flowGraph', today)).toEqual({ start: null, end: today });
  });

  it('has Record (start cleared, end today) and Year (the current year up to today)', () => {
    expect(recordRange(today)).toEqual({ start: null, end: today });
    expect(yearRange(today)).toEqual({ start: '2024-01-01', end: today });
  });

  const rows = ['2024-01-01', '2024-01-31', '2024-02-15', '2024-02-29', '2024-03-01'].map((day) => flowRow(day, 100));

  it('charts the rows within the dates, edges included', () => {
    expect(rowsInRange(rows, { start: '2024-01-31', end: '2024-02-15' }).map((r) => r.collect_date)).toEqual(['2024-01-31', '2024-02-15']);
    expect(rowsInRange(rows, { start: null, end: null })).toHaveLength(5);
  });

  it('exports the rows within the dates with the end extended by one month', () => {
    expect(rowsForCsv(rows, { start: '2024-01-15', end: '2024-01-31' }).map((r) => r.collect_date)).toEqual([
      '2024-01-31',
      '2024-02-15',
      '2024-02-29',
    ]);
    expect(rowsForCsv(rows, { start: null, end: '2023-12-31' }).map((r) => r.collect_date)).toEqual(['2024-01-01', '2024-01-31']);
  });
});

describe('temperature warning', () => {
  it.each([
    ['2024-07-01', 53.6, 'Temp OK'],
    ['2024-07-01', 60.8, 'Temp OK'],
    ['2024-08-15', 57, 'Temp OK'],
    ['2024-09-30', 53.5, 'Temp Warning!'],
    ['2024-07-31', 60.9, 'Temp Warning!'],
  ])('on %s a reading of %d °F is %s', (date, value, text) => {
    expect(temperatureStatusOf(value, date)?.text).toBe(text);
  });

  it('is red for a warning and green when OK', () => {
    expect(temperatureStatusOf(70, '2024-08-01')?.intent).toBe('danger');
    expect(temperatureStatusOf(55, '2024-08-01')?.intent).toBe('success');
  });

  it.each(['2024-06-30', '2024-10-01', '2024-01-15'])('says nothing outside July-September (%s)', (date) => {
    expect(temperatureStatusOf(70, date)).toBeNull();
  });

  it('judges the latest daily temperature of a temperature type, skipping gaps', () => {
    const rows = [temperatureRow('2024-08-02', 65), temperatureRow('2024-08-01', 55), temperatureRow('2024-08-03', null)];
    expect(latestTemperatureStatus('temperatureGraph', rows)).toMatchObject({ text: 'Temp Warning!', value: 65, date: '2024-08-02' });
    expect(latestTemperatureStatus('temperatureTrends', [temperatureTrendRow('2024-09-01', 58)])).toMatchObject({ text: 'Temp OK' });
    expect(latestTemperatureStatus('flowGraph', [flowRow('2024-08-01', 300)])).toBeNull();
  });
});

describe('figures and exports', () => {
  it('draws the daily minimum, average and maximum of the temperature graph by date', () => {
    const { data, layout } = dataVizFigure('temperatureGraph', [temperatureRow('2024-08-02', 60), temperatureRow('2024-08-01', 50)]);
    expect(data.map((trace) => trace.name)).toEqual(['Maximum Daily Temperature', 'Average Daily Temperature', 'Minimum Daily Temperature']);
    expect(data[1]).toMatchObject({ x: ['2024-08-01', '2024-08-02'], y: [50, 60], mode: 'lines' });
    expect(layout.yaxis?.title).toEqual({ text: '°F' });
    expect(layout.xaxis).toMatchObject({ type: 'date', nticks: 12 });
  });

  it('draws a trend type against the dashed period-of-record lines', () => {
    const { data } = dataVizFigure('temperatureTrends', [temperatureTrendRow('2024-08-01', 58)]);
    expect(data.map((trace) => [trace.name, trace.line?.dash ?? 'solid'])).toEqual([
      ['Daily Average Temperature', 'solid'],
      ['Period of Record Maximum', 'dash'],
      ['Period of Record Average', 'dash'],
      ['Period of Record Minimum', 'dash'],
    ]);
  });

  it('writes the CSV of the chosen dates (end + one month), oldest first', () => {
    const rows = [flowRow('2024-02-20', 120.5), flowRow('2024-01-10', 100), flowRow('2024-03-01', 90)];
    expect(dataVizCsv('flowGraph', rows, { start: '2024-01-01', end: '2024-01-31' })).toBe(
      'Location ID,Location Name,Date,Average Daily Flow,Units,Source\r\n' +
        '09239500,Yampa River at Steamboat Springs,01/10/2024,100,cfs,USGS\r\n' +
        '09239500,Yampa River at Steamboat Springs,02/20/2024,120.5,cfs,USGS\r\n',
    );
  });

  it('names the chart and the files after the location and graph type', () => {
    expect(chartTitle('flowTrends', vizLocation())).toBe('Yampa River at Steamboat Springs (09239500) - Flow Trends');
    expect(dataVizFileName('temperatureGraph', vizLocation(), 'csv')).toBe('09239500 Temperature Graph.csv');
    expect(dataVizFileName('flowGraph', vizLocation({ location_id: 'A/B:1' }), 'pdf')).toBe('A-B-1 Flow Graph.pdf');
  });
});
