import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { FieldProblem } from './userRules.ts';
import { inProject } from '../../../projectRoot.ts';

/**
 * The Excel side of the user upload: the template's columns come from the user create schema
 * (forms/admin/user/create.schema.json) and their titles from its ui schema, so the template,
 * the reader and the checks name the same fields. A password is never a column: a workbook of
 * passwords lingers in mailboxes.
 */

const formFile = (name: string) => JSON.parse(readFileSync(inProject('forms/admin/user', name), 'utf8'));

export const createSchema = formFile('create.schema.json') as { properties: Record<string, { type?: string }>; required: string[] };
const createUi = formFile('create.ui.json') as Record<string, { 'ui:title'?: string }> & { 'ui:order': string[] };

/** The upload's columns in the form's order: every field of a new user but the password. */
export const uploadColumns = createUi['ui:order'].filter((field) => field !== 'password' && field in createSchema.properties);
const titleOf = (field: string) => createUi[field]?.['ui:title'] ?? field;
const isList = (field: string) => createSchema.properties[field]?.type === 'array';

const example: Record<string, string> = {
  userName: 'jdoe',
  fullName: 'John Doe',
  email: 'john.doe@example.com',
  userType: 'I',
  roles: 'FSS',
  plants: '1001, 1002',
  clients: '',
};

/** The template: the titles, one example row, and how lists are written. */
export async function userTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.columns = uploadColumns.map((field) => ({ header: titleOf(field), key: field, width: Math.max(14, titleOf(field).length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(uploadColumns.map((field) => [field, example[field] ?? ''])));
  const notes = workbook.addWorksheet('How to fill');
  notes.columns = [{ width: 24 }, { width: 80 }];
  notes.addRows([
    ['Column', 'What to write'],
    ...uploadColumns.map((field) => [
      titleOf(field),
      isList(field) ? 'Codes separated by commas' : createSchema.required.includes(field) ? 'Required' : 'Optional',
    ]),
    ['', 'One user a row on the sheet Users. The users get no password: each with an e-mail receives a link to choose one.'],
  ]);
  notes.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A problem of a row of the sheet (1 is the header row). */
export interface RowProblem extends FieldProblem {
  row: number;
}

export interface SheetRow {
  row: number;
  values: Record<string, string | string[]>;
}

/** The most rows one upload takes: a few thousand users are still one quick transaction. */
export const MAX_ROWS = 2000;

const simplified = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const columnByName = new Map(uploadColumns.flatMap((field) => [[simplified(field), field] as const, [simplified(titleOf(field)), field] as const]));

/**
 * The rows of the first sheet as field values (a list's codes split at commas, empty cells left
 * out, blank rows skipped), or the header's problems: a column it does not know or lacks.
 */
export function sheetRows(workbook: ExcelJS.Workbook): { rows: SheetRow[]; problems: RowProblem[] } {
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], problems: [{ row: 1, field: 'file', message: 'The workbook has no sheet.' }] };
  const fields = new Map<number, string>();
  const problems: RowProblem[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    const title = cell.text.trim();
    if (!title) return;
    const field = columnByName.get(simplified(title));
    if (!field) problems.push({ row: 1, field: title.slice(0, 50), message: `The column "${title.slice(0, 50)}" is not one of the template's.` });
    else fields.set(column, field);
  });
  for (const field of createSchema.required.filter((f) => ![...fields.values()].includes(f))) {
    problems.push({ row: 1, field, message: `The column "${titleOf(field)}" is missing.` });
  }
  if (problems.length) return { rows: [], problems };
  const rows: SheetRow[] = [];
  sheet.eachRow((line, row) => {
    if (row === 1) return;
    const values: SheetRow['values'] = {};
    for (const [column, field] of fields) {
      const text = line.getCell(column).text.trim();
      if (!text) continue;
      values[field] = isList(field)
        ? text
            .split(/[,;\n]/)
            .map((v) => v.trim())
            .filter(Boolean)
        : text;
    }
    if (Object.keys(values).length) rows.push({ row, values });
  });
  return { rows, problems };
}

/** The workbook of an uploaded file, or null when it cannot be read as one. */
export async function readWorkbook(content: Buffer): Promise<ExcelJS.Workbook | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
    return workbook;
  } catch {
    return null;
  }
}
