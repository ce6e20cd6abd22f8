import { execFile } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import config from '../../playwright.config.ts';
import { DeliveryWarehouseApi } from './deliveryWarehousePages.ts';
import { expect, test } from './fixtures.ts';
import { enterDock } from './dockPages.ts';
import type { SubmittedReturn } from './returnsApi.ts';

const run = promisify(execFile);

/** The camera's picture: the printed form's code as Chromium's fake camera plays it (a Motion JPEG of one frame, looped). */
const video = resolve('.tmp/e2e-camera/fpre-code.mjpeg');
const launchOptions = config.use!.launchOptions!;
test.use({
  permissions: ['camera'],
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  },
});

let printed: SubmittedReturn;

// Made before the browser starts: Chromium's fake camera reads its file then.
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: config.use!.baseURL });
  const api = new DeliveryWarehouseApi(request);
  printed = await api.atWarehouse();
  const form = await api.returns.bytes('chief_delivery', `/api/return/${printed.retNumber}/form`);
  await request.dispose();
  const dir = resolve('.tmp/e2e-camera');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'form.pdf'), form);
  // The top right of the page at 150 dpi, where the code is printed, as a phone's camera would frame it.
  await run('pdftoppm', [
    '-jpeg',
    '-r',
    '150',
    '-f',
    '1',
    '-l',
    '1',
    '-x',
    '560',
    '-y',
    '20',
    '-W',
    '680',
    '-H',
    '240',
    '-singlefile',
    join(dir, 'form.pdf'),
    join(dir, 'frame'),
  ]);
  renameSync(join(dir, 'frame.jpg'), video);
});

test('Receiving dock: the camera reads the code printed on the FPRE and opens its return', async ({ page }) => {
  await enterDock(page, 'chief_warehouse');
  await page.getByRole('button', { name: 'Camera' }).click();
  await expect(page.getByTestId('camera-preview')).toBeVisible();
  await expect(page.getByTestId('dock-return').getByRole('heading', { name: printed.retNumber })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('dock-line')).toHaveCount(2);
});
