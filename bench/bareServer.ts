import Fastify from 'fastify';
import { openPostgres } from '../src/server/db/database.ts';
import { loadPrincipal } from '../src/server/modules/auth/principal.ts';
import { deliveryPage } from '../src/server/modules/approvals/index.ts';
import { pendingLinesPage } from '../src/server/modules/approvals/pendingLines.ts';

/**
 * The floor the product is measured against: a bare Fastify running the same repository
 * functions (the same SQL) for the FSS list and Chief Delivery, without authentication,
 * validation, lifecycle snapshots or response schemas. Started by run.ts on BENCH_BARE_PORT.
 */
const url = process.env.BENCH_DATABASE_URL!;
const port = Number(process.env.BENCH_BARE_PORT ?? 3901);
const { db } = await openPostgres(url);
const userNamed = async (name: string) => {
  const { user_id } = await db.selectFrom('users').select('user_id').where('user_name', '=', name).executeTakeFirstOrThrow();
  return (await loadPrincipal(db, user_id))!;
};
const fss = await userNamed('fss');
const chiefDelivery = await userNamed('chief_delivery');
const app = Fastify();
app.get('/fss', async () => (await pendingLinesPage(db, fss, ['SALES'], {}, { pageNo: 1, pageSize: 10 })).rows);
app.get('/delivery', async () => (await deliveryPage(db, chiefDelivery, {}, { pageNo: 1, pageSize: 10 })).rows);
await app.listen({ port, host: '127.0.0.1' });
