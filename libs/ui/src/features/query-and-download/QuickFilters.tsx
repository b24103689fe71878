import { Button, ButtonGroup, SectionCard } from '@blueprintjs/core';
import { ToolSection } from '../../components/ToolSection';
import type { QueryAndDownloadDataCategory } from '@portal/contracts';
import { QD_TEXT } from './query-and-download.logic';

export interface QuickFiltersProps {
  categories: readonly QueryAndDownloadDataCategory[];
  active: number | null;
  /** A category button was clicked (the form decides whether it becomes active or clears). */
  onToggle(category: number): void;
}

/** Quick-Filters: a toggle button per data category; the active one narrows the locations and parameters on offer. */
export function QuickFilters({ categories, active, onToggle }: QuickFiltersProps) {
  return (
    <ToolSection title={QD_TEXT.quickFilters} compact className="portal-qd-section">
      <SectionCard>
        <ButtonGroup role="group" aria-label={QD_TEXT.quickFilters} className="portal-qd-quick-filters">
          {categories.map((category) => {
            const pressed = category.datacategory_ndx === active;
            return (
              <Button
                key={category.datacategory_ndx}
                text={category.datacategory_name}
                active={pressed}
                intent={pressed ? 'primary' : 'none'}
                aria-pressed={pressed}
                onClick={() => onToggle(category.datacategory_ndx)}
              />
            );
          })}
        </ButtonGroup>
      </SectionCard>
    </ToolSection>
  );
}
