import type { ImportFileFormat } from '@portal/contracts';

/**
 * Which format a file is in, from its name and first bytes (a few kilobytes are enough): for the CLI and the
 * upload form to pick the adapter, and for an adapter to say what a wrong file looks like. null: none of ours.
 */
export function detectFileFormat(fileName: string, head: Buffer | string): ImportFileFormat | null {
  const text = (typeof head === 'string' ? head : head.toString('utf8')).replace(/^\uFEFF/, '');
  const start = text.trimStart();
  // Of our formats only WaterML is XML, only the DWR answer is JSON and only RDB has '#' comment lines: the
  // adapter then says precisely what else is wrong.
  if (start.startsWith('<')) return 'usgs-waterml2';
  if (start.startsWith('{') || start.startsWith('[')) return 'cdss-json';
  if (start.startsWith('#')) return 'usgs-rdb';
  const firstDataLine = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  if (/^agency_cd\t/.test(firstDataLine)) return 'usgs-rdb';
  if (/(^|[,\t])"?MonitoringLocationIdentifier"?([,\t]|$)/.test(firstDataLine) && /"?CharacteristicName"?/.test(firstDataLine)) return 'wqx-csv';
  if (/^"?location_code"?,/.test(firstDataLine)) return 'portal-csv';
  if (/\.rdb$/i.test(fileName)) return 'usgs-rdb';
  return null;
}

const FORMAT_NAMES: Record<ImportFileFormat, string> = {
  'portal-csv': 'a portal CSV file',
  'wqx-csv': 'a Water Quality Portal (WQX) result CSV file',
  'usgs-rdb': 'a USGS NWIS RDB file',
  'usgs-waterml2': 'a WaterML 2.0 file',
  'cdss-json': 'a Colorado DWR telemetry JSON file',
};

/** ' (it looks like a USGS NWIS RDB file)' when the text is recognizably another of our formats; '' otherwise. */
export function looksLike(head: string, expected: ImportFileFormat): string {
  const found = detectFileFormat('', head);
  return found && found !== expected ? ` (it looks like ${FORMAT_NAMES[found]})` : '';
}
