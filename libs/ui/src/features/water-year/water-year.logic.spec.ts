import type { WaterYearComparisonRow, WaterYearLocation, WaterYearMapLocation, WaterYearSeries } from '@portal/contracts';
import { CHART_COLORS } from '../../components/charts';
import {
  canSubmit, CHART_SUBTITLE, mapFeatures, mapPopupText, withMapLocation, comparisonRequest, dayLabel, defaultSeries, locationsForParameter, monthTicks, orderSeries, STATISTIC_COLORS,
  isClickInPlace, tableRows, toggleSeries, tooFewYearsNote, waterYearFigure, wheelZoomedRange, withParameter,
} from './water-year.logic';

const SERIES: WaterYearSeries[] = [
  'Minimum', '10th Percentile', '25th Percentile', 'Median', '75th Percentile', '90th Percentile', 'Maximum', '2027', '2026', '2025',
].map((series_desc) => ({ series_desc }));
const LOCATIONS: WaterYearLocation[] = [
  { location_ndx: 3, location_name: 'Elk River', parameter_ndx_array: [1, 2] },
  { location_ndx: 4, location_name: 'Yampa River', parameter_ndx_array: [1] },
];
const row = (series_desc: string, day_order: number, rvalue: number | null, extra: Partial<WaterYearComparisonRow> = {}): WaterYearComparisonRow => ({
  series_desc, day_order, rvalue, day_desc: dayLabel(day_order), parameter_name: 'Flow', location_name: 'Elk River', unit_name: 'cfs',
  collect_date: null, year_count: 30, ...extra,
});

describe('the choices', () => {
  it('starts with Minimum, Median, Maximum, next year and this year, those offered', () => {
    expect(defaultSeries(SERIES, '2026-11-26')).toEqual(['Minimum', 'Median', 'Maximum', '2027', '2026']);
    expect(defaultSeries(SERIES.slice(0, 8), '2026-11-26')).toEqual(['Minimum', 'Median', 'Maximum', '2027']);
  });

  it("keeps the chosen series in the list's order when ticking and unticking", () => {
    expect(orderSeries(['2025', 'Maximum', 'Minimum'], SERIES)).toEqual(['Minimum', 'Maximum', '2025']);
    expect(toggleSeries(['Maximum', '2025'], 'Median', SERIES)).toEqual(['Median', 'Maximum', '2025']);
    expect(toggleSeries(['Maximum', '2025'], 'Maximum', SERIES)).toEqual(['2025']);
  });

  it('offers the locations having the parameter, every location before one is chosen', () => {
    expect(locationsForParameter(LOCATIONS, 2).map((l) => l.location_ndx)).toEqual([3]);
    expect(locationsForParameter(LOCATIONS, null).map((l) => l.location_ndx)).toEqual([3, 4]);
  });

  it('clears the location when the new parameter is not measured there, and keeps it otherwise', () => {
    const at4 = { parameter: 1, location: 4, series: ['Median'] };
    expect(withParameter(at4, 2, LOCATIONS)).toEqual({ parameter: 2, location: null, series: ['Median'] });
    const at3 = { parameter: 1, location: 3, series: ['Median'] };
    expect(withParameter(at3, 2, LOCATIONS)).toEqual({ parameter: 2, location: 3, series: ['Median'] });
  });

  it('submits only a parameter, a location and at least one series, and not while loading', () => {
    const full = { parameter: 1, location: 3, series: ['Median', '2026'] };
    expect(canSubmit(full, false)).toBe(true);
    expect(canSubmit(full, true)).toBe(false);
    expect(canSubmit({ ...full, series: [] }, false)).toBe(false);
    expect(canSubmit({ ...full, location: null }, false)).toBe(false);
    expect(canSubmit({ ...full, parameter: null }, false)).toBe(false);
    expect(comparisonRequest(full)).toEqual({ parameter: 1, location: 3, series: 'Median,2026' });
    expect(comparisonRequest({ ...full, series: [] })).toBeNull();
  });
});

describe('days of the water year', () => {
  it('labels days MM-DD from Oct 1, Feb 29 being day 152 and Sep 30 day 366', () => {
    expect([1, 31, 32, 93, 152, 153, 366].map(dayLabel)).toEqual(['10-01', '10-31', '11-01', '01-01', '02-29', '03-01', '09-30']);
  });

  it('ticks the first day of every month', () => {
    const { tickvals, ticktext } = monthTicks();
    expect(tickvals).toEqual([1, 32, 62, 93, 124, 153, 184, 214, 245, 275, 306, 337]);
    expect(ticktext[0]).toBe('10-01');
    expect(ticktext[5]).toBe('03-01');
  });

  it('zooms the wheel in around the pointer and out no further than the water year', () => {
    expect(wheelZoomedRange([1, 366], 0.5, -100)).toEqual([37.5, 329.5]);
    expect(wheelZoomedRange([1, 366], 0.5, 100)).toEqual([1, 366]);
    expect(wheelZoomedRange([101, 201], 0, -100)).toEqual([101, 181]);
    const narrow = wheelZoomedRange([100, 107], 0.5, -100);
    expect(narrow[1] - narrow[0]).toBe(7);
  });
});

describe('waterYearFigure', () => {
  const rows = [
    row('Minimum', 1, 10), row('Minimum', 2, 11),
    row('10th Percentile', 1, 12), row('10th Percentile', 2, 13),
    row('90th Percentile', 1, 30), row('90th Percentile', 2, 31),
    row('25th Percentile', 1, 15), row('25th Percentile', 2, 16),
    row('2026', 2, 22, { collect_date: '2025-10-02', year_count: null }), row('2026', 1, 21, { collect_date: '2025-10-01', year_count: null }),
  ];

  it('draws a chosen 10/90 pair as a band, a lone percentile and every other series as lines, in the order asked', () => {
    const { data } = waterYearFigure(rows, ['Minimum', '10th Percentile', '25th Percentile', '90th Percentile', '2026']);
    expect(data.map((t) => [t.name, t.fill ?? 'none'])).toEqual([
      ['10th Percentile', 'none'], ['10th-90th Percentile', 'tonexty'], ['Minimum', 'none'], ['25th Percentile', 'none'], ['2026', 'none'],
    ]);
    expect(data[0].showlegend).toBe(false);
    expect(data[2].line?.color).toBe(STATISTIC_COLORS.Minimum);
    expect(data[4]).toMatchObject({ x: [1, 2], y: [21, 22], text: ['10-01', '10-02'] });
  });

  it("gives Maximum red, Median the page's ink and Minimum blue, and puts MM-DD ticks on the day axis", () => {
    expect(STATISTIC_COLORS).toMatchObject({ Maximum: CHART_COLORS.maximum, Median: CHART_COLORS.ink, Minimum: CHART_COLORS.minimum });
    const { layout } = waterYearFigure(rows, ['Minimum'], [10, 20]);
    expect(layout.xaxis).toMatchObject({ tickvals: monthTicks().tickvals, range: [10, 20] });
    expect(layout.title?.text).toBe('Flow at Elk River');
  });

  it('states the normals period in the subtitle', () => {
    expect(CHART_SUBTITLE).toBe('Statistics are calculated for the NRCS 30-Year Hydroclimatic Normals period of 1991 to 2020');
  });
});

describe('too few normal years', () => {
  it('says how many normal years the location has when a statistic is missing', () => {
    const rows = [row('Median', 1, null, { year_count: 6 }), row('Median', 2, null, { year_count: 7 }), row('2026', 1, 3, { year_count: null })];
    expect(tooFewYearsNote(rows)).toBe('Statistics need at least 10 years of 1991-2020 normals; this location has 7.');
  });

  it('says nothing when every statistic has its values or only water years are shown', () => {
    expect(tooFewYearsNote([row('Median', 1, 4), row('2026', 1, null, { year_count: null })])).toBeNull();
  });
});

describe('tableRows', () => {
  it('lists the rows with a value, series by series as asked and day by day, dates as MM/dd/yyyy', () => {
    const rows = [
      row('Median', 2, 5.5), row('2026', 1, 1234.5, { collect_date: '2025-10-01', year_count: null }), row('Median', 1, null), row('Median', 1, 4),
    ];
    expect(tableRows(rows, ['2026', 'Median'])).toEqual([
      { key: '2026|1', parameter: 'Flow', location: 'Elk River', series: '2026', date: '10/01/2025', day: '10-01', result: '1,234.50', units: 'cfs' },
      { key: 'Median|1', parameter: 'Flow', location: 'Elk River', series: 'Median', date: '', day: '10-01', result: '4.00', units: 'cfs' },
      { key: 'Median|2', parameter: 'Flow', location: 'Elk River', series: 'Median', date: '', day: '10-02', result: '5.50', units: 'cfs' },
    ]);
  });
});

describe('the map', () => {
  const elk: WaterYearMapLocation = {
    location_ndx: 3, location_name: 'Elk River', parameter_ndx_array: [2, 1], assoc_parameter_ndx: [1, 2, 9], location_type_desc: 'Stream',
    huc10_name: 'Elk River', loc_geometry: { type: 'Point', coordinates: [-106.9, 40.6] }, assoc_parameters: 'Water Temperature, Flow',
  };

  it('draws each location as a point carrying its popup details', () => {
    const { features } = mapFeatures([elk]);
    expect(features).toEqual([{
      type: 'Feature', id: 3, geometry: { type: 'Point', coordinates: [-106.9, 40.6] },
      properties: { location_ndx: 3, location_name: 'Elk River', location_type_desc: 'Stream', huc10_name: 'Elk River', assoc_parameters: 'Water Temperature, Flow' },
    }]);
    expect(mapPopupText(features[0].properties ?? {})).toBe('Elk River\nType: Stream\nWatershed: Elk River\nParameters: Water Temperature, Flow');
  });

  it('picks the clicked location, keeping the parameter when it has it and taking its first otherwise', () => {
    expect(withMapLocation({ parameter: 1, location: null, series: [] }, elk)).toEqual({ parameter: 1, location: 3, series: [] });
    expect(withMapLocation({ parameter: 7, location: 4, series: [] }, elk)).toEqual({ parameter: 2, location: 3, series: [] });
  });
});

describe('isClickInPlace', () => {
  it('counts a release where the press was as a click and a drag zoom as no click', () => {
    expect(isClickInPlace({ x: 100, y: 50 }, { x: 102, y: 51 })).toBe(true);
    expect(isClickInPlace({ x: 100, y: 50 }, { x: 180, y: 52 })).toBe(false);
    expect(isClickInPlace(null, { x: 180, y: 52 })).toBe(true);
  });
});
