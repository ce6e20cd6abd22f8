import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Database } from './database.ts';
import * as m0001 from './migrations/0001_foundation.ts';
import * as m0002 from './migrations/0002_masterdata_returns.ts';
import * as m0003 from './migrations/0003_integrations.ts';
import * as m0004 from './migrations/0004_decisions.ts';
import * as m0005 from './migrations/0005_delivery.ts';
import * as m0006 from './migrations/0006_warehouse.ts';
import * as m0007 from './migrations/0007_rejects.ts';
import * as m0008 from './migrations/0008_list_filters.ts';
import * as m0009 from './migrations/0009_lifecycle_consistency.ts';
import * as m0010 from './migrations/0010_work_list_indexes.ts';
import * as m0011 from './migrations/0011_master_lookups.ts';
import * as m0012 from './migrations/0012_synch_runs.ts';
import * as m0013 from './migrations/0013_state_entered.ts';
import * as m0014 from './migrations/0014_dashboard.ts';
import * as m0015 from './migrations/0015_workflow_moves.ts';
import * as m0016 from './migrations/0016_service_levels.ts';
import * as m0017 from './migrations/0017_report_items.ts';
import * as m0018 from './migrations/0018_state_age_ended.ts';
import * as m0019 from './migrations/0019_security_events.ts';
import * as m0020 from './migrations/0020_request_ids.ts';
import * as m0021 from './migrations/0021_two_factor.ts';
import * as m0022 from './migrations/0022_pending_line_counts.ts';
import * as m0023 from './migrations/0023_name_part_search.ts';
import * as m0024 from './migrations/0024_material_name_index_statistics.ts';
import * as m0025 from './migrations/0025_email_delivery.ts';
import * as m0026 from './migrations/0026_email_template_languages.ts';
import * as m0027 from './migrations/0027_browser_sessions.ts';
import * as m0028 from './migrations/0028_line_steps.ts';
import * as m0029 from './migrations/0029_line_paths.ts';
import * as m0030 from './migrations/0030_columns_described.ts';
import * as m0031 from './migrations/0031_dock_receiving.ts';

/** Numbered migrations, in order. A new one is a new file here and a new line below. */
const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_masterdata_returns': m0002,
  '0003_integrations': m0003,
  '0004_decisions': m0004,
  '0005_delivery': m0005,
  '0006_warehouse': m0006,
  '0007_rejects': m0007,
  '0008_list_filters': m0008,
  '0009_lifecycle_consistency': m0009,
  '0010_work_list_indexes': m0010,
  '0011_master_lookups': m0011,
  '0012_synch_runs': m0012,
  '0013_state_entered': m0013,
  '0014_dashboard': m0014,
  '0015_workflow_moves': m0015,
  '0016_service_levels': m0016,
  '0017_report_items': m0017,
  '0018_state_age_ended': m0018,
  '0019_security_events': m0019,
  '0020_request_ids': m0020,
  '0021_two_factor': m0021,
  '0022_pending_line_counts': m0022,
  '0023_name_part_search': m0023,
  '0024_material_name_index_statistics': m0024,
  '0025_email_delivery': m0025,
  '0026_email_template_languages': m0026,
  '0027_browser_sessions': m0027,
  '0028_line_steps': m0028,
  '0029_line_paths': m0029,
  '0030_columns_described': m0030,
  '0031_dock_receiving': m0031,
};

/** The migrations this version of the product expects a database to have run (readiness checks them). */
export const migrationNames: readonly string[] = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; concurrent instances serialise on Kysely's migration lock. */
export async function migrateToLatest(db: Database): Promise<void> {
  failedIf(await new Migrator({ db, provider }).migrateToLatest());
}

/** Brings the schema up to the migration `name` and no further: a database of an earlier version, to upgrade. */
export async function migrateTo(db: Database, name: string): Promise<void> {
  failedIf(await new Migrator({ db, provider }).migrateTo(name));
}

function failedIf({ error, results }: MigrationResultSet): void {
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
