import { Button } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { PANEL_EXPANDED_HEIGHT, PANEL_HEIGHT, PANEL_TEXT } from './panels.constants';
import './panels.css';

export interface PanelFrameProps {
  /** The panel's accessible name ('Location details'). */
  'aria-label': string;
  /** Class of the panel's section; its header and title also get `{className}-header` and `{className}-title`. */
  className: string;
  /** The header's title: the subject's name, id and tags. */
  title: ReactNode;
  /** The CSS height normally and expanded (default 460 px and 70vh). */
  height?: string;
  expandedHeight?: string;
  onClose(): void;
  /** Toolbar and body. */
  children: ReactNode;
}

/**
 * A bottom or side panel over a screen: a title, Expand (to 70vh) / Restore, and Close; the screen supplies the
 * rest. The expanded state belongs to the panel: give it a `key` to start a new subject afresh.
 */
export function PanelFrame({ className, title, height = PANEL_HEIGHT, expandedHeight = PANEL_EXPANDED_HEIGHT, onClose, children, ...props }: PanelFrameProps) {
  const [expanded, setExpanded] = useState(false);
  return (
    <section
      className={`portal-panel-frame ${className}${expanded ? ' portal-panel-expanded' : ''}`}
      aria-label={props['aria-label']}
      style={{ height: expanded ? expandedHeight : height }}
    >
      <header className={`portal-panel-header ${className}-header`}>
        <div className={`portal-panel-title ${className}-title`}>{title}</div>
        <Button
          variant="minimal"
          icon={expanded ? 'minimize' : 'maximize'}
          aria-label={expanded ? PANEL_TEXT.restore : PANEL_TEXT.expand}
          onClick={() => setExpanded((value) => !value)}
        />
        <Button variant="minimal" icon="cross" aria-label={PANEL_TEXT.close} onClick={onClose} />
      </header>
      {children}
    </section>
  );
}
