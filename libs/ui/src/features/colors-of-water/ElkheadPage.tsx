import { useGetColorsOfWaterElkheadGraphDailyByStartDateAndEndDateQuery } from '@portal/api-client';
import { errorMessage } from '../../common/error-message';
import { ELKHEAD_INTERVALS, ELKHEAD_TITLE, pngFileName } from './colors-of-water.logic';
import { ColorsOfWaterPage } from './ColorsOfWaterPage';
import { CowChart } from './CowChart';
import { CowDateForm } from './CowDateForm';
import { useCowForm } from './use-cow-form';

/** Colors of Water - Elkhead (public): Elkhead Reservoir's release gage, daily, split by storage account. */
export default function ElkheadPage({ now }: { now?: Date }) {
  const form = useCowForm(now);
  const graph = useGetColorsOfWaterElkheadGraphDailyByStartDateAndEndDateQuery(form.drawn, { refetchOnMountOrArgChange: true });
  return (
    <ColorsOfWaterPage title={ELKHEAD_TITLE}>
      <CowDateForm
        idPrefix="cow-elkhead"
        {...form.dateProps}
        intervals={ELKHEAD_INTERVALS}
        interval="daily"
        onIntervalChange={() => undefined}
        loading={graph.isFetching}
      />
      <CowChart
        rows={graph.isFetching ? undefined : graph.data}
        failure={graph.error && !graph.isFetching ? errorMessage(graph.error) : null}
        fileName={pngFileName('elkhead', form.drawn)}
        ctrlDragPan
      />
    </ColorsOfWaterPage>
  );
}
