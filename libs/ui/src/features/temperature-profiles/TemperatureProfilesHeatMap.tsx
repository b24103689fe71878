import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { type ChartState, ChartMessage, type HeatmapFigure, hasPlotData, Plot, saveChartPng } from '../../components/charts';
import { useBusy } from '../../common/use-busy';
import { usePlatform } from '../../platform/PlatformProvider';
import { HEAT_MAP_TITLE } from './temperature-profiles.heat-map';

export interface TemperatureProfilesHeatMapProps {
  figure: HeatmapFigure;
  /** A state other than the chart (loading, an error), or null to draw the figure. */
  state: ChartState | null;
  /** The PNG's file name. */
  fileName: string;
}

/** The heat map panel: its title, Save Graph as PNG, and the chart. */
export function TemperatureProfilesHeatMap({ figure, state, fileName }: TemperatureProfilesHeatMapProps) {
  const { files } = usePlatform();
  const [graphDiv, setGraphDiv] = useState<HTMLElement | null>(null);
  const [busy, run] = useBusy<'png'>();
  const drawable = !state && hasPlotData(figure.data);
  return (
    <section className="portal-tp-panel" aria-label={HEAT_MAP_TITLE}>
      <header className="portal-tp-panel-header">
        <h2 className="portal-tp-panel-title">{HEAT_MAP_TITLE}</h2>
        <Button
          icon="media"
          text="Save Graph as PNG"
          loading={busy === 'png'}
          disabled={!drawable || graphDiv === null}
          onClick={() => graphDiv && run('png', 'Save Graph as PNG failed', () => saveChartPng(graphDiv, fileName, files))}
        />
      </header>
      {state ? <ChartMessage state={state} /> : <Plot data={figure.data} layout={figure.layout} aria-label={HEAT_MAP_TITLE} height={520} onGraphDiv={setGraphDiv} />}
    </section>
  );
}
