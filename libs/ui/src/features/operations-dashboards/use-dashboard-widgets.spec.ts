import { widgetState } from './use-dashboard-widgets';

const configured = { data: [{}], isError: false };
const failure = { isError: true, error: { status: 500, data: { message: 'database down' } } };

describe('a dashboard card state', () => {
  it('is loading until its answer arrives, then ready with its first row', () => {
    expect(widgetState({ isError: false }, { isError: false }, false).status).toBe('loading');
    expect(widgetState(configured, { isError: false }, true).status).toBe('loading');
    expect(widgetState(configured, { data: [{ v: 1 }, { v: 2 }], isError: false }, true)).toEqual({ status: 'ready', row: { v: 1 }, rows: [{ v: 1 }, { v: 2 }] });
  });

  it('has no data when the configuration lists no series for it or the answer is empty', () => {
    expect(widgetState(configured, { isError: false }, false).status).toBe('empty');
    expect(widgetState(configured, { data: [], isError: false }, true).status).toBe('empty');
  });

  it("shows a failure with the server's message, but keeps values it already has", () => {
    expect(widgetState(failure, { isError: false }, false)).toMatchObject({ status: 'error', error: 'database down' });
    expect(widgetState(configured, failure, true)).toMatchObject({ status: 'error', error: 'database down' });
    expect(widgetState(configured, { ...failure, data: [{ v: 1 }] }, true).status).toBe('ready');
  });
});
