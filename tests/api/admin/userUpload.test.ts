import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, tinyPng } from '../../fixtures/multipart.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tokens = new Map<string, string>();
const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;
const upload = async (content: Buffer, user = 'admin') =>
  t.request({ method: 'POST', url: '/api/user-upload', ...multipartFile('file', 'users.xlsx', XLSX, content), token: await tokenOf(user) });

/** A workbook with the template's titles and these rows (cells in the titles' order). */
async function workbook(rows: (string | number)[][], titles = ['User Name', 'Full Name', 'E-mail', 'User Type', 'Roles', 'Plants', 'Clients']) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  sheet.addRow(titles);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const goodRow = (prefix: string, i: number) => [`${prefix}${i}`, `Uploaded User ${i}`, `${prefix}${i}@example.com`, 'I', 'FSS, ASM', 1001, ''];
const countOf = async (prefix: string) =>
  (
    await t.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_name', 'like', `${prefix}%`)
      .executeTakeFirstOrThrow()
  ).n;

describe('the Excel upload of users', () => {
  it('offers a template with the titles and one example, which uploads as it is', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/user-upload/template', token: await tokenOf('admin') });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain(XLSX);
    expect(answer.headers['content-disposition']).toContain('users-template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'User Name', 'Full Name', 'E-mail', 'User Type', 'Roles', 'Plants', 'Clients']);
    expect(sheet.getRow(2).getCell(1).text).toBe('jdoe');
    const saved = await upload(answer.rawPayload);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ created: 1, linksSent: 1 });
  });

  it('saves no row when one row of a hundred and one is bad, and lists every problem by row', async () => {
    const rows = Array.from({ length: 101 }, (_, i) => goodRow('bulk', i));
    rows[50] = ['bulk50', 'Bad Row', 'not-an-e-mail', 'I', 'FSS', 1001, ''];
    rows[70] = ['bulk70', 'Unknown Plant', 'bulk70@example.com', 'I', 'NO_SUCH_ROLE', 9999, ''];
    rows[80]![0] = 'bulk1';
    rows[90]![0] = 'fss';
    const answer = await upload(await workbook(rows));
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    const { errors, detail } = answer.json();
    expect(detail).toMatch(/^No user was saved/);
    // Sheet rows are numbered from the titles' row (1): rows[i] is row i + 2.
    expect(errors).toEqual([
      { row: 52, field: 'email', message: expect.stringContaining('email') },
      { row: 72, field: 'roles', message: 'Role NO_SUCH_ROLE does not exist.' },
      { row: 72, field: 'plants', message: 'Plant 9999 does not exist.' },
      { row: 82, field: 'userName', message: 'bulk1 is also in row 3.' },
      { row: 92, field: 'userName', message: 'The user name fss is already taken.' },
    ]);
    expect(await countOf('bulk')).toBe(0);
  });

  it('saves a hundred good rows in one go, with roles, plants, links to choose a password and the audit', async () => {
    const before = (
      await t.db
        .selectFrom('email_log')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const answer = await upload(await workbook(Array.from({ length: 100 }, (_, i) => goodRow('good', i))));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ created: 100, linksSent: 100 });
    expect(await countOf('good')).toBe(100);
    const one = await t.db
      .selectFrom('users as u')
      .select([
        'u.force_password',
        'u.is_active',
        sql<string[]>`array(select r.role_name from user_roles ur join roles r using (role_id) where ur.user_id = u.user_id order by 1)`.as('roles'),
      ])
      .where('u.user_name', '=', 'good7')
      .executeTakeFirstOrThrow();
    expect(one).toEqual({ force_password: true, is_active: true, roles: ['ASM', 'FSS'] });
    const after = (
      await t.db
        .selectFrom('email_log')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    expect(after - before).toBe(100);
    const audited = await t.db
      .selectFrom('audit_events')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('action', '=', 'user.upload')
      .executeTakeFirstOrThrow();
    expect(audited.n).toBeGreaterThanOrEqual(100);
    // Nobody signs in before choosing a password through the link.
    expect((await t.request({ method: 'POST', url: '/api/user/login', payload: { username: 'good7', password: 'anything-1' } })).statusCode).not.toBe(200);
  });

  it('refuses a sheet without a required column, an unknown column, a file that is not a workbook, and non-administrators', async () => {
    const missing = await upload(await workbook([['x', 'y']], ['Full Name', 'Shoe Size']));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      { row: 1, field: 'Shoe Size', message: 'The column "Shoe Size" is not one of the template\'s.' },
      { row: 1, field: 'userName', message: 'The column "User Name" is missing.' },
      { row: 1, field: 'roles', message: 'The column "Roles" is missing.' },
    ]);
    const empty = await upload(await workbook([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('file');
    const png = await t.request({
      method: 'POST',
      url: '/api/user-upload',
      ...multipartFile('file', 'users.xlsx', XLSX, tinyPng),
      token: await tokenOf('admin'),
    });
    expect(png.statusCode).toBe(415);
    expect((await upload(await workbook([goodRow('nope', 1)]), 'operation_ho')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/user-upload/template', token: await tokenOf('fss') })).statusCode).toBe(403);
  });
});
