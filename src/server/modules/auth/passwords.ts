import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { refuseCommonPassword } from './commonPasswords.ts';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the library's defaults (19 MiB, 2 passes): ≈ 44 ms here. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/**
 * A password a user or an administrator chooses: 8 to 128 characters of any kind (the contract's
 * Password schema), no composition rules, refused when common (ASVS V6.2); else its hash.
 */
export function hashNewPassword(password: string, field: string): Promise<string> {
  refuseCommonPassword(password, field);
  return hashPassword(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spent on unknown usernames so that timing does not tell which usernames exist. */
let dummyHash: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
