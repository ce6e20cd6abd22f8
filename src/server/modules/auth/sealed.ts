import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals a short text with the server's secret (AES-256-GCM under a key derived for `purpose`), so
 * that what the server hands a browser in a cookie, or keeps of another system's credentials,
 * can be neither read nor altered. `open` answers null for anything it did not seal.
 */
export function sealerOf(secret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'goods-return', purpose, 32));
  return {
    seal(text: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed: string): string | null {
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        if (bytes.length < 28) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type Sealer = ReturnType<typeof sealerOf>;
