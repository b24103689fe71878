import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  IMPORT_FILE_FORMATS, IMPORT_ONLINE_SOURCES, type ImportFileFormat, type ImportOnlineSource, type ImportRun, type ImportRunProgress,
} from '@portal/contracts';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import { DataDirInUseError } from '../database/data-dir-lock';
import { importAdapters } from './imports.adapters';
import {
  ensureDefaultMappingsQuery, getImportsByImportRunNdxQuery, getImportsRejectedByImportRunNdxQuery, insertImportRunQuery, type NewRun, sqlOf,
} from './imports.queries';
import { ImportRunner } from './imports.runner';
import { detectFileFormat } from './sources/registry';

export const IMPORT_USAGE = `  import <file|url|source:site[,site...]> [--format F] [--start YYYY-MM-DD] [--end YYYY-MM-DD]
                     load a file (${IMPORT_FILE_FORMATS.join(', ')}; detected unless --format says),
                     a file at an http(s) address, or sites of an online source (${IMPORT_ONLINE_SOURCES.join(', ')}),
                     e.g. usgs-daily:USGS-09239500; without dates, what changed since the site's last run. Shows
                     progress on stderr and the report at the end; exits 1 when rows were refused or the run failed.
                     On the embedded database the backend must be stopped (or use System Management > Data Imports)`;

/** Rejected rows printed in the report; the rest are in the run's report on the Data Imports screen. */
const REJECTIONS_PRINTED = 20;
/** Bytes read to tell a file's format. */
const SNIFF_BYTES = 64 * 1024;

type Target =
  | { kind: 'file'; file: string; label: string; format: ImportFileFormat; downloaded: boolean }
  | { kind: 'fetch'; source: ImportOnlineSource; sites: string[]; start: string | null; end: string | null };

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** A usage mistake: its message, exit code 2. */
class UsageError extends Error {}

async function targetOf(args: string[]): Promise<Target> {
  const what = args.find((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
  if (!what) throw new UsageError('import: name a file, an http(s) address or source:site, e.g. npm run import -- data/yampa.csv');
  const formatText = argValue(args, '--format');
  if (formatText !== undefined && !(IMPORT_FILE_FORMATS as readonly string[]).includes(formatText)) {
    throw new UsageError(`--format: one of ${IMPORT_FILE_FORMATS.join(', ')}`);
  }
  const online = /^([a-z-]+):(?!\/\/)(.+)$/.exec(what);
  if (online && (IMPORT_ONLINE_SOURCES as readonly string[]).includes(online[1])) {
    const [start, end] = [argValue(args, '--start') ?? null, argValue(args, '--end') ?? null];
    for (const [flag, date] of [['--start', start], ['--end', end]] as const) {
      if (date !== null && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new UsageError(`${flag}: a date YYYY-MM-DD`);
    }
    return { kind: 'fetch', source: online[1] as ImportOnlineSource, sites: online[2].split(',').map((s) => s.trim()).filter(Boolean), start, end };
  }
  let file = what;
  let downloaded = false;
  if (/^https?:\/\//i.test(what)) {
    file = await download(what);
    downloaded = true;
  } else if (!fs.existsSync(what) || !fs.statSync(what).isFile()) {
    throw new UsageError(`import: ${what} is not a file (nor an http(s) address, nor one of ${IMPORT_ONLINE_SOURCES.join(', ')} followed by :site)`);
  }
  const format = (formatText as ImportFileFormat | undefined) ?? detectFileFormat(what, readHead(file));
  if (!format) {
    if (downloaded) fs.rmSync(file, { force: true });
    throw new UsageError(`import: cannot tell the format of ${what}: say it with --format (${IMPORT_FILE_FORMATS.join(', ')})`);
  }
  return { kind: 'file', file, label: downloaded ? what : path.basename(what), format, downloaded };
}

function readHead(file: string): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    return buffer.subarray(0, fs.readSync(fd, buffer, 0, SNIFF_BYTES, 0));
  } finally {
    fs.closeSync(fd);
  }
}

/** Downloads an address to a temporary file (streamed: any size). */
async function download(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok || !res.body) throw new UsageError(`import: ${url} answered ${res.status} ${res.statusText}`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-import-')), 'download');
  await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), fs.createWriteStream(file));
  return file;
}

const number = (n: number) => n.toLocaleString('en-US');

function seconds(s: number): string {
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m}m${String(s % 60).padStart(2, '0')}s` : `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}

/** One progress line: a bar where the size is known, rows done, rows/s and the time left. */
export function progressLine(p: ImportRunProgress, width = 24): string {
  const parts: string[] = [];
  if (p.bytes_total && p.bytes_done !== null) {
    const share = Math.min(1, p.bytes_done / p.bytes_total);
    const filled = Math.round(share * width);
    parts.push(`[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.floor(share * 100)}%`);
  }
  parts.push(`${number(p.rows_done)} rows`);
  if (p.rows_per_second !== null) parts.push(`${number(p.rows_per_second)} rows/s`);
  if (p.eta_seconds !== null) parts.push(`ETA ${seconds(p.eta_seconds)}`);
  return parts.join('  ');
}

/** The report printed at the end of a run. */
export function reportText(run: ImportRun, rejected: { ref: string; field: string; message: string }[]): string {
  const c = run.counts;
  const lines = [
    `Import run ${run.import_run_ndx} (${run.source}, ${run.label}): ${run.status}`,
    `  read ${number(c.read)}, inserted ${number(c.inserted)}, updated ${number(c.updated)}, unchanged ${number(c.unchanged)}, rejected ${number(c.rejected)}`,
  ];
  if (run.message) lines.push(`  ${run.message}`);
  if (run.unmapped.length) {
    lines.push('  Codes the mapping table does not map (add them in System Management > Data Imports > Mappings):');
    for (const u of run.unmapped) lines.push(`    ${u.family} ${u.source_code} in "${u.source_unit}"${u.qualifier ? ` (${u.qualifier})` : ''}: ${number(u.rows)} rows`);
  }
  if (run.new_locations.length) {
    lines.push('  Locations the portal does not have (create them from the run on the Data Imports screen):');
    for (const o of run.new_locations) lines.push(`    ${o.location_code}${o.name ? ` ${o.name}` : ''}: ${number(o.rows)} rows`);
  }
  if (rejected.length) {
    lines.push('  Refused rows:');
    for (const r of rejected.slice(0, REJECTIONS_PRINTED)) lines.push(`    ${r.ref}, ${r.field}: ${r.message}`);
    if (c.rejected > REJECTIONS_PRINTED) lines.push(`    ... and ${number(c.rejected - REJECTIONS_PRINTED)} more`);
  }
  return lines.join('\n');
}

/** The progress on stderr: one line redrawn on a terminal, a plain line every few seconds otherwise. */
function progressPrinter(): { show(p: ImportRunProgress): void; end(): void } {
  const tty = process.stderr.isTTY === true;
  let lastPlain = 0;
  let drawn = false;
  return {
    show(p) {
      if (tty) {
        process.stderr.write(`\r${progressLine(p)}\x1b[K`);
        drawn = true;
      } else if (Date.now() - lastPlain >= 5000) {
        lastPlain = Date.now();
        process.stderr.write(`${progressLine(p)}\n`);
      }
    },
    end() {
      if (drawn) process.stderr.write('\n');
    },
  };
}

/**
 * `import`: the exit code (0 loaded, 1 rows refused or the run failed, 2 a usage mistake). The run is recorded as
 * the screen's runs are (created by 'cli') and run in this process. On the embedded database a running backend
 * holds the data folder: the command then refuses, saying to stop it or to use the Data Imports screen (an import
 * of a large file would hold the backend's only database session for its whole length either way).
 */
export async function runImportCommand(
  args: string[], config: AppConfig, withDataSource: <T>(fn: (ds: DataSource) => Promise<T>) => Promise<T>,
): Promise<number> {
  let target: Target;
  try {
    target = await targetOf(args);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(e.message);
    return 2;
  }
  try {
    return await withDataSource(async (ds) => {
      await ds.runMigrations({ transaction: 'each' });
      const sql = sqlOf(ds);
      await ensureDefaultMappingsQuery(sql);
      const run: NewRun = target.kind === 'file'
        ? { source: target.format, label: target.label, createdBy: 'cli', request: { kind: 'file', format: target.format }, uploadPath: null, bytesTotal: fs.statSync(target.file).size, scheduleNdx: null }
        : { source: target.source, label: target.sites.join(', '), createdBy: 'cli', request: { kind: 'fetch', sites: target.sites, start: target.start, end: target.end }, uploadPath: null, bytesTotal: null, scheduleNdx: null };
      const runNdx = await insertImportRunQuery(sql, run);
      const printer = progressPrinter();
      await new ImportRunner(ds, config, importAdapters(config)).run(runNdx, {
        listener: (p) => printer.show(p), file: target.kind === 'file' ? target.file : undefined,
      });
      printer.end();
      const done = (await getImportsByImportRunNdxQuery(sql, runNdx)) as ImportRun;
      console.log(reportText(done, await getImportsRejectedByImportRunNdxQuery(sql, runNdx)));
      return done.status === 'succeeded' ? 0 : 1;
    });
  } catch (e) {
    if (!(e instanceof DataDirInUseError)) throw e;
    console.error(
      `The backend (pid ${e.holder.pid}) is running on the embedded database in ${e.dataDir} and holds it.\n` +
      'Upload the file in System Management > Data Imports instead, or stop the backend and run this command again.',
    );
    return 1;
  } finally {
    if (target.kind === 'file' && target.downloaded) fs.rmSync(path.dirname(target.file), { recursive: true, force: true });
  }
}
