import { Button } from '@blueprintjs/core';
import { queryAndDownloadFileRoute, useGetSiteCreditsQuery } from '@portal/api-client';
import { useCallback, useMemo, useState } from 'react';
import { todayIsoDay } from '../../common/dates';
import { toggleChip } from '../../components/chip-picker';
import { useApiUrlResolver } from '../../components/location-map';
import { AvailableRecords } from './AvailableRecords';
import { ChipSection } from './ChipSection';
import { DownloadActions } from './DownloadActions';
import { FilterGroups } from './FilterGroups';
import {
  apiCallText, basinNames, type FormField, initialForm, locationChips, offeredLocations, offeredParameters, PAGE_TITLE, parameterChips, QD_TEXT,
  type QueryFormState, type QueryLookups, requestBody, toggledCategory, validationErrors, withChange,
} from './query-and-download.logic';
import { QueryAndDownloadMap } from './QueryAndDownloadMap';
import { QuickFilters } from './QuickFilters';
import { TimePeriod } from './TimePeriod';
import { useCsvDownload } from './use-csv-download';
import { useRecordCount } from './use-record-count';

export interface QueryFormProps {
  lookups: QueryLookups;
  /** The route's data-category path, preselecting that Quick-Filter. */
  categoryPath?: string;
  /** The clock, for tests; the default period ends now. */
  now?: () => Date;
}

/** A field's message shows once the user has changed it (the end date's also after a start date change). */
function shownErrors(errors: Partial<Record<FormField, string>>, touched: ReadonlySet<FormField>): Partial<Record<FormField, string>> {
  const seen = (field: FormField) => touched.has(field) || (field === 'endDate' && touched.has('startDate'));
  return Object.fromEntries(Object.entries(errors).filter(([field]) => seen(field as FormField)));
}

/**
 * The Query & Download form: its sections, the live count of the records it selects, and Download / Reset. Every
 * change prunes the locations and parameters the filters no longer offer; Download waits for a first change.
 */
export function QueryForm({ lookups, categoryPath, now = () => new Date() }: QueryFormProps) {
  const fresh = useCallback(() => initialForm(lookups, categoryPath, now()), [lookups, categoryPath, now]);
  const [form, setForm] = useState<QueryFormState>(fresh);
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(() => new Set());
  const [changed, setChanged] = useState(false);
  const [mapShown, setMapShown] = useState(false);
  const { download, cancel, preparing, progress, failed, clearFailure } = useCsvDownload();
  const resolve = useApiUrlResolver();

  const update = (change: Partial<QueryFormState>) => {
    setForm((current) => withChange(current, change, lookups));
    setTouched((current) => new Set([...current, ...(Object.keys(change) as FormField[])]));
    setChanged(true);
  };
  const reset = () => {
    setForm(fresh());
    setTouched(new Set());
    setChanged(false);
    clearFailure();
  };

  const body = useMemo(() => requestBody(form), [form]);
  const { count, counting } = useRecordCount(body);
  const district = useGetSiteCreditsQuery().data?.copyrightHolder.name;
  const call = useMemo(
    () => (body ? apiCallText('POST', resolve(`/api/${queryAndDownloadFileRoute(body.timestep).url}`), body, todayIsoDay(), district) : null),
    [body, resolve, district],
  );
  const errors = shownErrors(validationErrors(form), touched);
  const locations = useMemo(() => offeredLocations(form, lookups.locations), [form, lookups.locations]);
  const parameters = useMemo(() => offeredParameters(form, lookups.parameters), [form, lookups.parameters]);
  const offeredIds = useMemo(() => new Set(locations.map((l) => l.location_ndx)), [locations]);
  const basins = useMemo(() => basinNames(lookups.basins, form.basins), [lookups.basins, form.basins]);
  const locationOptions = useMemo(() => locationChips(locations), [locations]);
  const parameterOptions = useMemo(() => parameterChips(parameters), [parameters]);

  return (
    <form className="portal-qd-form" aria-label={PAGE_TITLE} onSubmit={(event) => event.preventDefault()}>
      <div className="portal-qd-top">
        <TimePeriod timesteps={lookups.timesteps} form={form} errors={errors} onChange={update} />
        <QuickFilters
          categories={lookups.dataCategories}
          active={form.dataCategory}
          onToggle={(category) => update({ dataCategory: toggledCategory(form, category) })}
        />
      </div>
      <FilterGroups lookups={lookups} values={form} errors={errors} onChange={(field, ids) => update({ [field]: ids })} />
      <ChipSection
        title={QD_TEXT.locations}
        options={locationOptions}
        selected={form.locations}
        error={errors.locations}
        onChange={(ids) => update({ locations: ids })}
      >
        <Button className="portal-qd-map-toggle" icon="map" text={QD_TEXT.map} aria-expanded={mapShown} onClick={() => setMapShown((shown) => !shown)} />
        {mapShown && (
          <QueryAndDownloadMap
            offered={offeredIds}
            selected={form.locations}
            basins={basins}
            onToggle={(id) => update({ locations: toggleChip(form.locations, id) })}
          />
        )}
      </ChipSection>
      <ChipSection
        title={QD_TEXT.parameters}
        options={parameterOptions}
        selected={form.parameters}
        error={errors.parameters}
        onChange={(ids) => update({ parameters: ids })}
      />
      <AvailableRecords count={count} counting={counting} />
      <DownloadActions
        canDownload={changed && body !== null}
        preparing={preparing}
        progress={progress}
        total={count ?? null}
        failed={failed}
        call={call}
        onDownload={() => body && call && void download({ url: call.url, body, fileName: call.fileName })}
        onCancel={cancel}
        onReset={reset}
      />
    </form>
  );
}
