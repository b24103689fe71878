import { Button, Menu, MenuItem, PopoverNext, Spinner } from '@blueprintjs/core';
import { useState } from 'react';

export type ExportKind = 'pdf' | 'png' | 'timeSeries' | 'stats';

export interface ExportMenuProps {
  graphMode: boolean;
  /** Opens the Print Report dialog. */
  onPrintPdf: () => void;
  /** True while the PDF is being made (the dialog's download). */
  printing: boolean;
  onSavePng: () => Promise<void>;
  /** Graph mode's exports (disabled unless graph mode is on); absent until graph mode provides them. */
  onExportTimeSeries?: () => Promise<void>;
  onExportStats?: () => Promise<void>;
}

/** The export menu: Print PDF, Save PNG, Export Time Series, Export Stats & Benchmarks, each with a loading indicator. */
export function ExportMenu({ graphMode, onPrintPdf, printing, onSavePng, onExportTimeSeries, onExportStats }: ExportMenuProps) {
  const [busy, setBusy] = useState<ReadonlySet<ExportKind>>(new Set());
  const run = (kind: ExportKind, task: () => Promise<void>) => async () => {
    setBusy((current) => new Set(current).add(kind));
    try {
      await task();
    } catch (error) {
      console.error(`Export failed (${kind}):`, error);
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(kind);
        return next;
      });
    }
  };
  const loading = (kind: ExportKind) => (busy.has(kind) || (kind === 'pdf' && printing) ? <Spinner size={14} aria-label="Working" /> : undefined);
  const working = busy.size > 0 || printing;
  const menu = (
    <Menu aria-label="Export">
      <MenuItem icon="print" text="Print PDF" labelElement={loading('pdf')} onClick={onPrintPdf} />
      <MenuItem icon="media" text="Save PNG" labelElement={loading('png')} shouldDismissPopover={false} onClick={run('png', onSavePng)} />
      <MenuItem
        icon="timeline-line-chart"
        text="Export Time Series"
        disabled={!graphMode || !onExportTimeSeries}
        labelElement={loading('timeSeries')}
        shouldDismissPopover={false}
        onClick={onExportTimeSeries && run('timeSeries', onExportTimeSeries)}
      />
      <MenuItem
        icon="th"
        text="Export Stats & Benchmarks"
        disabled={!graphMode || !onExportStats}
        labelElement={loading('stats')}
        shouldDismissPopover={false}
        onClick={onExportStats && run('stats', onExportStats)}
      />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      {/* The running export shows on the item (the menu stays open) and on the button (once it is closed). */}
      <Button icon={working ? <Spinner size={16} /> : 'export'} endIcon="caret-down" text="Export" />
    </PopoverNext>
  );
}
