import { expect, test } from './fixtures.ts';
import { ApprovalScreens } from './approvalPages.ts';
import { ShellPage } from './pages.ts';
import { ReturnsApi } from './returnsApi.ts';

test('FSS finds a return on its list, looks at it, rejects one line and approves the other; the return moves on', async ({ page, request }) => {
  const api = new ReturnsApi(request);
  const { returnId, retNumber } = await api.submitCleanReturn('101');
  const shell = new ShellPage(page);
  const screens = new ApprovalScreens(page);
  await shell.enterAs('fss');
  await shell.openFromMenu('Approval', 'FSS / ASM / BM', /\/fss-asm-bm$/);
  await screens.search(` ${retNumber.slice(0, 7)} ${retNumber.slice(7)} `);
  await expect(screens.rows(retNumber)).toHaveCount(2);
  await expect(screens.rows()).toHaveCount(2);

  await screens.next();
  expect(await shell.dialogMessage()).toBe('Please select row first');

  // The return's detail: read-only, with its photos.
  await screens.rows(retNumber).first().getByRole('button', { name: retNumber }).click();
  await expect(page).toHaveURL(/\/fss-asm-bm\/detail-data$/);
  await screens.expectTitle('Fss Detail');
  await expect(page.getByRole('textbox', { name: 'APL Return Number' })).toHaveValue(retNumber);
  await expect(page.getByTestId('detail-data-line')).toHaveCount(2);
  const [photo] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('detail-data-line').first().getByRole('button', { name: 'Photo' }).click()]);
  await photo.close();
  await screens.button('Back').click();
  await expect(screens.rows(retNumber)).toHaveCount(2);

  for (const row of await screens.rows(retNumber).all()) await row.getByRole('checkbox').check();
  await screens.next();
  await expect(page).toHaveURL(/\/fss-asm-bm\/sales-detail$/);
  await screens.expectTitle('Approval Decision FSS / ASM / BM Detail');
  await expect(screens.lines()).toHaveCount(2);
  await screens.button('Save').click();
  expect(await shell.dialogMessage()).toBe('Please select approval material status first!');
  await screens.decide(0, 'Approve');
  await screens.decide(1, 'Reject');
  await screens.button('Save').click();
  expect(await shell.dialogMessage()).toBe('Please fill remark reject first!');
  await screens.remark(1, 'Seal broken on arrival');
  // A reload keeps the decisions and the remark (issue 54 item 6).
  await page.reload();
  await expect(page).toHaveURL(/\/fss-asm-bm\/sales-detail$/);
  await expect(screens.lines()).toHaveCount(2);
  await expect(screens.lines().nth(0).getByRole('radio', { name: 'Approve' })).toBeChecked();
  await expect(screens.lines().nth(1).getByRole('radio', { name: 'Reject' })).toBeChecked();
  await expect(screens.lines().nth(1).getByRole('textbox', { name: 'Remark' })).toHaveValue('Seal broken on arrival');
  await screens.button('Save').click();
  expect(await shell.dialogMessage()).toBe('Data has been saved!');

  // Back on the list, the return number it was narrowed to cleared, with a note: it shows what still waits for this user.
  await expect(page).toHaveURL(/\/fss-asm-bm$/);
  await expect(page.getByTestId('return-filter-cleared')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'APL Return Number' })).toHaveValue('');
  await expect(screens.rows(retNumber)).toHaveCount(0);
  const document = await api.document(returnId);
  expect(document).toMatchObject({ status: 'W', stepCode: 'CD' });
  expect(document.items.map((i: { approvalStatus: string | null }) => i.approvalStatus)).toEqual([null, 'R']);
});
