import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { typeInto } from './pages.ts';
import { ReturnsApi, type SubmittedReturn } from './returnsApi.ts';

/** A signed FPRE as the e2e journeys upload it: a one-pixel png. */
export const signedFpre = {
  name: 'signed-fpre.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};

const today = () =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date())
      .map((x) => [x.type, x.value]),
  );

/** Today in Asia/Jakarta as the date inputs take it (DD/MM/YYYY). */
export function todayTyped(): string {
  const p = today();
  return `${p.day}/${p.month}/${p.year}`;
}

/** Today in Asia/Jakarta as the API takes it (YYYY-MM-DD). */
export function todayIso(): string {
  const p = today();
  return `${p.year}-${p.month}-${p.day}`;
}

/** The Chief Delivery and Chief Warehouse screens as a user sees them. */
export class DeliveryWarehouseScreens {
  constructor(readonly page: Page) {}

  /** The list's return rows (those with a checkbox or an action), of one return when given. */
  rows(retNumber?: string) {
    const rows = this.page.locator('tbody tr').filter({ has: this.page.getByRole('button', { name: /^(Print|Reprint|Reprint For Reupload|Confirm FPRE)$/ }) });
    return retNumber ? rows.filter({ hasText: retNumber }) : rows;
  }

  async search(retNumber: string) {
    await typeInto(this.page.getByRole('textbox', { name: 'APL Return Number' }), retNumber);
    await this.page.getByRole('textbox', { name: 'APL Return Number' }).press('Enter');
  }

  /** Searches again until the row of `retNumber` shows the delivery-tracking status `status`. */
  async waitForFareye(retNumber: string, status: string) {
    await expect(async () => {
      await this.page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(this.rows(retNumber).getByTestId('fareye-status')).toHaveText(status, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  }

  /** The Print button under the list: the chosen rows. */
  printSelected() {
    return this.page.getByTestId('print-selected');
  }

  /**
   * Chief Warehouse's search for the FPRE uploaded today (both dates typed key by key), of one
   * return when given; checks the typed days reached the server.
   */
  async searchUploadedToday(retNumber?: string) {
    await typeInto(this.page.getByRole('textbox', { name: 'Upload FPRE Start Date' }), todayTyped());
    await typeInto(this.page.getByRole('textbox', { name: 'Upload FPRE End Date' }), todayTyped());
    await expect(this.page.getByRole('textbox', { name: 'Upload FPRE Start Date' })).toHaveValue(todayTyped());
    if (retNumber) await typeInto(this.page.getByRole('textbox', { name: 'APL Return Number' }), retNumber);
    const [listed] = await Promise.all([
      this.page.waitForRequest((r) => r.url().includes('/api/return/warehouse?') && r.url().includes('startDate')),
      this.page.getByRole('textbox', { name: 'Upload FPRE End Date' }).press('Enter'),
    ]);
    const query = new URL(listed.url()).searchParams;
    expect([query.get('startDate'), query.get('endDate')]).toEqual([todayIso(), todayIso()]);
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  lines() {
    return this.page.getByTestId('warehouse-line');
  }

  async chooseUom(index: number, uom: string) {
    await this.choose(this.lines().nth(index).getByRole('textbox', { name: 'UOM' }), uom);
  }

  async docStatus(label: 'FPRE OK' | 'Not OK') {
    await this.choose(this.page.getByRole('textbox', { name: 'Action For All' }), label);
  }

  /**
   * Opens a select and picks an option, as a user does: a dropdown still closing from the step
   * before (its animation) can swallow the first click, so the user opens it again.
   */
  private async choose(select: Locator, option: string) {
    const choice = this.page.getByRole('option', { name: option, exact: true });
    await expect(async () => {
      if (!(await choice.isVisible())) await select.click();
      await choice.click({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }
}

/** Returns brought through the API to the state a journey starts from, as their users would. */
export class DeliveryWarehouseApi {
  readonly returns: ReturnsApi;

  constructor(request: APIRequestContext) {
    this.returns = new ReturnsApi(request);
  }

  /** A return waiting at Chief Delivery, not printed (reason 101, approved at SALES). */
  async atDelivery(): Promise<SubmittedReturn> {
    const r = await this.returns.submitCleanReturn('101');
    expect(await this.returns.approveAll('fss', 'SALES', r.retNumber)).toBe('CD');
    return r;
  }

  /**
   * A return waiting at Chief Warehouse: printed, its signed FPRE uploaded once delivery tracking
   * has answered (plant 1001 is live), approved by Chief Delivery with a handover remark.
   */
  async atWarehouse(): Promise<SubmittedReturn> {
    const r = await this.atDelivery();
    await this.returns.post('chief_delivery', `/api/return/${r.retNumber}/print`, {});
    await expect
      .poll(async () => (await this.returns.upload('chief_delivery', `/api/return/${r.retNumber}/fpre`, signedFpre)).status, { timeout: 30_000 })
      .toBe(200);
    await this.returns.post('chief_delivery', `/api/return/${r.retNumber}/delivery-decision`, { status: 'A', remark: 'Two boxes handed to the driver' });
    return r;
  }
}
