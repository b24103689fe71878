import { Button } from '@blueprintjs/core';
import { saveChartPng } from './Plot';
import { useBusy } from '../../common/use-busy';
import { usePlatform } from '../../platform/PlatformProvider';

export interface SaveGraphButtonProps {
  /** The drawn chart; null while none is drawn. */
  graphDiv: HTMLElement | null;
  /** No result to save yet, or one on its way. */
  disabled: boolean;
  fileName: string;
  /** Takes its container's width (a side panel's button); default true. */
  fill?: boolean;
}

/** Save Graph: the chart as drawn, as a PNG saved through the platform (a download on the web). */
export function SaveGraphButton({ graphDiv, disabled, fileName, fill = true }: SaveGraphButtonProps) {
  const { files } = usePlatform();
  const [busy, run] = useBusy<'png'>();
  return (
    <Button
      icon="media"
      text="Save Graph"
      fill={fill}
      loading={busy === 'png'}
      disabled={disabled || graphDiv === null}
      onClick={() => graphDiv && run('png', 'Save Graph failed', () => saveChartPng(graphDiv, fileName, files))}
    />
  );
}
