/** The outbox kinds of master-data synchronisation; GET /synch/{jobId} reads only these. */
export const synchKinds = {
  customer: 'synch.customer',
  material: 'synch.material',
  materialExclusion: 'synch.materialExclusion',
  crpRgp: 'synch.crpRgp',
  nraX: 'synch.nrax',
  nraBlank: 'synch.nrablank',
  nraCustX: 'synch.nracustx',
  nraCustBlank: 'synch.nracustblank',
  batch: 'synch.batch',
  clientFpre: 'synch.clientFpre',
} as const;

export type SynchKey = keyof typeof synchKinds;

/** What the Synchronisation screen lists of each kind: the call that starts it and its name in messages. */
export const synchCatalogue: readonly { key: SynchKey; path: string; title: string }[] = [
  { key: 'crpRgp', path: '/crprgp/synch', title: 'CRP RGP' },
  { key: 'customer', path: '/customer/synch', title: 'customer' },
  { key: 'material', path: '/material/synch', title: 'material' },
  { key: 'materialExclusion', path: '/material/synchexclusion', title: 'material exclusion' },
  { key: 'nraX', path: '/nra/nrax/synch', title: 'NRAX' },
  { key: 'nraBlank', path: '/nra/nrablank/synch', title: 'NRA blank' },
  { key: 'nraCustX', path: '/nra/nracustx/synch', title: 'NRA customer X' },
  { key: 'nraCustBlank', path: '/nra/nracustblank/synch', title: 'NRA customer blank' },
  { key: 'batch', path: '/batch/synch', title: 'batch' },
  { key: 'clientFpre', path: '/client/fpre/synch', title: 'client FPRE' },
];

export const allSynchKinds = Object.values(synchKinds);

/** "1 record updated." / "3 records updated." */
export const recordsUpdated = (count: number) => `${count} ${count === 1 ? 'record' : 'records'} updated.`;

/** A job's end with the rows it really inserted, changed or removed, in the dialogs' words. */
export const synchronised = (what: string, rowsChanged: number) => ({ message: `${what} synchronised: ${recordsUpdated(rowsChanged)}`, rowsChanged });
