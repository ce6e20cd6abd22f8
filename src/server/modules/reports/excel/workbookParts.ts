/**
 * The fixed parts of a workbook (Office Open XML, ECMA-376): what the package holds, the workbook
 * naming its sheets, and the styles every export uses. Only the sheets themselves vary.
 */

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Where the sheet numbered `n` (from 1) is in the package. */
export const sheetPart = (n: number) => `xl/worksheets/sheet${n}.xml`;

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** What the package of a workbook of `sheets` sheets holds. */
export const contentTypes = (sheets: number) =>
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  numbers(sheets)
    .map((n) => `<Override PartName="/${sheetPart(n)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
    .join('') +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

export const packageRelationships =
  `${XML}<Relationships xmlns="${RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

/** The workbook's parts: sheet n is rId n, the styles after them. */
export const workbookRelationships = (sheets: number) =>
  `${XML}<Relationships xmlns="${RELATIONSHIPS}">` +
  numbers(sheets)
    .map((n) => `<Relationship Id="rId${n}" Type="${OFFICE_RELATIONSHIPS}/worksheet" Target="worksheets/sheet${n}.xml"/>`)
    .join('') +
  `<Relationship Id="rId${sheets + 1}" Type="${OFFICE_RELATIONSHIPS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** The workbook naming its sheets (`sheetNames` escaped by the caller), in order. */
export const workbook = (sheetNames: readonly string[]) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELATIONSHIPS}">` +
  `<bookViews><workbookView/></bookViews><sheets>${sheetNames.map((name, i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`;

/**
 * The cell styles, by their index in `cellXfs`: what a cell's `s` attribute names. Dates and
 * amounts are numbers shown through a number format, so Excel sorts and sums them.
 */
export const cellStyle = { plain: 0, header: 1, date: 2, dateTime: 3, quantity: 4, idr: 5, integer: 6 } as const;

const numberFormats: [id: number, code: string][] = [
  [164, 'dd/mm/yyyy'],
  [165, 'dd/mm/yyyy hh:mm'],
  [166, '#,##0.###'],
  [167, '#,##0'],
  [168, '0'],
];

export const styles =
  `${XML}<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="${numberFormats.length}">${numberFormats.map(([id, code]) => `<numFmt numFmtId="${id}" formatCode="${code}"/>`).join('')}</numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="7">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  numberFormats.map(([id]) => `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('') +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** The sheet's opening: the header row frozen, the columns' widths; rows follow in `sheetData`. */
export const sheetStart = (widths: readonly number[]) =>
  `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${OFFICE_RELATIONSHIPS}">` +
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>' +
  '<sheetFormatPr defaultRowHeight="15"/>' +
  `<cols>${widths.map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>` +
  '<sheetData>';

export const sheetEnd = '</sheetData></worksheet>';
