/**
 * Graph mode's URL query: mode=graph with periodOfRecord,
 * analysis, parameterGroups, threats, parameters and recordCount. Parsing never fails: a missing or invalid value
 * takes its default, so any shared or hand-edited link opens a working graph mode.
 *
 * Parameters are NAMES, each URL-encoded on its own and joined with literal commas: names contain commas
 * ('Water Temperature, Daily Mean'), which therefore travel as %2C and cannot be confused with the separator.
 * Parameter groups and focus areas (threats) travel as their indexes, which is what the server takes.
 */
import type { GraphModeAnalysis, StatsPeriod } from '@portal/contracts';
import {
  ANALYSIS_OPTIONS,
  DEFAULT_ANALYSIS,
  DEFAULT_PARAMETER_NAME,
  DEFAULT_PERIOD,
  DEFAULT_RECORD_COUNT,
  PERIOD_OPTIONS,
} from './graph-mode.constants';

export interface GraphModeQuery {
  periodOfRecord: StatsPeriod;
  analysis: GraphModeAnalysis;
  /** Parameter group indexes; empty means every group. */
  parameterGroups: number[];
  /** Threat (focus area) indexes; empty means every threat. */
  threats: number[];
  /** Parameter names, in the order chosen. */
  parameters: string[];
  /** Minimum number of records; 0 means no minimum. */
  recordCount: number;
}

export const DEFAULT_GRAPH_MODE_QUERY: Readonly<GraphModeQuery> = Object.freeze({
  periodOfRecord: DEFAULT_PERIOD,
  analysis: DEFAULT_ANALYSIS,
  parameterGroups: [],
  threats: [],
  parameters: [DEFAULT_PARAMETER_NAME],
  recordCount: DEFAULT_RECORD_COUNT,
});

const MODE_KEY = 'mode';
const GRAPH_MODE = 'graph';
/** Every key graph mode owns, in the order they are written. */
const GRAPH_KEYS = [MODE_KEY, 'periodOfRecord', 'analysis', 'parameterGroups', 'threats', 'parameters', 'recordCount'] as const;

/** One `key=value` pair of a query string, kept raw so pairs graph mode does not own are written back untouched. */
interface RawPair {
  key: string;
  raw: string;
}

/** Form decoding ('+' is a space), or null for malformed percent-escapes. */
function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function rawPairs(search: string): RawPair[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const key = decode(at < 0 ? pair : pair.slice(0, at)) ?? '';
      return { key, raw: pair };
    });
}

/** The raw (still encoded) value of the first occurrence of a key, or null when the key is absent. */
function rawValue(pairs: readonly RawPair[], key: string): string | null {
  const pair = pairs.find((p) => p.key === key);
  if (!pair) return null;
  const at = pair.raw.indexOf('=');
  return at < 0 ? '' : pair.raw.slice(at + 1);
}

function decodedValue(pairs: readonly RawPair[], key: string): string | null {
  const raw = rawValue(pairs, key);
  return raw === null ? null : decode(raw);
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** A comma list of non-negative integer indexes; anything else in the list is dropped. */
function parseIndexes(raw: string | null): number[] {
  if (raw === null) return [];
  const items = raw.split(',').map((item) => decode(item)?.trim() ?? '');
  return unique(items.filter((item) => /^\d+$/.test(item)).map(Number).filter(Number.isSafeInteger));
}

function parseParameterNames(raw: string | null): string[] {
  if (raw === null) return [...DEFAULT_GRAPH_MODE_QUERY.parameters];
  const names = raw.split(',').map((item) => decode(item)?.trim() ?? '');
  return unique(names.filter((name) => name.length > 0));
}

function parseRecordCount(text: string | null): number {
  if (text === null || !/^\d+$/.test(text.trim())) return DEFAULT_RECORD_COUNT;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) ? value : DEFAULT_RECORD_COUNT;
}

function oneOf<T extends string>(options: readonly { value: T }[], text: string | null, fallback: T): T {
  return options.find((option) => option.value === text)?.value ?? fallback;
}

/** Whether the URL asks for graph mode (mode=graph). */
export function isGraphModeQuery(search: string): boolean {
  return decodedValue(rawPairs(search), MODE_KEY) === GRAPH_MODE;
}

/** Graph mode's settings from a URL query (`location.search`, with or without '?'). */
export function parseGraphModeQuery(search: string): GraphModeQuery {
  const pairs = rawPairs(search);
  return {
    periodOfRecord: oneOf(PERIOD_OPTIONS, decodedValue(pairs, 'periodOfRecord'), DEFAULT_PERIOD),
    analysis: oneOf(ANALYSIS_OPTIONS, decodedValue(pairs, 'analysis'), DEFAULT_ANALYSIS),
    parameterGroups: parseIndexes(rawValue(pairs, 'parameterGroups')),
    threats: parseIndexes(rawValue(pairs, 'threats')),
    parameters: parseParameterNames(rawValue(pairs, 'parameters')),
    recordCount: parseRecordCount(decodedValue(pairs, 'recordCount')),
  };
}

/** The query string ('?…', or '' when empty) from raw pairs. */
function joinPairs(pairs: readonly string[]): string {
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/**
 * The URL query with graph mode on and the given settings, keeping every other parameter (layers, ...) as it
 * was. The page writes it with replace semantics, so settings changes add no history entries.
 */
export function serializeGraphModeQuery(query: GraphModeQuery, search = ''): string {
  const kept = rawPairs(search).filter((pair) => !(GRAPH_KEYS as readonly string[]).includes(pair.key)).map((p) => p.raw);
  const graph = [
    `${MODE_KEY}=${GRAPH_MODE}`,
    `periodOfRecord=${query.periodOfRecord}`,
    `analysis=${query.analysis}`,
    `parameterGroups=${query.parameterGroups.join(',')}`,
    `threats=${query.threats.join(',')}`,
    `parameters=${query.parameters.map(encodeURIComponent).join(',')}`,
    `recordCount=${query.recordCount}`,
  ];
  return joinPairs([...kept, ...graph]);
}

/** The URL query with graph mode off: its parameters removed, every other parameter kept. */
export function clearGraphModeQuery(search: string): string {
  return joinPairs(rawPairs(search).filter((pair) => !(GRAPH_KEYS as readonly string[]).includes(pair.key)).map((p) => p.raw));
}

/** Whether two settings are the same (so an unchanged URL is not rewritten). */
export function sameGraphModeQuery(a: GraphModeQuery, b: GraphModeQuery): boolean {
  return serializeGraphModeQuery(a) === serializeGraphModeQuery(b);
}
