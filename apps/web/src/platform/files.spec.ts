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

describe('downloadLinkFileSaver.download without a save picker', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('posts the body as one form field into a hidden frame, so the browser\'s own download takes the file', async () => {
    const posted: { action: string; method: string; target: string; fields: [string, string][]; attached: boolean }[] = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push({
        action: this.action, method: this.method, target: this.target, attached: this.isConnected,
        fields: [...new FormData(this).entries()].map(([name, value]) => [name, String(value)]),
      });
    });
    const files = downloadLinkFileSaver();
    const body = { timestep: 'daily', locations: [3], parameters: [67] };
    const request = { url: 'http://portal.test/api/query-and-download/daily', body, suggestedName: 'water-data.csv', mimeType: 'text/csv' };
    await expect(files.download(request)).resolves.toBe('saved');
    await files.download(request);

    expect(posted).toHaveLength(2);
    expect(posted[0]).toEqual({
      action: 'http://portal.test/api/query-and-download/daily', method: 'post', target: 'portal-download-frame', attached: true,
      fields: [['form', JSON.stringify(body)]],
    });
    // One hidden frame for every download, and no form left behind.
    const frames = document.querySelectorAll('iframe');
    expect([frames.length, frames[0].name, frames[0].hidden]).toEqual([1, 'portal-download-frame', true]);
    expect(document.querySelector('form')).toBeNull();
  });
});
