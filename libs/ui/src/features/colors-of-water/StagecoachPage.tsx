import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDateQuery,
  useGetColorsOfWaterStagecoachStreamGagesByReservoirQuery,
} from '@portal/api-client';
import { COW_INTERVALS, COW_STAGECOACH_RESERVOIR_LOCATION_NDX } from '@portal/contracts';
import { useState } from 'react';
import { errorMessage } from '../../common/error-message';
import { pngFileName, STAGECOACH_TITLE } from './colors-of-water.logic';
import { ColorsOfWaterPage } from './ColorsOfWaterPage';
import { CowChart } from './CowChart';
import { CowDateForm } from './CowDateForm';
import { useCowForm } from './use-cow-form';

/**
 * Colors of Water - Stagecoach (public): any gage where Stagecoach Reservoir's storage accounts are tracked (the
 * first of the list to begin with), by day, week or month. A change of gage or interval draws at once; dates on Submit.
 */
export default function StagecoachPage({ now }: { now?: Date }) {
  const form = useCowForm(now);
  const gages = useGetColorsOfWaterStagecoachStreamGagesByReservoirQuery(COW_STAGECOACH_RESERVOIR_LOCATION_NDX);
  const [chosenGage, setChosenGage] = useState<number | null>(null);
  const gage = chosenGage ?? gages.data?.[0]?.stream_gage_ndx ?? null;
  const graph = useGetColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDateQuery(
    gage === null ? skipToken : { ...form.drawn, interval: form.interval, streamGageId: gage },
    { refetchOnMountOrArgChange: true },
  );
  const error = gages.error ?? (graph.isFetching ? undefined : graph.error);
  const noGages = gages.data !== undefined && gages.data.length === 0;
  return (
    <ColorsOfWaterPage title={STAGECOACH_TITLE}>
      <CowDateForm
        idPrefix="cow-stagecoach"
        {...form.dateProps}
        intervals={COW_INTERVALS}
        interval={form.interval}
        onIntervalChange={form.setInterval}
        loading={graph.isFetching}
      >
        <FormGroup label="Stream Gage" labelFor="cow-stagecoach-gage" inline>
          <HTMLSelect
            id="cow-stagecoach-gage"
            value={gage ?? ''}
            disabled={!gages.data?.length}
            options={(gages.data ?? []).map((g) => ({ value: g.stream_gage_ndx, label: g.stream_gage }))}
            onChange={(event) => setChosenGage(Number(event.currentTarget.value))}
          />
        </FormGroup>
      </CowDateForm>
      <CowChart
        rows={noGages ? [] : graph.isFetching ? undefined : graph.data}
        failure={error ? errorMessage(error) : null}
        fileName={pngFileName('stagecoach', form.drawn)}
      />
    </ColorsOfWaterPage>
  );
}
