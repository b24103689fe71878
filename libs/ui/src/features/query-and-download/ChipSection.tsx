import { Classes, Intent, SectionCard } from '@blueprintjs/core';
import { ToolSection } from '../../components/ToolSection';
import type { ReactNode } from 'react';
import { ChipPicker, type ChipOption } from '../../components/chip-picker';

export interface ChipSectionProps {
  title: string;
  options: readonly ChipOption[];
  selected: readonly number[];
  error?: string;
  onChange(ids: number[]): void;
  /** What comes before the picker (the Locations section's map). */
  children?: ReactNode;
}

/** A form section choosing many of a list with the chip picker, its message under it when left empty. */
export function ChipSection({ title, options, selected, error, onChange, children }: ChipSectionProps) {
  return (
    <ToolSection title={title} compact className="portal-qd-section">
      <SectionCard>
        {children}
        <ChipPicker label={title} options={options} selected={selected} onChange={onChange} />
        {error && <div className={`${Classes.FORM_HELPER_TEXT} ${Classes.intentClass(Intent.DANGER)} portal-qd-error`} role="alert">{error}</div>}
      </SectionCard>
    </ToolSection>
  );
}
