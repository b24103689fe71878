import { Button, Callout, Card, FileInput, FormGroup, H2, HTMLSelect, InputGroup, ProgressBar } from '@blueprintjs/core';
import { usePostImportsFetchMutation, usePostImportsUpload } from '@portal/api-client';
import { IMPORT_FILE_FORMATS, IMPORT_ONLINE_SOURCES, type ImportFileFormat, type ImportRun } from '@portal/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useToaster } from '../../common/toaster';
import { REQUIRED_MESSAGE, writeErrorMessage } from '../../components/editable-table.logic';
import {
  CHOOSE_FILE_TEXT, DATES_HINT, END_LABEL, FETCH_TEXT, FETCH_TITLE, FILE_LABEL, FORMAT_LABEL, SITES_HINT, SITES_LABEL, SOURCE_LABEL,
  START_LABEL, UPLOAD_PROGRESS_LABEL, UPLOAD_TEXT, UPLOAD_TITLE,
} from './imports.constants';
import { type FetchDraft, fetchDraftErrors, fetchDraftToRequest, sourceText, uploadErrorText, uploadPercent } from './imports.logic';

/** A labelled field whose message (an error first, then the hint) is tied to its control. */
function Field({ label, id, error, hint, children }: { label: string; id: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <FormGroup label={label} labelFor={id} intent={error ? 'danger' : 'none'}
      helperText={(error || hint) && <span id={`${id}-help`}>{error && <span className="portal-field-error">{error} </span>}{hint}</span>}>
      {children}
    </FormGroup>
  );
}

const described = (id: string, error: string | undefined, hint: boolean) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error || hint ? `${id}-help` : undefined,
});

/**
 * Upload a file: its format and the file, then the bytes sent as a bar with its percentage; the server's refusal
 * (a file too large, a wrong format) under the form. A queued run is handed to `onStarted`.
 */
export function UploadForm({ onStarted }: { onStarted(run: ImportRun): void }) {
  const [upload, { progress, isUploading, error, cancel }] = usePostImportsUpload();
  const [format, setFormat] = useState<ImportFileFormat>('wqx-csv');
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const formatId = useId();
  const fileId = useId();
  const fileError = submitted && !file ? REQUIRED_MESSAGE : undefined;
  const percent = uploadPercent(progress);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!file || isUploading) return;
    const run = await upload({ format, file, file_name: file.name });
    if (run) onStarted(run);
  };

  return (
    <Card className="portal-imports-card" elevation={1}>
      <form onSubmit={submit} noValidate aria-label={UPLOAD_TITLE}>
        <H2>{UPLOAD_TITLE}</H2>
        <Field label={FORMAT_LABEL} id={formatId}>
          <HTMLSelect id={formatId} fill value={format} onChange={(e) => setFormat(e.currentTarget.value as ImportFileFormat)}
            options={IMPORT_FILE_FORMATS.map((f) => ({ value: f, label: sourceText(f) }))} />
        </Field>
        <Field label={FILE_LABEL} id={fileId} error={fileError}>
          <FileInput fill text={file?.name ?? CHOOSE_FILE_TEXT} hasSelection={file !== null}
            inputProps={{ id: fileId, ...described(fileId, fileError, false), onChange: (e) => setFile(e.currentTarget.files?.[0] ?? null) }} />
        </Field>
        {progress && (isUploading || !error) && (
          <div className="portal-imports-progress">
            <ProgressBar value={percent === null ? undefined : percent / 100} animate={isUploading} stripes={isUploading}
              intent={isUploading ? 'primary' : 'success'} aria-label={UPLOAD_PROGRESS_LABEL} />
            <span aria-live="polite">{percent === null ? 'Uploading…' : `${percent}% uploaded`}</span>
          </div>
        )}
        {error && <Callout intent="danger" role="alert" className="portal-imports-callout">{uploadErrorText(error)}</Callout>}
        <div className="portal-imports-actions">
          {isUploading && <Button text="Cancel upload" onClick={cancel} />}
          <Button type="submit" intent="primary" icon="upload" text={UPLOAD_TEXT} loading={isUploading} />
        </div>
      </form>
    </Card>
  );
}

/** Fetch sites from a service now: source, sites, optional dates; the queued run is handed to `onStarted`. */
export function FetchForm({ onStarted }: { onStarted(run: ImportRun): void }) {
  const [post] = usePostImportsFetchMutation();
  const toaster = useToaster();
  const [draft, setDraft] = useState<FetchDraft>({ source: 'usgs-daily', sites: '', start: '', end: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = { source: useId(), sites: useId(), start: useId(), end: useId() };
  const errors = submitted ? fetchDraftErrors(draft) : {};
  const set = (change: Partial<FetchDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(fetchDraftErrors(draft)).length || busy) return;
    setBusy(true);
    try {
      const run = await post(fetchDraftToRequest(draft)).unwrap();
      toaster.show(`Run ${run.import_run_ndx} was queued.`, { intent: 'success' });
      onStarted(run);
    } catch (error) {
      setRefusal(writeErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="portal-imports-card" elevation={1}>
      <form onSubmit={submit} noValidate aria-label={FETCH_TITLE}>
        <H2>{FETCH_TITLE}</H2>
        <Field label={SOURCE_LABEL} id={ids.source}>
          <HTMLSelect id={ids.source} fill value={draft.source} onChange={(e) => set({ source: e.currentTarget.value as FetchDraft['source'] })}
            options={IMPORT_ONLINE_SOURCES.map((s) => ({ value: s, label: sourceText(s) }))} />
        </Field>
        <Field label={SITES_LABEL} id={ids.sites} error={errors.sites} hint={SITES_HINT}>
          <InputGroup id={ids.sites} value={draft.sites} onValueChange={(sites) => set({ sites })} aria-required {...described(ids.sites, errors.sites, true)} />
        </Field>
        <div className="portal-imports-dates">
          <Field label={START_LABEL} id={ids.start}>
            <input id={ids.start} className="bp6-input" type="date" value={draft.start} onChange={(e) => set({ start: e.currentTarget.value })} />
          </Field>
          <Field label={END_LABEL} id={ids.end} error={errors.end}>
            <input id={ids.end} className="bp6-input" type="date" value={draft.end} onChange={(e) => set({ end: e.currentTarget.value })}
              {...described(ids.end, errors.end, false)} />
          </Field>
        </div>
        <p className="bp6-text-muted portal-imports-hint">{DATES_HINT}</p>
        {refusal && <Callout intent="danger" role="alert" className="portal-imports-callout">{refusal}</Callout>}
        <div className="portal-imports-actions">
          <Button type="submit" intent="primary" icon="cloud-download" text={FETCH_TEXT} loading={busy} />
        </div>
      </form>
    </Card>
  );
}
