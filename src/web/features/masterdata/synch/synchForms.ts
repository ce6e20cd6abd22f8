import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { api, type Schemas } from '../../../api/client.ts';

export interface SynchField {
  /** The query parameter the value goes to. */
  name: string;
  label: MessageDescriptor;
  numeric?: boolean;
  maxLength: number;
}

/** One entry of the Synch menu and its dialog (spec 001 §2.10). */
export interface SynchForm {
  kind: 'crpRgp' | 'customer' | 'material' | 'materialExclusion';
  menuLabel: MessageDescriptor;
  title: MessageDescriptor;
  fields: SynchField[];
  /** The field that must be filled, with the specification's message (the server says the same). */
  required?: { name: string; message: MessageDescriptor };
  start(values: Record<string, string>): Promise<{ data?: Schemas['SynchStarted']; error?: unknown }>;
}

const startCrpRgp = () => api.POST('/crprgp/synch');

const materialField: (name: string) => SynchField = (name) => ({ name, label: msg`Material`, maxLength: 40 });
const fillOutMaterial = msg`Please Fill Out Material Field`;

export const synchForms: SynchForm[] = [
  {
    kind: 'crpRgp',
    menuLabel: msg`Crp Rgp`,
    title: msg`Synch Crp Rgp`,
    fields: [],
    start: startCrpRgp,
  },
  {
    kind: 'customer',
    menuLabel: msg`Customer`,
    title: msg`Synch Customer`,
    fields: [
      { name: 'P_CustomerCode', label: msg`Customer Code`, numeric: true, maxLength: 20 },
      { name: 'P_CustomerName', label: msg`Customer Name`, maxLength: 100 },
    ],
    required: { name: 'P_CustomerCode', message: msg`Please Fill Out Customer Code Field` },
    start: (query) => api.POST('/customer/synch', { params: { query } }),
  },
  {
    kind: 'material',
    menuLabel: msg`Material`,
    title: msg`Synch Material`,
    fields: [materialField('P_material'), { name: 'P_DistChannel', label: msg`Distribution Channel`, maxLength: 10 }],
    required: { name: 'P_material', message: fillOutMaterial },
    start: (query) => api.POST('/material/synch', { params: { query } }),
  },
  {
    kind: 'materialExclusion',
    menuLabel: msg`Material Exc`,
    title: msg`Synch Material Ext`,
    fields: [
      { name: 'P_SalesOrg', label: msg`Sales Org`, maxLength: 10 },
      materialField('P_Material'),
      { name: 'P_Customer', label: msg`Customer`, numeric: true, maxLength: 20 },
      { name: 'P_Batch', label: msg`Batch`, maxLength: 35 },
      { name: 'P_Plant', label: msg`Plant`, maxLength: 10 },
      { name: 'P_IC4', label: msg`IC4`, maxLength: 20 },
      { name: 'P_DocCat', label: msg`DocCat`, maxLength: 20 },
      { name: 'P_CG1', label: msg`CG1`, maxLength: 20 },
    ],
    required: { name: 'P_Material', message: fillOutMaterial },
    start: (query) => api.POST('/material/synchexclusion', { params: { query } }),
  },
];
