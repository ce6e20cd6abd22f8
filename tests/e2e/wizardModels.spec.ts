import { expect, test } from './fixtures.ts';
import { ShellPage, typeInto } from './pages.ts';

/**
 * The wizards' machines walk their screens in happy-dom (tests/unit/*Walks.test.tsx: every
 * transition, the API answered at the client's edge). Chromium keeps one path to each final state
 * of each wizard against the real server; the other specs walk all but this one: saved
 * (withoutRtv, withRtv, nonReference specs), cancelled (wizardMemory.spec.ts: Without RTV's
 * Cancel, With RTV's Back from its list), and the browser's Back (wizardMemory.spec.ts).
 */

const UNKNOWN_INVOICE = '9999999999';

test('Without RTV: an invoice the server does not find offers a Non Reference return, which opens for that invoice', async ({ page }) => {
  await new ShellPage(page).enterAs('sales_service', '/new-return/non-rtv');
  await typeInto(page.getByLabel('Invoice Ref Number'), UNKNOWN_INVOICE);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const offer = page.getByRole('dialog', { name: 'Without RTV' });
  await expect(offer).toContainText('Do you want to create Non-reference Return?');
  await offer.getByRole('button', { name: 'Yes' }).click();
  // The router writes a search value that reads as a number in quotes (?invoice=%229999999999%22).
  await expect(page).toHaveURL(/\/new-return\/non-rtv\/non-reference\?invoice=/);
  await expect(page.getByRole('main').getByLabel('Invoice Ref Number')).toHaveValue(UNKNOWN_INVOICE);
});
