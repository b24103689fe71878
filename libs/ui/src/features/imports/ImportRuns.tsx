import { Button, Callout, Card, Checkbox, H2, H3, HTMLTable, ProgressBar, Tag } from '@blueprintjs/core';
import {
  isImportRunActive, useGetImportsByImportRunNdxPolledQuery, useGetImportsPolledQuery, useGetImportsRejectedByImportRunNdxCsvMutation,
  useGetImportsRejectedByImportRunNdxQuery, usePostImportsCancelByImportRunNdxMutation, usePostImportsLocationsByImportRunNdxMutation,
} from '@portal/api-client';
import type { ImportRejectedRow, ImportRun, ImportRunStatus, ImportUnmappedCode } from '@portal/contracts';
import { useState } from 'react';
import { saveCsv } from '../../common/csv';
import { errorMessage } from '../../common/error-message';
import { errorOccurredText } from '../../common/messages';
import { useToaster } from '../../common/toaster';
import { CSV_FAILED_MESSAGE, CSV_SAVED_MESSAGE } from '../../common/use-csv-export';
import { ColumnTable, type ColumnTableColumn } from '../../components/ColumnTable';
import { PagedTable } from '../../components/PagedTable';
import { TableScroll } from '../../components/TableScroll';
import { useToastedWrite } from '../../components/use-toasted-write';
import { usePlatform } from '../../platform/PlatformProvider';
import {
  CANCEL_RUN_TEXT, CREATE_LOCATIONS_TEXT, DOWNLOAD_REJECTED_TEXT, NEW_LOCATIONS_HINT, NEW_LOCATIONS_TITLE, REJECTED_PAGE_SIZE,
  REJECTED_ROWS_TITLE, REPORT_TEXT, RUNS_CSV_FILE, RUNS_PAGE_SIZE, RUNS_PAGE_SIZES, RUNS_TITLE, UNMAPPED_HINT, UNMAPPED_TITLE,
} from './imports.constants';
import { formatCount, offerText, progressFraction, progressText, RUN_COLUMNS, sourceText, STATUS_INTENTS, statusText } from './imports.logic';

export function StatusTag({ status }: { status: ImportRunStatus }) {
  return <Tag minimal intent={STATUS_INTENTS[status]} round>{statusText(status)}</Tag>;
}

/** A queued or running run's progress: its rows, rate and ETA, and a bar when the file's size is known. */
export function RunProgress({ run }: { run: ImportRun }) {
  if (!isImportRunActive(run)) return null;
  const fraction = progressFraction(run.progress);
  return (
    <div className="portal-imports-run-progress">
      <ProgressBar value={run.status === 'queued' ? undefined : (fraction ?? undefined)} intent="primary" aria-label={`Progress of run ${run.import_run_ndx}`} />
      <span>{run.status === 'queued' ? 'Waiting on the job queue' : progressText(run.progress)}</span>
    </div>
  );
}

/** How the runs' cells are drawn beyond their text: the status as a tag with the progress under it, no wrapped dates. */
const RUN_CELLS: Partial<Record<string, Pick<ColumnTableColumn<ImportRun>, 'render' | 'className'>>> = {
  status: { render: (run) => (<><StatusTag status={run.status} /><RunProgress run={run} /></>), className: 'portal-imports-status-cell' },
  label: { className: 'portal-imports-label-cell' },
  created_at: { className: 'portal-imports-nowrap' },
};

const RUN_TABLE_COLUMNS: readonly ColumnTableColumn<ImportRun>[] = RUN_COLUMNS.map((column) => ({ ...column, ...RUN_CELLS[column.key] }));

function useCancelRun() {
  const [cancel] = usePostImportsCancelByImportRunNdxMutation();
  const write = useToastedWrite();
  return (run: ImportRun) =>
    write(() => cancel({ import_run_ndx: run.import_run_ndx }).unwrap(), `Run ${run.import_run_ndx} was cancelled.`).catch(() => undefined);
}

/** The history of runs, newest first, polled while one is queued or running; Report opens a run's report. */
export function RunsTable({ selected, onSelect }: { selected: number | null; onSelect(ndx: number): void }) {
  const runs = useGetImportsPolledQuery();
  const cancel = useCancelRun();
  return (
    <section aria-labelledby="portal-imports-runs">
      <H2 id="portal-imports-runs">{RUNS_TITLE}</H2>
      <ColumnTable
        label={RUNS_TITLE}
        columns={RUN_TABLE_COLUMNS}
        rows={runs.data}
        errorText={runs.error && !runs.data ? errorOccurredText(errorMessage(runs.error)) : null}
        emptyText="No imports yet."
        rowKey={(run) => run.import_run_ndx}
        pageSize={RUNS_PAGE_SIZE}
        pageSizes={RUNS_PAGE_SIZES}
        csvFileName={RUNS_CSV_FILE}
        actions={{
          header: 'Actions',
          render: (run) => (
            <div className="portal-imports-row-actions">
              <Button variant="minimal" icon="document-open" text={REPORT_TEXT} active={run.import_run_ndx === selected}
                aria-label={`Report of run ${run.import_run_ndx}`} onClick={() => onSelect(run.import_run_ndx)} />
              {isImportRunActive(run) && (
                <Button variant="minimal" icon="stop" intent="danger" text={CANCEL_RUN_TEXT} aria-label={`Cancel run ${run.import_run_ndx}`}
                  onClick={() => void cancel(run)} />
              )}
            </div>
          ),
        }}
      />
    </section>
  );
}

const COUNT_NAMES = ['read', 'inserted', 'updated', 'unchanged', 'rejected'] as const;

/** One run's report: status, message, counts, progress, refused rows, unmapped codes and the locations it offers. */
export function RunReport({ importRunNdx, onClose }: { importRunNdx: number; onClose(): void }) {
  const run = useGetImportsByImportRunNdxPolledQuery(importRunNdx);
  const cancel = useCancelRun();
  const data = run.data;
  return (
    <Card className="portal-imports-report" elevation={1}>
      <section aria-label={`Report of run ${importRunNdx}`}>
        <div className="portal-imports-report-head">
          <H2>{`Run ${importRunNdx}`}{data && `: ${data.label}`}</H2>
          <Button variant="minimal" icon="cross" aria-label="Close the report" onClick={onClose} />
        </div>
        {run.error && !data && <Callout intent="danger">{errorOccurredText(errorMessage(run.error))}</Callout>}
        {data && (
          <>
            <p className="portal-imports-report-meta">
              <StatusTag status={data.status} /> {sourceText(data.source)} · started by {data.created_by}
            </p>
            <RunProgress run={data} />
            {isImportRunActive(data) && <Button icon="stop" intent="danger" text={CANCEL_RUN_TEXT} onClick={() => void cancel(data)} />}
            {data.message && <Callout intent={STATUS_INTENTS[data.status]} className="portal-imports-callout">{data.message}</Callout>}
            <div role="group" aria-label="Counts">
              <dl className="portal-imports-counts">
                {COUNT_NAMES.map((name) => (
                  <div key={name}>
                    <dt>{name.charAt(0).toUpperCase() + name.slice(1)}</dt>
                    <dd>{formatCount(data.counts[name])}</dd>
                  </div>
                ))}
              </dl>
            </div>
            {!isImportRunActive(data) && data.counts.rejected > 0 && <RejectedRows importRunNdx={importRunNdx} />}
            {data.unmapped.length > 0 && <UnmappedCodes codes={data.unmapped} />}
            {data.new_locations.length > 0 && <LocationOffers run={data} />}
          </>
        )}
      </section>
    </Card>
  );
}

const REJECTED_COLUMNS = [
  { key: 'ref', header: 'Where' },
  { key: 'field', header: 'Field' },
  { key: 'message', header: 'Message' },
];

function RejectedRows({ importRunNdx }: { importRunNdx: number }) {
  const rows = useGetImportsRejectedByImportRunNdxQuery({ import_run_ndx: importRunNdx });
  const [fetchCsv] = useGetImportsRejectedByImportRunNdxCsvMutation();
  const { files } = usePlatform();
  const toaster = useToaster();
  const [saving, setSaving] = useState(false);
  const download = async () => {
    setSaving(true);
    const request = fetchCsv({ import_run_ndx: importRunNdx });
    try {
      const file = await request.unwrap();
      if ((await saveCsv(files, file.fileName ?? `import-${importRunNdx}-rejected.csv`, file.csv)) === 'saved') toaster.show(CSV_SAVED_MESSAGE, { intent: 'success' });
    } catch {
      toaster.show(CSV_FAILED_MESSAGE, { intent: 'danger' });
    } finally {
      // The file's text leaves the store once it is saved (or failed).
      request.reset();
      setSaving(false);
    }
  };
  return (
    <section className="portal-imports-subsection">
      <div className="portal-imports-report-head">
        <H3>{REJECTED_ROWS_TITLE}</H3>
        <Button icon="download" text={DOWNLOAD_REJECTED_TEXT} loading={saving} onClick={() => void download()} />
      </div>
      <PagedTable<ImportRejectedRow>
        label={REJECTED_ROWS_TITLE}
        columns={REJECTED_COLUMNS}
        rows={rows.data}
        errorText={rows.error && !rows.data ? errorOccurredText(errorMessage(rows.error)) : null}
        pageSize={REJECTED_PAGE_SIZE}
        rowKey={(row) => `${row.ref}|${row.field}|${row.message}`}
        renderCells={(row) => (<><td>{row.ref}</td><td>{row.field}</td><td>{row.message}</td></>)}
      />
    </section>
  );
}

function UnmappedCodes({ codes }: { codes: readonly ImportUnmappedCode[] }) {
  return (
    <section className="portal-imports-subsection">
      <H3>{UNMAPPED_TITLE}</H3>
      <p className="bp6-text-muted">{UNMAPPED_HINT}</p>
      <TableScroll label={UNMAPPED_TITLE}>
        <HTMLTable className="portal-table" aria-label={UNMAPPED_TITLE} bordered compact striped>
          <thead><tr><th scope="col">Family</th><th scope="col">Source Code</th><th scope="col">Unit</th><th scope="col">Qualifier</th><th scope="col">Rows</th></tr></thead>
          <tbody>
            {codes.map((c) => (
              <tr key={`${c.family}|${c.source_code}|${c.source_unit}|${c.qualifier}`}>
                <td>{c.family}</td><td>{c.source_code}</td><td>{c.source_unit}</td><td>{c.qualifier}</td><td>{formatCount(c.rows)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </TableScroll>
    </section>
  );
}

function LocationOffers({ run }: { run: ImportRun }) {
  const [create] = usePostImportsLocationsByImportRunNdxMutation();
  const write = useToastedWrite();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const toggle = (code: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  const submit = async () => {
    setBusy(true);
    const location_codes = run.new_locations.map((o) => o.location_code).filter((code) => chosen.has(code));
    await write(() => create({ import_run_ndx: run.import_run_ndx, location_codes }).unwrap(), `${location_codes.length} location(s) were created.`)
      .then(() => setChosen(new Set()))
      .catch(() => undefined);
    setBusy(false);
  };
  return (
    <section className="portal-imports-subsection">
      <H3>{NEW_LOCATIONS_TITLE}</H3>
      <p className="bp6-text-muted">{NEW_LOCATIONS_HINT}</p>
      <fieldset className="portal-imports-offers" aria-label={NEW_LOCATIONS_TITLE}>
        {run.new_locations.map((offer) => (
          <Checkbox key={offer.location_code} checked={chosen.has(offer.location_code)} onChange={(e) => toggle(offer.location_code, e.currentTarget.checked)}
            labelElement={<><strong>{offer.location_code}</strong> {offerText(offer)} · {formatCount(offer.rows)} rows</>} />
        ))}
      </fieldset>
      <Button intent="primary" icon="map-marker" text={CREATE_LOCATIONS_TEXT} disabled={chosen.size === 0} loading={busy} onClick={() => void submit()} />
    </section>
  );
}
