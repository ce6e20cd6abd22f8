import { hashPassword } from '../modules/auth/passwords.ts';
import type { Database } from '../db/database.ts';
import { seedDemoFoundation, demoUsers } from './demoFoundation.ts';
import { todayInJakarta } from '../../shared/today.ts';
import { seedDemoMasterData } from './demoMasterData.ts';
import { seedReferenceData } from './referenceData.ts';
import { seedDemoOldSap } from './demoOldSap.ts';

export interface SeedResult {
  /** The demo sign-ins created by this call; empty when the database already had users. */
  demoSignIns: { userName: string; role: string }[];
}

/**
 * Reference data always; demo data only into a database without users. `demoScale` (default 1)
 * multiplies the demo master data (customers, materials, batches, invoice lines) for benchmarks.
 */
export async function seedDatabase(db: Database, options: { demo: boolean; demoPassword: string; demoScale?: number }): Promise<SeedResult> {
  await seedReferenceData(db);
  if (!options.demo) return { demoSignIns: [] };
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return { demoSignIns: [] };
  await seedDemoFoundation(db, await hashPassword(options.demoPassword));
  const demo = { today: todayInJakarta(), scale: options.demoScale ?? 1 };
  await seedDemoMasterData(db, demo);
  await seedDemoOldSap(db, demo);
  return { demoSignIns: demoUsers.map((u) => ({ userName: u.userName, role: u.role })) };
}
