import { roles, type Role } from '../../shared/roles.ts';
import type { Database } from '../db/database.ts';

export const demoPlants = [
  { plant_code: '1001', plant_name: 'Jakarta Branch', cut_off_date: '2026-01-01', is_live: true },
  { plant_code: '1002', plant_name: 'Surabaya Branch', cut_off_date: '2026-03-01', is_live: true },
  { plant_code: '1003', plant_name: 'Bandung Branch', cut_off_date: null, is_live: false },
];

export const demoClients = [
  { client_code: '800071', client_name: 'PT Sehat Farma Indonesia' },
  { client_code: '800072', client_name: 'PT Nusantara Consumer Goods' },
];

const allPlants = demoPlants.map((p) => p.plant_code);
const headOffice: readonly Role[] = ['ADMIN', 'ADMINISTRATOR', 'OPERATION_HO', 'QAHO', 'DISPLAY', 'DISPLAY_ONLY'];

interface DemoUser {
  userName: string;
  fullName: string;
  role: Role;
  plants: string[];
  clients: string[];
}

/** One user per role (username = the role in lower case) and second-plant / second-client peers. */
export const demoUsers: DemoUser[] = [
  ...roles.map((role) => ({
    userName: role.toLowerCase(),
    fullName: demoName(role),
    role,
    plants: headOffice.includes(role) ? allPlants : ['1001'],
    clients: role === 'CLIENT' ? ['800071'] : role === 'OPERATION_HO' ? ['800071', '800072'] : [],
  })),
  { userName: 'fss2', fullName: 'Rina Wijaya', role: 'FSS', plants: ['1002'], clients: [] },
  { userName: 'brqa2', fullName: 'Agus Salim', role: 'BRQA', plants: ['1002'], clients: [] },
  { userName: 'chief_delivery2', fullName: 'Yusuf Hakim', role: 'CHIEF_DELIVERY', plants: ['1002'], clients: [] },
  { userName: 'chief_warehouse2', fullName: 'Maya Kartika', role: 'CHIEF_WAREHOUSE', plants: ['1002'], clients: [] },
  { userName: 'client2', fullName: 'Hendra Gunawan', role: 'CLIENT', plants: ['1001', '1002'], clients: ['800072'] },
];

/** A demo user's full name by login (what the screens show of them). */
export const demoFullName = (userName: string): string => demoUsers.find((u) => u.userName === userName)!.fullName;

function demoName(role: Role): string {
  const names: Record<Role, string> = {
    ADMIN: 'Ayu Admin',
    ADMINISTRATOR: 'Budi Santoso',
    OPERATION_HO: 'Citra Lestari',
    SALES_SERVICE: 'Dewi Anggraini',
    DISPLAY: 'Eko Prasetyo',
    DISPLAY_ONLY: 'Fajar Nugroho',
    FSS: 'Gita Permata',
    ASM: 'Hadi Susanto',
    NSM: 'Indah Puspita',
    BM: 'Joko Widodo',
    BRQA: 'Kartika Sari',
    QAHO: 'Lukman Hakim',
    CLIENT: 'Mega Putri',
    CHIEF_DELIVERY: 'Nanda Pratama',
    CHIEF_WAREHOUSE: 'Oka Mahendra',
    FPRE: 'Putu Ardana',
  };
  return names[role];
}

/** Plants, clients and the demo users, all with one password (hashed once). */
export async function seedDemoFoundation(db: Database, passwordHash: string): Promise<void> {
  await db
    .insertInto('plants')
    .values(demoPlants)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('clients')
    .values(demoClients)
    .onConflict((oc) => oc.doNothing())
    .execute();
  const roleIds = new Map((await db.selectFrom('roles').select(['role_id', 'role_name']).execute()).map((r) => [r.role_name, r.role_id]));
  for (const u of demoUsers) {
    const { user_id } = await db
      .insertInto('users')
      .values({
        user_name: u.userName,
        full_name: u.fullName,
        email: `${u.userName}@demo.goods-return.test`,
        password_hash: passwordHash,
        user_type: u.role === 'CLIENT' ? 'E' : 'I',
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_roles')
      .values({ user_id, role_id: roleIds.get(u.role)! })
      .execute();
    await db
      .insertInto('user_plants')
      .values(u.plants.map((plant_code) => ({ user_id, plant_code })))
      .execute();
    if (u.clients.length) {
      await db
        .insertInto('user_clients')
        .values(u.clients.map((client_code) => ({ user_id, client_code })))
        .execute();
    }
  }
}
