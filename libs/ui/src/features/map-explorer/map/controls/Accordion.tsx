import { Collapse, Icon } from '@blueprintjs/core';
import { type ReactNode, useId } from 'react';

export interface AccordionProps {
  title: string;
  isOpen: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** One accordion of the control panel: a heading button that says whether it is expanded, and its content. */
export function Accordion({ title, isOpen, onToggle, children }: AccordionProps) {
  const id = useId();
  return (
    <section className="map-explorer-accordion" aria-labelledby={`${id}-title`}>
      <h2 className="map-explorer-accordion-title">
        <button type="button" id={`${id}-title`} aria-expanded={isOpen} aria-controls={`${id}-content`} onClick={onToggle}>
          <span>{title}</span>
          <Icon icon={isOpen ? 'chevron-up' : 'chevron-down'} aria-hidden />
        </button>
      </h2>
      <Collapse isOpen={isOpen} keepChildrenMounted>
        <div id={`${id}-content`} className="map-explorer-accordion-content">
          {children}
        </div>
      </Collapse>
    </section>
  );
}
