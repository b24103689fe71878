import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 KB'],
    [10, '1 KB'],
    [6000, '6 KB'],
    [9000, '9 KB'],
    [1024 * 1023, '1023 KB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [1024 * 1024, '1.0 MB'],
    [88_290_000, '84.2 MB'],
    [100_975_001, '96.3 MB'],
    [1024 * 1024 * 1024 * 1.5, '1.5 GB'],
  ])('%d bytes: %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
