import type { Map as MapLibreMap } from 'maplibre-gl';
import { useState } from 'react';
import { usePlatform } from '../../../../platform/PlatformProvider';
import { ExportMenu } from './ExportMenu';
import { printMapPdf, saveMapPng } from './map-export';
import { PrintReportDialog } from './PrintReportDialog';

export interface MapExportsProps {
  map: MapLibreMap | null;
  graphMode: boolean;
  onExportTimeSeries?: () => Promise<void>;
  onExportStats?: () => Promise<void>;
}

/** The export menu with the Print Report dialog it opens: the map as a PNG or a titled PDF, and graph mode's exports. */
export function MapExports({ map, graphMode, onExportTimeSeries, onExportStats }: MapExportsProps) {
  const { files } = usePlatform();
  const [printOpen, setPrintOpen] = useState(false);
  const [printing, setPrinting] = useState(false);
  return (
    <>
      <ExportMenu
        graphMode={graphMode}
        onPrintPdf={() => setPrintOpen(true)}
        printing={printing}
        onSavePng={async () => {
          if (map) await saveMapPng(map, files);
        }}
        onExportTimeSeries={onExportTimeSeries}
        onExportStats={onExportStats}
      />
      <PrintReportDialog
        isOpen={printOpen}
        onClose={() => setPrintOpen(false)}
        onDownload={async (title) => {
          if (!map) return;
          setPrinting(true);
          try {
            await printMapPdf(map, title, files);
          } finally {
            setPrinting(false);
          }
        }}
      />
    </>
  );
}
