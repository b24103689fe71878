import { Classes, Section, type SectionProps } from '@blueprintjs/core';
import type { HTMLAttributes } from 'react';
import './tool-section.css';

/**
 * A section's title as the page's second level. Blueprint titles a Section with an h6, so a tool page went from
 * its h1 straight to h6 and a screen-reader user skimming by headings heard levels that were never there; the h2
 * keeps the h6's look.
 */
function SectionTitle({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <h2 {...props} className={`${Classes.HEADING} portal-section-title ${className ?? ''}`} />;
}

/** Blueprint's Section, for a form panel directly under a page's title. */
export function ToolSection(props: SectionProps) {
  return <Section titleRenderer={SectionTitle} {...props} />;
}
