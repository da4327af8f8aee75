export { ExcelDownloadBox } from './ExcelDownloadBox';
