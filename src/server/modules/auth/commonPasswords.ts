import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../http/problem.ts';

/**
 * Passwords people choose most (about 50,000, from zxcvbn-ts' common list, shipped with the
 * product): a password found there is refused whatever its length (ASVS V6.2.4). Compared
 * without regard to case, since "Password1" is guessed as early as "password1".
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Refuses a new password found among the common ones, naming the field it came in. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest('This password is too common. Please choose another one.', field);
}
