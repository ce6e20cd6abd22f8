import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../../src/server/db/database.ts';
import { migrateTo, migrateToLatest } from '../../../src/server/db/migrate.ts';
import { databaseUrlFor } from '../../fixtures/postgresUrls.ts';

/**
 * docs/operations.md, "Upgrading a large database": an operator builds migration 0023's index
 * beforehand, without holding off saves, and the upgrade then runs over it.
 */
const database = inject('database');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(database.kind === 'postgres')('upgrading a large PostgreSQL database', () => {
  it('keeps the trigram index an operator built concurrently before the upgrade, and adds the rest of the migration', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `gr_t_upgrade_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const handle = await openPostgres(databaseUrlFor(adminUrl, name), 2);
    cleanups.push(() => handle.close());
    const { db } = handle;
    await migrateTo(db, '0022_pending_line_counts');

    // As the operator runs them with psql, each alone (concurrently refuses a transaction).
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index concurrently if not exists return_items_material_name_trgm_idx on return_items using gin (lower(material_name) gin_trgm_ops)`.execute(
      db,
    );
    const built = await sql<{ oid: number }>`select 'return_items_material_name_trgm_idx'::regclass::oid as oid`.execute(db);

    await migrateToLatest(db);
    const indexes = await sql<{ oid: number; valid: boolean }>`
      select i.indexrelid::int as oid, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname = 'return_items_material_name_trgm_idx'`.execute(db);
    expect(indexes.rows).toEqual([{ oid: built.rows[0]!.oid, valid: true }]);
    // Its statistics keep 500 names (migration 0024), on the index the operator built.
    const target = await sql<{
      target: number;
    }>`select attstattarget::int as target from pg_attribute where attrelid = 'return_items_material_name_trgm_idx'::regclass and attnum = 1`.execute(db);
    expect(target.rows).toEqual([{ target: 500 }]);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(applied.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['0023_name_part_search', '0024_material_name_index_statistics']));
  });
});
