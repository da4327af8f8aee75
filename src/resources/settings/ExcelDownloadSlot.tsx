import { ExcelDownloadBox } from '../excel';

/**
 * SLOT for the settings screen's Excel download box (spec screen 11: a game week ID input and a download
 * button), filled by the Excel export issue: the box lives in src/resources/excel/. The settings page
 * (src/pages/SettingsPage.tsx) renders <ExcelDownloadSlot /> in its place.
 */
export const ExcelDownloadSlot = () => (
  <div data-slot="excel-download">
    <ExcelDownloadBox />
  </div>
);
