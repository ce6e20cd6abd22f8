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

/** One kind of synchronisation and its dialog (spec 001 §2.10, 002 §7). */
export interface SynchForm {
  kind: Schemas['SynchKindState']['key'];
  menuLabel: MessageDescriptor;
  title: MessageDescriptor;
  fields: SynchField[];
  /** What a dialog without fields asks before it starts. */
  confirmation?: MessageDescriptor[];
  /** The field that must be filled, with the specification's message (the server says the same). */
  required?: { name: string; message: MessageDescriptor };
  start(values: Record<string, string>): Promise<{ data?: Schemas['SynchStarted']; error?: unknown }>;
}

/** Every dialog asks for the ERP's whole answer: limit and offset 0, always sent (spec 002 §7). */
const wholeAnswer = { limit: 0, offset: 0 };

const startCrpRgp = () => api.POST('/crprgp/synch', { params: { query: wholeAnswer } });

const materialField: (name: string) => SynchField = (name) => ({ name, label: msg`Material`, maxLength: 40 });
const fillOutMaterial = msg`Please Fill Out Material Field`;
const principalField: SynchField = { name: 'i_Principal', label: msg`Principal`, numeric: true, maxLength: 10 };
const customerField: SynchField = { name: 'i_Customer', label: msg`Customer`, numeric: true, maxLength: 20 };
const nraFields: SynchField[] = [principalField, customerField, materialField('i_Material'), { name: 'i_PH3', label: msg`PH3`, maxLength: 18 }];
const nraCustomerFields: SynchField[] = [principalField, customerField, { name: 'i_CustGroup2', label: msg`Customer Group 2`, maxLength: 10 }];

export const synchForms: SynchForm[] = [
  {
    kind: 'crpRgp',
    menuLabel: msg`Crp Rgp`,
    title: msg`Synch Crp Rgp`,
    fields: [],
    // Spec 000 §2.4: the confirmation says how long it takes.
    confirmation: [msg`The synchronisation takes about 2 hours.`, msg`Synchronise the CRP/RGP settings of every client from SAP?`],
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
    start: (query) => api.POST('/customer/synch', { params: { query: { ...query, ...wholeAnswer } } }),
  },
  {
    kind: 'material',
    menuLabel: msg`Material`,
    title: msg`Synch Material`,
    fields: [materialField('P_material'), { name: 'P_DistChannel', label: msg`Distribution Channel`, maxLength: 10 }],
    required: { name: 'P_material', message: fillOutMaterial },
    start: (query) => api.POST('/material/synch', { params: { query: { ...query, ...wholeAnswer } } }),
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
    start: (query) => api.POST('/material/synchexclusion', { params: { query: { ...query, ...wholeAnswer } } }),
  },
  {
    kind: 'nraX',
    menuLabel: msg`NRA X`,
    title: msg`Synch NRA X`,
    fields: nraFields,
    start: (query) => api.POST('/nra/nrax/synch', { params: { query: { ...query, ...wholeAnswer } } }),
  },
  {
    kind: 'nraBlank',
    menuLabel: msg`NRA Blank`,
    title: msg`Synch NRA Blank`,
    fields: nraFields,
    start: (query) => api.POST('/nra/nrablank/synch', { params: { query: { ...query, ...wholeAnswer } } }),
  },
  {
    kind: 'nraCustX',
    menuLabel: msg`NRA Customer X`,
    title: msg`Synch NRA Customer X`,
    fields: nraCustomerFields,
    start: (query) => api.POST('/nra/nracustx/synch', { params: { query: { ...query, ...wholeAnswer } } }),
  },
  {
    kind: 'nraCustBlank',
    menuLabel: msg`NRA Customer Blank`,
    title: msg`Synch NRA Customer Blank`,
    fields: nraCustomerFields,
    start: (query) => api.POST('/nra/nracustblank/synch', { params: { query: { ...query, ...wholeAnswer } } }),
  },
  {
    kind: 'batch',
    menuLabel: msg`Batch`,
    title: msg`Synch Batch`,
    fields: [materialField('P_MATERIAL'), { name: 'P_BATCH', label: msg`Batch`, maxLength: 35 }],
    start: (query) => api.POST('/batch/synch', { params: { query: { ...query, ...wholeAnswer } } }),
  },
  {
    kind: 'clientFpre',
    menuLabel: msg`Client FPRE`,
    title: msg`Synch Client FPRE`,
    fields: [],
    confirmation: [msg`Synchronise the clients (principals) from SAP?`],
    start: () => api.POST('/client/fpre/synch', { params: { query: wholeAnswer } }),
  },
];

/** The Synch dropdown of the creation screens: the four kinds spec 001 §2.10 lists. */
export const creationSynchForms = synchForms.filter((f) => ['crpRgp', 'customer', 'material', 'materialExclusion'].includes(f.kind));
