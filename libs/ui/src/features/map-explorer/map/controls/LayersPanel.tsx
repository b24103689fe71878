import { Drawer } from '@blueprintjs/core';
import { useState } from 'react';
import { ControlPanel, type ControlPanelProps } from './ControlPanel';
import type { ControlPanelSection } from '../route.logic';

export interface LayersPanelProps extends Omit<ControlPanelProps, 'openSections' | 'onToggleSection'> {
  /** Beside a wide map; a drawer over a narrow one. */
  narrow: boolean;
  isOpen: boolean;
  onClose(): void;
  /** The section open at first (the route's data category chooses it). */
  initialSection: ControlPanelSection;
}

/**
 * Where the control panel shows: a side panel beside a wide map or a left drawer over a narrow one. It keeps which
 * accordion sections are open, so they stay open across hiding and showing the panel.
 */
export function LayersPanel({ narrow, isOpen, onClose, initialSection, ...panel }: LayersPanelProps) {
  const [openSections, setOpenSections] = useState<ReadonlySet<ControlPanelSection>>(() => new Set([initialSection]));
  const controlPanel = (
    <ControlPanel
      {...panel}
      openSections={openSections}
      onToggleSection={(section) =>
        setOpenSections((current) => {
          const next = new Set(current);
          if (!next.delete(section)) next.add(section);
          return next;
        })
      }
    />
  );
  if (!narrow) {
    return isOpen ? (
      <aside className="map-explorer-panel" aria-label="Map controls">
        {controlPanel}
      </aside>
    ) : null;
  }
  return (
    <Drawer isOpen={isOpen} position="left" size={300} title="Layers" onClose={onClose}>
      <div className="portal-drawer-body">{controlPanel}</div>
    </Drawer>
  );
}
