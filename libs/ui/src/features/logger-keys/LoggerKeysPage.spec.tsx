import { loggerKeysApi } from '@portal/api-client';
import type { CreatedLoggerKey, LoggerKeyRow, LookupOption } from '@portal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { preloadIcons } from '../../testing/icons';
import { renderScreen, testStore } from '../../testing/render-screen';
import LoggerKeysPage from './LoggerKeysPage';

// jsdom has no fetch: the lists come from a real store's cache and the writes are fakes that record what would
// be sent (the api-client's own specs cover the calls).
const post = jest.fn();
const revoke = jest.fn();
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  usePostLoggerKeysMutation: () => [post],
  usePostLoggerKeysRevokeByLoggerNdxMutation: () => [revoke],
}));

const LOCATIONS: LookupOption[] = [
  { value: 656, display: 'Stagecoach Reservoir Outlet' },
  { value: 52, display: 'Yamcolo Reservoir' },
];
const row = (ndx: number, overrides: Partial<LoggerKeyRow> = {}): LoggerKeyRow => ({
  logger_ndx: ndx, name: `logger-${ndx}`, allowed_locations: null, created_at: '2026-11-20T15:00:00Z', last_used_at: null, revoked_at: null,
  ...overrides,
});
const ROWS = [
  row(1, { name: 'stagecoach-outlet', allowed_locations: [LOCATIONS[0]], last_used_at: '2026-11-26T14:15:00Z' }),
  row(2, { name: 'roaming' }),
  row(3, { name: 'retired', revoked_at: '2026-11-25T17:30:00Z' }),
];
const KEY = `lgr_${'A1b2'.repeat(10)}xyz`;

function renderPage() {
  const store = testStore();
  store.dispatch(
    loggerKeysApi.util.upsertQueryEntries([
      { endpointName: 'getLoggerKeys', arg: undefined, value: ROWS },
      { endpointName: 'getLoggerKeysLocations', arg: undefined, value: LOCATIONS },
    ]),
  );
  return renderScreen(<LoggerKeysPage />, { store });
}

const table = () => screen.getByRole('table', { name: 'Logger Keys' });
const bodyRows = () => within(within(table()).getAllByRole('rowgroup')[1]).getAllByRole('row');
const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((c) => c.textContent?.trim());
const form = () => screen.getByRole('form', { name: 'New Logger Key' });

beforeAll(preloadIcons);
beforeEach(() => {
  post.mockReset();
  revoke.mockReset().mockImplementation(() => ({ unwrap: () => Promise.resolve({}) }));
});

describe('Logger Keys', () => {
  it('lists each logger with its locations, creation, last use and status, offering Revoke on active keys only', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Logger Keys' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Logger Keys | Basin Water Data Portal'));
    expect(bodyRows().map(cells)).toEqual([
      ['stagecoach-outlet', 'Stagecoach Reservoir Outlet', 'Nov 20 2026, 08:00 AM', 'Nov 26 2026, 07:15 AM', 'Active', 'Revoke'],
      ['roaming', 'Any location', 'Nov 20 2026, 08:00 AM', 'Never', 'Active', 'Revoke'],
      ['retired', 'Any location', 'Nov 20 2026, 08:00 AM', 'Never', 'Revoked Nov 25 2026, 10:30 AM', ''],
    ]);
  });

  it('checks the name, creates the key with the chosen locations, and shows the key once', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'New Logger Key' }));
    const create = () => within(form()).getByRole('button', { name: 'Create Key' });
    fireEvent.click(create());
    expect(within(form()).getByText('*Required field')).toBeTruthy();
    fireEvent.change(within(form()).getByLabelText(/^Logger Name/), { target: { value: 'yamcolo dam' } });
    expect(within(form()).getByText("*Letters, digits, '.', '_' or '-', starting with a letter or digit, at most 64")).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(form()).getByLabelText(/^Logger Name/), { target: { value: 'yamcolo-dam' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Yamcolo Reservoir' }));
    const created: CreatedLoggerKey = { ...row(4, { name: 'yamcolo-dam', allowed_locations: [LOCATIONS[1]] }), key: KEY };
    post.mockImplementation(() => ({ unwrap: () => Promise.resolve(created) }));
    await act(async () => fireEvent.click(create()));
    expect(post).toHaveBeenCalledWith({ name: 'yamcolo-dam', allowed_location_ndx: [52] });
    expect(screen.queryByRole('form', { name: 'New Logger Key' })).toBeNull();

    const dialog = screen.getByRole('dialog', { name: 'Key of logger yamcolo-dam' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Key').value).toBe(KEY);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Key').readOnly).toBe(true);
    expect(within(dialog).getByText(/shown only once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(KEY)).toBeNull();
    expect(document.body.innerHTML).not.toContain(KEY);
  });

  it('shows the server\'s refusal of a taken name under the field and keeps the form', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'New Logger Key' }));
    fireEvent.change(within(form()).getByLabelText(/^Logger Name/), { target: { value: 'roaming' } });
    const message = 'name roaming is taken by another logger (revoked loggers keep their names)';
    post.mockImplementation(() => ({
      unwrap: () => Promise.reject({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: `name: ${message}`, fields: [{ field: 'name', problems: [message] }] } }),
    }));
    await act(async () => fireEvent.click(within(form()).getByRole('button', { name: 'Create Key' })));
    expect(within(form()).getByText(`*${message}`)).toBeTruthy();
    expect(within(form()).getByLabelText(/^Logger Name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('revokes a key after the question', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the key of roaming' }));
    const question = screen.getByRole('alertdialog');
    expect(within(question).getByText(/Revoke the key of “roaming”\?/)).toBeTruthy();
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Revoke Key' })));
    expect(revoke).toHaveBeenCalledWith(2);
    expect(await screen.findByText('The key of roaming was revoked.')).toBeTruthy();
  });
});
