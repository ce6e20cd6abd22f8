import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { api, type Schemas } from '../../../api/client.ts';

export interface SynchField {
  /** The query parameter the value goes to. */
  name: string;
  /** The English label (forms/ ui:title), said in the user's language by translatedLabel. */
  label: string;
  /** Only digits are kept as the user types (the schema's pattern allows digits alone). */
  numeric: boolean;
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

interface FieldSchema {
  maxLength: number;
  pattern?: string;
}
// The dialogs' fields, as openapi.yaml's synch operations take them: forms/synch, read at build time.
const files = import.meta.glob<{ properties?: Record<string, FieldSchema>; 'ui:order'?: string[] } & Record<string, unknown>>(
  '../../../../../forms/synch/*.json',
  {
    eager: true,
    import: 'default',
  },
);

/** The fields of a forms/synch form, in its ui:order, with its labels and its limits. */
function fieldsOf(form: string): SynchField[] {
  const schema = files[`../../../../../forms/synch/${form}.schema.json`];
  const ui = files[`../../../../../forms/synch/${form}.ui.json`];
  if (!schema?.properties || !ui?.['ui:order']) throw new Error(`forms/synch/${form} is missing`);
  return ui['ui:order'].map((name) => {
    const property = schema.properties![name]!;
    return { name, label: (ui[name] as { 'ui:title': string })['ui:title'], numeric: /\\d/.test(property.pattern ?? ''), maxLength: property.maxLength };
  });
}

const fillOutMaterial = msg`Please Fill Out Material Field`;
const nraFields = fieldsOf('nra');
const nraCustomerFields = fieldsOf('nraCustomer');

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
    fields: fieldsOf('customer'),
    required: { name: 'P_CustomerCode', message: msg`Please Fill Out Customer Code Field` },
    start: (query) => api.POST('/customer/synch', { params: { query: { ...query, ...wholeAnswer } } }),
  },
  {
    kind: 'material',
    menuLabel: msg`Material`,
    title: msg`Synch Material`,
    fields: fieldsOf('material'),
    required: { name: 'P_material', message: fillOutMaterial },
    start: (query) => api.POST('/material/synch', { params: { query: { ...query, ...wholeAnswer } } }),
  },
  {
    kind: 'materialExclusion',
    menuLabel: msg`Material Exc`,
    title: msg`Synch Material Ext`,
    fields: fieldsOf('materialExclusion'),
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
    fields: fieldsOf('batch'),
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
