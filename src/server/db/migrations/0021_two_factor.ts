import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * Two-factor sign-in (issue 15, item 2): a user's TOTP secret (pending until a first code
 * confirms it) with the last time step accepted (a code is not taken twice), the recovery codes
 * as hashes, and code attempts counted with the sign-in attempts (kind 'two-factor').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    create table user_two_factor (
      user_id integer primary key references users (user_id) on delete cascade,
      secret text not null,
      confirmed_at timestamptz,
      last_time_step integer,
      created_at timestamptz not null default now()
    );

    create table two_factor_recovery_codes (
      code_hash text primary key,
      user_id integer not null references users (user_id) on delete cascade,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index two_factor_recovery_codes_user_idx on two_factor_recovery_codes (user_id);

    alter table auth_attempts drop constraint auth_attempts_kind_check;
    alter table auth_attempts add constraint auth_attempts_kind_check check (kind in ('login', 'register', 'forgot', 'two-factor'));
    `,
  );
}
