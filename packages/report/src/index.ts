/**
 * @airlens/report: Airlens reports as a small document model (headings, paragraphs, tables with pass/fail
 * cells, images, page breaks, contents, running header and numbered footer), written once per section from
 * the report's data in one of five languages, and two writers of that model: PDF (pdfkit) and DOCX (docx).
 * Pure: bytes in, bytes out; the server gathers the data and renders the images.
 */
export { buildReportDocument } from './build-report';
export { writeDocx } from './docx-writer';
export { createFormat, type ReportFormat } from './format';
export { CATALOGUES, catalogueKeys, createTranslator, type Translate } from './i18n';
export type { Catalogue } from './i18n/en';
export {
  MARGIN_PT,
  PAGE_SIZES_PT,
  STATUS_FILLS,
  type Block,
  type CellStatus,
  type HeadingBlock,
  type ImageBlock,
  type ReportDocument,
  type TableBlock,
} from './model';
export { streamPdf, writePdf, type PdfOptions } from './pdf-stream';
export type {
  DailyHealthSeries,
  FloorBandKpis,
  FloorHeatmap,
  KpiValues,
  PngImage,
  ReportAccessPoint,
  ReportBranding,
  ReportData,
  ReportFloor,
  ReportLayout,
  ReportSurvey,
} from './report-data';
export { REPORT_IMAGE_DPI } from './sections/floors';
export { KPI_CRITERIA, scoreStatus } from './sections/section-context';
export { fitFontSize, toWinAnsi } from './text-fit';
export { EKAHAU_DATA_TAGS, isEkahauDataTag } from './word-template/ekahau-data-tags';
export {
  fillWordTemplate,
  inspectWordTemplate,
  WordTemplateError,
  type WordTemplateSummary,
} from './word-template/fill-word-template';
export type { WordTemplateData } from './word-template/template-context';
export type { WordTemplateRadio } from './word-template/template-radios';
