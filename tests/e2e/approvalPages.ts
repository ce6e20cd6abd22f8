import { expect, type Page } from '@playwright/test';
import { typeInto } from './pages.ts';

/** The approval screens (list, detail data, decision) as a user sees them. */
export class ApprovalScreens {
  constructor(readonly page: Page) {}

  /** The list's rows, of one return when given. */
  rows(retNumber?: string) {
    const rows = this.page.locator('tbody tr').filter({ has: this.page.getByRole('checkbox') });
    return retNumber ? rows.filter({ hasText: retNumber }) : rows;
  }

  /** The list's own field (the dashboard a user comes from has a column of the same name). */
  async search(retNumber: string) {
    const field = this.page.getByRole('textbox', { name: 'APL Return Number' });
    await typeInto(field, retNumber);
    await field.press('Enter');
  }

  /** Fifty rows a page, so the rows of a journey are on the first. */
  async showFifty() {
    const size = this.page.getByRole('textbox', { name: 'Rows per page' });
    if ((await size.inputValue()) === '50') return;
    // The dropdown may close again, or its choice go with it, when the table renders under the
    // click (its first rows arriving): choose again until the field shows 50.
    await expect(async () => {
      if ((await size.inputValue()) !== '50') {
        await size.click();
        await this.page.getByRole('option', { name: '50', exact: true }).click({ timeout: 1_000 });
      }
      await expect(size).toHaveValue('50', { timeout: 1_000 });
    }).toPass();
  }

  async clearSelection() {
    const checked = this.page.locator('tbody tr input[type=checkbox]:checked');
    while ((await checked.count()) > 0) await checked.first().uncheck();
  }

  checked() {
    return this.page.locator('tbody tr input[type=checkbox]:checked');
  }

  next() {
    return this.page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  lines() {
    return this.page.getByTestId('decision-line');
  }

  decide(index: number, decision: 'Approve' | 'Reject') {
    return this.lines().nth(index).getByRole('radio', { name: decision }).check();
  }

  remark(index: number, text: string) {
    return typeInto(this.lines().nth(index).getByRole('textbox', { name: 'Remark' }), text);
  }

  button(name: 'Save' | 'Back' | 'Approve All' | 'Reject All') {
    return this.page.getByRole('button', { name, exact: true });
  }

  async expectTitle(title: string) {
    await expect(this.page.getByRole('heading', { name: title })).toBeVisible();
  }
}
