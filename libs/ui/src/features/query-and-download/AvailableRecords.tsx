import { SectionCard, Spinner } from '@blueprintjs/core';
import { ToolSection } from '../../components/ToolSection';
import { QD_TEXT, recordsText } from './query-and-download.logic';

export interface AvailableRecordsProps {
  count: number | null;
  counting: boolean;
}

/** Available Records: the count of the complete form's rows, or what to do to get one. */
export function AvailableRecords({ count, counting }: AvailableRecordsProps) {
  return (
    <ToolSection title={QD_TEXT.availableRecords} compact className="portal-qd-section">
      <SectionCard>
        <p className="portal-qd-records" role="status" aria-live="polite">
          {counting ? (
            <span className="portal-qd-counting">
              <Spinner size={16} /> {QD_TEXT.counting}
            </span>
          ) : count !== null ? (
            <strong>{recordsText(count)}</strong>
          ) : (
            QD_TEXT.fillOut
          )}
        </p>
      </SectionCard>
    </ToolSection>
  );
}
