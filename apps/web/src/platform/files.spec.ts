import { downloadLinkFileSaver } from './files';

describe('downloadLinkFileSaver', () => {
  // jsdom implements neither object URLs nor navigation, so both are observed here instead.
  const created: Blob[] = [];
  const revoked: string[] = [];
  const clicked: { href: string; download: string; attached: boolean }[] = [];

  beforeEach(() => {
    jest.useFakeTimers();
    created.length = revoked.length = clicked.length = 0;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => `blob:test/${created.push(blob)}`,
      revokeObjectURL: (url: string) => void revoked.push(url),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('downloads through a temporary link with the suggested name and the given type', async () => {
    const result = await downloadLinkFileSaver().save('stations.csv', new Blob(['a,b\n']), 'text/csv');

    expect(result).toBe('saved');
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'stations.csv', attached: true }]);
    expect(created[0].type).toBe('text/csv');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('releases the file after the download had time to start', async () => {
    await downloadLinkFileSaver().save('chart.png', new Blob([], { type: 'image/png' }), 'image/png');
    expect(revoked).toEqual([]);
    jest.advanceTimersByTime(60_000);
    expect(revoked).toEqual(['blob:test/1']);
  });
});
