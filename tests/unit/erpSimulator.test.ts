import { describe, expect, it } from 'vitest';
import { customerAt, materialAt } from '../../src/server/seed/demoMasterData.ts';
import { ErpUnavailableError } from '../../src/server/modules/integrations/erp/erpClient.ts';
import { createErpSimulator } from '../../src/server/simulators/erpSimulator.ts';

const quiet = { failure: 'none', latencyMs: 0 } as const;

describe('ERP simulator', () => {
  it('answers the same question the same way, whichever simulator is asked', async () => {
    const a = createErpSimulator(quiet);
    const b = createErpSimulator(quiet);
    for (const code of ['30000001', '30000150', '30000204']) {
      expect(await a.pullCustomers({ customerCode: code })).toEqual(await b.pullCustomers({ customerCode: code }));
    }
    expect(await a.pullMaterials({ material: '10000321' })).toEqual(await b.pullMaterials({ material: '10000321' }));
    expect(await a.pullCrpRgpSettings()).toEqual(await b.pullCrpRgpSettings());
  });

  it('holds the demo master data value for value', async () => {
    const erp = createErpSimulator(quiet);
    const [customer] = (await erp.pullCustomers({ customerCode: '30000042' })).records;
    const seeded = customerAt(41).row;
    expect(customer).toMatchObject({
      customerCode: seeded.customer_code,
      customerName: seeded.customer_name,
      plantCode: seeded.plant_code,
      blocked: seeded.blocked,
    });
    const [material] = (await erp.pullMaterials({ material: '10000008' })).records;
    expect(material).toMatchObject({ materialName: materialAt(7).row.material_name, clientCode: materialAt(7).row.client_code });
    expect((await erp.pullMaterialExclusions({ material: '10000008' })).records).toEqual([
      { materialCode: '10000008', salesOrg: null, customerCode: null, batch: null, plantCode: '1001', ic4: null, docCat: null, cg1: null },
    ]);
  });

  it('knows a few records beyond the seeded ones and answers like SAP for the rest', async () => {
    const erp = createErpSimulator(quiet);
    expect((await erp.pullCustomers({ customerCode: '30000205' })).records).toHaveLength(1);
    expect(await erp.pullCustomers({ customerCode: '30000206' })).toEqual({ records: [], message: 'No data found in SAP for customer 30000206' });
    expect(await erp.pullMaterials({ material: 'ABC' })).toEqual({ records: [], message: 'No data found in SAP for material ABC' });
    expect((await createErpSimulator(quiet, 2).pullCustomers({ customerCode: '30000206' })).records).toHaveLength(1);
  });

  it('fails always, or only the first time a question is asked, when told to', async () => {
    const down = createErpSimulator({ ...quiet, failure: 'always' });
    await expect(down.pullCrpRgpSettings()).rejects.toBeInstanceOf(ErpUnavailableError);
    await expect(down.pullCrpRgpSettings()).rejects.toMatchObject({ status: 504 });
    const flaky = createErpSimulator({ ...quiet, failure: 'once' });
    await expect(flaky.pullCustomers({ customerCode: '30000001' })).rejects.toBeInstanceOf(ErpUnavailableError);
    expect((await flaky.pullCustomers({ customerCode: '30000001' })).records).toHaveLength(1);
    await expect(flaky.pullCustomers({ customerCode: '30000002' })).rejects.toBeInstanceOf(ErpUnavailableError);
  });
});
