import { chromium } from '@playwright/test';

/**
 * What the sign-in page costs a browser arriving for the first time: the bytes on the wire (as
 * compressed as the server sent them) of every request until the page is idle, as Chromium
 * counts them.
 */
export async function signInPageBytes(url: string): Promise<{ bytes: number; requests: number; scriptBytes: number; styleBytes: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    let bytes = 0;
    let requests = 0;
    let scriptBytes = 0;
    let styleBytes = 0;
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      requests++;
      bytes += e.encodedDataLength;
      if (types.get(e.requestId) === 'Script') scriptBytes += e.encodedDataLength;
      if (types.get(e.requestId) === 'Stylesheet') styleBytes += e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /sign in|login/i })
      .first()
      .waitFor();
    return { bytes, requests, scriptBytes, styleBytes };
  } finally {
    await browser.close();
  }
}
