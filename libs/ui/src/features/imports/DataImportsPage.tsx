import { H1 } from '@blueprintjs/core';
import { useState } from 'react';
import { PRODUCT_NAME } from '../../common/constants';
import { DATA_IMPORTS_TITLE } from './imports.constants';
import { FetchForm, UploadForm } from './ImportForms';
import { RunReport, RunsTable } from './ImportRuns';
import { MappingsTable, SchedulesTable } from './ImportTables';
import './imports.css';

/**
 * Data Imports (Administrators only): upload a file or fetch sites from a service, follow each run's progress and
 * read its report (counts, refused rows, unmapped codes, locations offered), and edit the mapping table and the
 * per-site schedules. A run just started opens its report, so its progress shows at once.
 */
export default function DataImportsPage() {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <div className="portal-imports">
      <title>{`${DATA_IMPORTS_TITLE} | ${PRODUCT_NAME}`}</title>
      <H1 className="portal-page-title">{DATA_IMPORTS_TITLE}</H1>
      <p className="portal-imports-intro">
        Load the district’s own data: upload a file people already hold, or fetch sites from a public water-data service.
        Each import is checked row by row and written all or nothing; a code the mapping table does not map is reported,
        never guessed, and a location the portal does not know is offered for creation.
      </p>
      <div className="portal-imports-forms">
        <UploadForm onStarted={(run) => setSelected(run.import_run_ndx)} />
        <FetchForm onStarted={(run) => setSelected(run.import_run_ndx)} />
      </div>
      {selected !== null && <RunReport key={selected} importRunNdx={selected} onClose={() => setSelected(null)} />}
      <RunsTable selected={selected} onSelect={setSelected} />
      <MappingsTable />
      <SchedulesTable />
    </div>
  );
}
