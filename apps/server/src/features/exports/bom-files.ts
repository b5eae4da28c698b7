import type { BillOfMaterials } from '@airlens/contract';
import { csvRow, type CsvValue } from './csv';

/** One table of the bill of materials, as both the CSV and the XLSX write it. */
export interface BomTable {
  /** The sheet name in the XLSX, the title line in the CSV. */
  title: string;
  header: string[];
  rows: CsvValue[][];
  totals: CsvValue[];
}

/** The column title of access points placed on no floor. */
export const NOT_PLACED = 'Not placed';

function tagsText(tags: readonly { key: string; value: string }[]): string {
  return tags.map((tag) => (tag.value === '' ? tag.key : `${tag.key}: ${tag.value}`)).join('; ');
}

/** The three tables (models with a column per floor, external antennas, access points), each with its totals. */
export function bomTables(bom: BillOfMaterials): BomTable[] {
  // One column per floor in floor-plan order (the access point lines are), "not placed" last.
  const floorColumns = [...new Set(bom.accessPoints.map((ap) => ap.floorPlanName))];
  const countOn = (perFloor: BillOfMaterials['models'][number]['perFloor'], floor: string | null) =>
    perFloor.filter((entry) => entry.floorPlanName === floor).reduce((sum, entry) => sum + entry.count, 0);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return [
    {
      title: 'Models',
      header: ['Vendor', 'Model', 'Count', ...floorColumns.map((floor) => floor ?? NOT_PLACED)],
      rows: bom.models.map((model) => [
        model.vendor,
        model.model,
        model.count,
        ...floorColumns.map((floor) => countOn(model.perFloor, floor)),
      ]),
      totals: [
        'Total',
        null,
        sum(bom.models.map((model) => model.count)),
        ...floorColumns.map((floor) => sum(bom.models.map((model) => countOn(model.perFloor, floor)))),
      ],
    },
    {
      title: 'Antennas',
      header: ['Model', 'Count'],
      rows: bom.antennas.map((antenna) => [antenna.model, antenna.count]),
      totals: ['Total', sum(bom.antennas.map((antenna) => antenna.count))],
    },
    {
      title: 'Access points',
      header: ['Name', 'Floor', 'Vendor', 'Model', 'Mounting height (m)', 'Mounting', 'Tags'],
      rows: bom.accessPoints.map((ap) => [
        ap.name,
        ap.floorPlanName,
        ap.vendor,
        ap.model,
        ap.mountingHeight,
        ap.mounting,
        tagsText(ap.tags),
      ]),
      totals: [`Total: ${bom.accessPoints.length} access points`, null, null, null, null, null, null],
    },
  ];
}

/** The bill of materials as one RFC 4180 CSV: each table after a title line, tables apart by an empty line. */
export function bomCsv(bom: BillOfMaterials): string {
  return bomTables(bom)
    .map(
      (table) =>
        csvRow([table.title]) + csvRow(table.header) + table.rows.map(csvRow).join('') + csvRow(table.totals),
    )
    .join('\r\n');
}

/**
 * The bill of materials as an XLSX workbook: one sheet per table with a bold, frozen header and a bold totals
 * row. Text goes into typed string cells, which a spreadsheet never runs as a formula, so it is written as is.
 */
export async function bomXlsx(bom: BillOfMaterials): Promise<Buffer> {
  // Imported by the first XLSX asked for, not at start-up: exceljs holds about 25 MB a server that never
  // writes a workbook (or a process streaming an RSSI export) should not carry.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Airlens';
  for (const table of bomTables(bom)) {
    const sheet = workbook.addWorksheet(table.title, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(table.header).font = { bold: true };
    for (const row of table.rows) {
      sheet.addRow(row);
    }
    sheet.addRow(table.totals).font = { bold: true };
    sheet.columns.forEach((column, index) => {
      const widest = Math.max(
        ...[table.header, ...table.rows, table.totals].map((row) => String(row[index] ?? '').length),
      );
      column.width = Math.min(60, Math.max(10, widest + 2));
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
