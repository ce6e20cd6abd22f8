import { expect, test } from './fixtures.ts';
import { ApprovalScreens } from './approvalPages.ts';
import { DeliveryWarehouseScreens, signedFpre, todayIso } from './deliveryWarehousePages.ts';
import { ShellPage, typeInto } from './pages.ts';
import { ReturnsApi } from './returnsApi.ts';

test('Chief Delivery prints, uploads the signed FPRE and approves; Chief Warehouse finds it by upload day, counts, rejects a line, and gets the sales order number', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = new ReturnsApi(request);
  // Two returns brought to Chief Delivery (reason 101: SALES → CD → CW).
  const first = await api.submitCleanReturn('101');
  const second = await api.submitCleanReturn('101');
  for (const { retNumber } of [first, second]) expect(await api.approveAll('fss', 'SALES', retNumber)).toBe('CD');

  const shell = new ShellPage(page);
  const screens = new DeliveryWarehouseScreens(page);
  await shell.enterAs('chief_delivery');
  await shell.openFromMenu('Approval', 'Chief Delivery', /\/chief-delivery$/);

  // Its own number in the address searches for it; the row expands to its lines.
  await page.goto(`/chief-delivery/${first.retNumber}`);
  await expect(screens.rows()).toHaveCount(1);
  const row = screens.rows(first.retNumber);
  await expect(row.getByTestId('print-status')).toHaveText('Not Printed');
  await expect(row.getByTestId('fareye-status')).toHaveText('Not Send');
  await row.getByRole('button', { name: 'Expand' }).click();
  await expect(page.getByTestId('return-item')).toHaveCount(2);

  // Upload before the first print is refused; Print with nothing chosen too.
  await row.getByRole('button', { name: 'Upload' }).click();
  expect(await shell.dialogMessage()).toBe('please print FPRE first!');
  await screens.printSelected().click();
  expect(await shell.dialogMessage()).toBe('Please select row first');

  // Both returns chosen (a choice stays across searches) and printed: one call each, the forms downloaded as FPRE.pdf.
  await screens.rows(first.retNumber).getByRole('checkbox').check();
  await screens.search(second.retNumber);
  await screens.rows(second.retNumber).getByRole('checkbox').check();
  const [download] = await Promise.all([page.waitForEvent('download'), screens.printSelected().click()]);
  expect(download.suggestedFilename()).toBe('FPRE.pdf');
  await expect(screens.rows(second.retNumber).getByRole('button', { name: 'Reprint' })).toBeVisible();
  await screens.search(first.retNumber);
  await expect(screens.rows(first.retNumber).getByTestId('print-status')).toHaveText('Printed');

  // A reprint of one return opens its form in a new tab.
  const [form] = await Promise.all([page.waitForEvent('popup'), screens.rows(first.retNumber).getByRole('button', { name: 'Reprint' }).click()]);
  await form.close();

  // Plant 1001 is live: delivery tracking is asked and answers through the outbox.
  await screens.search(first.retNumber);
  await screens.waitForFareye(first.retNumber, 'Sent');
  await screens.rows(first.retNumber).getByRole('button', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/chief-delivery\/delivery-detail$/);
  await expect(page.getByRole('heading', { name: 'Chief Delivery Detail' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'APL Return Number' })).toHaveValue(first.retNumber);
  await expect(screens.button('Approve')).toBeDisabled();
  await screens.button('Reject').click();
  expect(await shell.dialogMessage()).toBe('Please fill remark reject first!');

  // A file of the wrong kind is refused before it is sent; the signed FPRE is uploaded, deleted after the question, uploaded again.
  const chooser = page.locator('input[type=file]');
  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an FPRE') });
  expect(await shell.dialogMessage()).toBe('The FPRE must be a pdf, png, jpg or jpeg file.');
  await chooser.setInputFiles(signedFpre);
  await expect(page.getByTestId('fpre-document')).toContainText('signed-fpre.png');
  const [opened] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('fpre-document').getByRole('button', { name: 'signed-fpre.png' }).click()]);
  await opened.close();
  await page.getByTestId('fpre-document').getByRole('button', { name: 'Delete' }).click();
  expect(await shell.confirm()).toBe('Are you sure want to delete?');
  await expect(page.getByTestId('fpre-document')).toBeHidden();
  await page.locator('input[type=file]').setInputFiles(signedFpre);
  await expect(page.getByTestId('fpre-document')).toBeVisible();
  await typeInto(page.getByLabel('Handover Remarks'), 'Two boxes handed to the driver');
  await screens.button('Approve').click();
  expect(await shell.dialogMessage()).toBe('Data has been saved!');
  // Back on the list at the search it was left at (the address keeps it).
  await expect(page).toHaveURL(new RegExp(`/chief-delivery\\?retNumber=${first.retNumber}$`));
  expect(await api.document(first.returnId)).toMatchObject({ status: 'W', stepCode: 'CW' });

  // Chief Warehouse finds it by the day its FPRE was uploaded.
  await shell.switchTo('chief_warehouse', '/chief-warehouse');
  await screens.searchUploadedToday();
  // Oldest first: fifty a page, so today's uploads of other journeys leave it on the first.
  await new ApprovalScreens(page).showFifty();
  await expect(screens.rows(first.retNumber)).toHaveCount(1);
  await screens.rows(first.retNumber).getByRole('button', { name: 'Expand' }).click();
  await expect(page.getByTestId('return-item')).toHaveCount(2);
  await screens.rows(first.retNumber).getByRole('button', { name: 'Confirm FPRE' }).click();
  await expect(page).toHaveURL(/\/chief-warehouse\/warehouse-detail$/);
  await expect(page.getByRole('heading', { name: 'Chief Warehouse Detail' })).toBeVisible();
  await expect(page.getByLabel('Handover Remarks')).toHaveValue('Two boxes handed to the driver');
  await expect(screens.lines()).toHaveCount(2);

  // The checks in the specification's order.
  await screens.button('Save').click();
  expect(await shell.dialogMessage()).toBe('Please select status doc first!');
  await screens.docStatus('Not OK');
  await screens.button('Save').click();
  expect(await shell.dialogMessage()).toBe('Please fill remark not oke first!');
  await screens.docStatus('FPRE OK');
  await screens.lines().nth(1).getByRole('checkbox', { name: 'Reject' }).check();
  await screens.button('Save').click();
  expect(await shell.dialogMessage()).toBe('Please fill remark reject first!');
  await typeInto(screens.lines().nth(1).getByRole('textbox', { name: 'Remark' }), 'Box crushed');
  // The actual quantity stays within 0 and the requested 0.01.
  const actual = screens.lines().nth(0).getByRole('textbox', { name: 'Actual Qty' });
  await expect(actual).toHaveValue('0.01');
  await typeInto(actual, '5');
  await expect(actual).toHaveValue('0.01');
  // Decimals typed key by key stay.
  await typeInto(actual, '0.005');
  await expect(actual).toHaveValue('0.005');
  // The unit starts at the return's: nothing to choose when the warehouse counted in it.
  const returnUom = (await api.document(first.returnId)).items[0].returnUom as string;
  await expect(screens.lines().nth(0).getByRole('textbox', { name: 'UOM' })).toHaveValue(returnUom);
  await screens.button('Save').click();
  await expect(page.getByTestId('dialog-message')).toHaveText(/^Return has been Saved, your Sales Order number : \S+$/, { timeout: 40_000 });
  await shell.dialogMessage();
  await expect(page).toHaveURL(new RegExp(`/chief-warehouse\\?startDate=${todayIso()}&endDate=${todayIso()}&size=50$`));

  const document = await api.document(first.returnId);
  expect(document).toMatchObject({ status: 'A', stepCode: 'END', soStatus: 'SUCCESS' });
  expect(document.items.map((i: { approvalStatus: string | null }) => i.approvalStatus)).toEqual([null, 'R']);
});
