import Fastify from 'fastify';
import { stepsDecidedBy } from '../machines/returns/route.ts';
import { openPostgres } from '../src/server/db/database.ts';
import { loadPrincipal } from '../src/server/modules/auth/principal.ts';
import { deliveryPage } from '../src/server/modules/delivery/deliveryPage.ts';
import { warehousePage } from '../src/server/modules/warehouse/warehousePage.ts';
import { pendingLinesPage } from '../src/server/modules/approvals/pendingLines.ts';
import { needApprovalPage, newRegistrationsPage } from '../src/server/modules/dashboard/dashboardLists.ts';

/**
 * The floor the product is measured against: a bare Fastify running the same repository
 * functions (the same SQL) for every work list and the dashboard's lists, as the users the bench
 * measures them as, without authentication, validation, lifecycle snapshots or response schemas
 * (issue 58). Started by run.ts on BENCH_BARE_PORT; a target names its route (`bare`).
 */
const url = process.env.BENCH_DATABASE_URL!;
const port = Number(process.env.BENCH_BARE_PORT ?? 3901);
const { db } = await openPostgres(url);
const userNamed = async (name: string) => {
  const { user_id } = await db.selectFrom('users').select('user_id').where('user_name', '=', name).executeTakeFirstOrThrow();
  return (await loadPrincipal(db, user_id))!;
};
const fss = await userNamed('fss');
const client = await userNamed('client');
const brqa = await userNamed('brqa');
const qaho = await userNamed('qaho');
const chiefDelivery = await userNamed('chief_delivery');
const chiefWarehouse = await userNamed('chief_warehouse');
const display = await userNamed('display');
const page = { pageNo: 1, pageSize: 10 };
const app = Fastify();
app.get('/fss', async () => (await pendingLinesPage(db, fss, stepsDecidedBy('SALES'), {}, page)).rows);
app.get('/client', async () => (await pendingLinesPage(db, client, stepsDecidedBy('CLIENT'), {}, page)).rows);
app.get('/brqa', async () => (await pendingLinesPage(db, brqa, stepsDecidedBy('BRQA'), {}, page)).rows);
app.get('/qaho', async () => (await pendingLinesPage(db, qaho, stepsDecidedBy('QAHO'), {}, page)).rows);
app.get('/delivery', async () => (await deliveryPage(db, chiefDelivery, {}, page)).rows);
app.get('/warehouse', async () => (await warehousePage(db, chiefWarehouse, {}, page)).rows);
app.get('/dashboard/new', async () => (await newRegistrationsPage(db, display, page, {})).rows);
app.get('/dashboard/need/own', async () => (await needApprovalPage(db, fss, 'own', page, {})).rows);
app.get('/dashboard/need/chain', async () => (await needApprovalPage(db, display, 'wholeChain', page, {})).rows);
await app.listen({ port, host: '127.0.0.1' });
