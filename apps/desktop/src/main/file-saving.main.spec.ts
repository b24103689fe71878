import { join } from 'node:path';
import { createFileSaver, FileTooLargeError, MAX_SAVE_BYTES, safeFileName, saveDialogFilters, type FileSavingDeps } from './file-saving.main';

describe('safeFileName', () => {
  it.each([
    ['flows-09239500.csv', 'flows-09239500.csv'],
    ['../../.ssh/authorized_keys', 'authorized_keys'],
    ['C:\\Windows\\System32\\drivers\\etc\\hosts', 'hosts'],
    ['/etc/cron.d/job', 'job'],
    ['.bashrc', 'bashrc'],
    ['..', 'export'],
    ['', 'export'],
    ['report: Yampa <Stagecoach>?.pdf', 'report_ Yampa _Stagecoach__.pdf'],
    ['tab\there.csv', 'tab_here.csv'],
    ['CON', '_CON'],
    ['nul.csv', '_nul.csv'],
    ['console.csv', 'console.csv'],
    ['trailing dot. ', 'trailing dot'],
  ])('%j → %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it('shortens long names but keeps the extension', () => {
    const name = safeFileName(`${'a'.repeat(300)}.csv`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.csv')).toBe(true);
  });
});

describe('saveDialogFilters', () => {
  it('uses the MIME type when known, ignoring parameters and case', () => {
    expect(saveDialogFilters('x', 'text/csv; charset=utf-8')[0]).toEqual({ name: 'CSV file', extensions: ['csv'] });
    expect(saveDialogFilters('x', 'IMAGE/PNG')[0]).toEqual({ name: 'PNG image', extensions: ['png'] });
  });

  it('falls back to the extension, then to all files', () => {
    expect(saveDialogFilters('profile.xlsx', 'application/octet-stream')).toEqual([
      { name: 'XLSX file', extensions: ['xlsx'] },
      { name: 'All files', extensions: ['*'] },
    ]);
    expect(saveDialogFilters('export', 'application/octet-stream')).toEqual([{ name: 'All files', extensions: ['*'] }]);
  });
});

describe('createFileSaver', () => {
  function setup(choice: { canceled: boolean; filePath?: string }) {
    const deps: FileSavingDeps = {
      showSaveDialog: jest.fn(async () => choice),
      writeFile: jest.fn(async () => undefined),
      defaultDirectory: () => '/home/operator/Downloads',
      joinPath: join,
    };
    return { deps, saver: createFileSaver(deps) };
  }
  const bytes = new TextEncoder().encode('date,flow\n2024-05-01,812\n');

  it('opens the dialog in Downloads with a safe name, then writes exactly the bytes where the user chose', async () => {
    const { deps, saver } = setup({ canceled: false, filePath: '/home/operator/exports/flows.csv' });
    await expect(saver.save('../flows.csv', bytes, 'text/csv')).resolves.toBe('saved');
    expect(deps.showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({ defaultPath: '/home/operator/Downloads/flows.csv', filters: saveDialogFilters('flows.csv', 'text/csv') }),
    );
    expect(deps.writeFile).toHaveBeenCalledWith('/home/operator/exports/flows.csv', bytes);
  });

  it('writes nothing when the user cancels', async () => {
    const { deps, saver } = setup({ canceled: true, filePath: '' });
    await expect(saver.save('flows.csv', bytes, 'text/csv')).resolves.toBe('cancelled');
    expect(deps.writeFile).not.toHaveBeenCalled();
  });

  it('refuses oversized data before opening any dialog', async () => {
    const { deps, saver } = setup({ canceled: false, filePath: '/tmp/x' });
    const huge = { byteLength: MAX_SAVE_BYTES + 1 } as Uint8Array;
    await expect(saver.save('x.bin', huge, 'application/octet-stream')).rejects.toThrow(FileTooLargeError);
    expect(deps.showSaveDialog).not.toHaveBeenCalled();
  });

  it('lets a failed write reach the caller', async () => {
    const { deps, saver } = setup({ canceled: false, filePath: '/readonly/flows.csv' });
    (deps.writeFile as jest.Mock).mockRejectedValueOnce(new Error('EACCES: permission denied'));
    await expect(saver.save('flows.csv', bytes, 'text/csv')).rejects.toThrow('EACCES');
  });
});
