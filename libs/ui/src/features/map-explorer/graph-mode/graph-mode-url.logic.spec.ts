import {
  clearGraphModeQuery,
  DEFAULT_GRAPH_MODE_QUERY,
  isGraphModeQuery,
  parseGraphModeQuery,
  serializeGraphModeQuery,
} from './graph-mode-url.logic';

describe('graph mode URL query', () => {
  it('has the defaults: full period, median, E. Coli, no minimum', () => {
    expect(parseGraphModeQuery('?mode=graph')).toEqual({
      periodOfRecord: 'full',
      analysis: 'benchmark_scale_median',
      parameterGroups: [],
      threats: [],
      parameters: ['E. Coli'],
      recordCount: 0,
    });
    expect(parseGraphModeQuery('')).toEqual(DEFAULT_GRAPH_MODE_QUERY);
  });

  it('reads every setting, with or without the question mark', () => {
    const search =
      'mode=graph&periodOfRecord=medium&analysis=benchmark_scale_pctile85&parameterGroups=3,5&threats=1' +
      '&parameters=E.%20Coli,Total%20Nitrogen&recordCount=12';
    const expected = {
      periodOfRecord: 'medium',
      analysis: 'benchmark_scale_pctile85',
      parameterGroups: [3, 5],
      threats: [1],
      parameters: ['E. Coli', 'Total Nitrogen'],
      recordCount: 12,
    };
    expect(parseGraphModeQuery(search)).toEqual(expected);
    expect(parseGraphModeQuery(`?${search}`)).toEqual(expected);
  });

  it('keeps a comma inside an encoded parameter name apart from the separators', () => {
    const query = { ...DEFAULT_GRAPH_MODE_QUERY, parameters: ['Water Temperature, Daily Mean', 'E. Coli'] };
    const search = serializeGraphModeQuery(query);
    expect(search).toContain('parameters=Water%20Temperature%2C%20Daily%20Mean,E.%20Coli');
    expect(parseGraphModeQuery(search).parameters).toEqual(['Water Temperature, Daily Mean', 'E. Coli']);
    // Form encoding ('+' for a space) reads the same.
    expect(parseGraphModeQuery('?parameters=Total+Nitrogen').parameters).toEqual(['Total Nitrogen']);
  });

  it('falls back to the default for each invalid value, keeping the valid ones', () => {
    expect(
      parseGraphModeQuery(
        '?periodOfRecord=forever&analysis=mean&parameterGroups=3,x,-1,2.5,3&threats=abc&recordCount=-4&parameters=%E0%A4%A,E.%20Coli',
      ),
    ).toEqual({
      periodOfRecord: 'full',
      analysis: 'benchmark_scale_median',
      parameterGroups: [3],
      threats: [],
      parameters: ['E. Coli'],
      recordCount: 0,
    });
    expect(parseGraphModeQuery('?recordCount=2.5').recordCount).toBe(0);
    expect(parseGraphModeQuery('?recordCount=25').recordCount).toBe(25);
  });

  it('keeps an explicitly empty parameter list empty (the user selected none)', () => {
    expect(parseGraphModeQuery('?mode=graph&parameters=').parameters).toEqual([]);
  });

  it('round-trips every setting and keeps the parameters graph mode does not own', () => {
    const query = {
      periodOfRecord: 'short' as const,
      analysis: 'benchmark_scale_pctile85' as const,
      parameterGroups: [7],
      threats: [1, 3],
      parameters: ['E. Coli'],
      recordCount: 5,
    };
    const search = serializeGraphModeQuery(query, '?layers=rivers,huc12&recordCount=9&mode=map');
    expect(search).toBe(
      '?layers=rivers,huc12&mode=graph&periodOfRecord=short&analysis=benchmark_scale_pctile85&parameterGroups=7' +
        '&threats=1,3&parameters=E.%20Coli&recordCount=5',
    );
    expect(parseGraphModeQuery(search)).toEqual(query);
    expect(isGraphModeQuery(search)).toBe(true);
  });

  it('turns graph mode off by removing only its parameters', () => {
    const on = serializeGraphModeQuery(DEFAULT_GRAPH_MODE_QUERY, '?layers=rivers');
    expect(clearGraphModeQuery(on)).toBe('?layers=rivers');
    expect(isGraphModeQuery(clearGraphModeQuery(on))).toBe(false);
    expect(clearGraphModeQuery(serializeGraphModeQuery(DEFAULT_GRAPH_MODE_QUERY))).toBe('');
  });
});
