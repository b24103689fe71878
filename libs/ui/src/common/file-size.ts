const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * 1024;
const GIGABYTE = MEGABYTE * 1024;

const oneDecimal = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A size in bytes as people read it: whole KB under a megabyte (never '0 KB' for a file that has bytes), MB and GB
 * with one decimal ('84.2 MB'). Binary units, as the operating systems' file managers count them.
 */
export function formatFileSize(bytes: number): string {
  const kilobytes = Math.round(bytes / KILOBYTE);
  if (kilobytes < KILOBYTE) return `${bytes > 0 ? Math.max(1, kilobytes) : 0} KB`;
  if (bytes < GIGABYTE) return `${oneDecimal(bytes / MEGABYTE)} MB`;
  return `${oneDecimal(bytes / GIGABYTE)} GB`;
}
