/** The outbox kinds of master-data synchronisation; GET /synch/{jobId} reads only these. */
export const synchKinds = {
  customer: 'synch.customer',
  material: 'synch.material',
  materialExclusion: 'synch.materialExclusion',
  crpRgp: 'synch.crpRgp',
} as const;

export const allSynchKinds = Object.values(synchKinds);

/** "1 record updated." / "3 records updated." */
export const recordsUpdated = (count: number) => `${count} ${count === 1 ? 'record' : 'records'} updated.`;
