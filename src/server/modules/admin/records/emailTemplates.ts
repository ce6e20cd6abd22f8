import type { Database } from '../../../db/database.ts';
import { filter } from '../../../lists/formLists.ts';
import { badRequest, conflict, type Problem } from '../../../http/problem.ts';
import { emailPlaceholders, placeholdersOf } from '../../integrations/index.ts';
import { defineAdminRecord } from './adminRecord.ts';

type Values = Record<string, unknown>;

/** A template of an e-mail the product sends, using only the placeholders that e-mail fills. */
export function templateProblem(values: Values): Problem | null {
  const code = String(values.templateCode);
  const known = emailPlaceholders[code];
  if (!known) return badRequest(`The product sends no e-mail ${code} (it sends ${Object.keys(emailPlaceholders).join(', ')}).`, 'templateCode');
  for (const field of ['subject', 'body'] as const) {
    const unknown = placeholdersOf(String(values[field] ?? '')).filter((name) => !Object.hasOwn(known, name));
    if (unknown.length)
      return badRequest(
        `${unknown.map((n) => `{{${n}}}`).join(', ')} is not filled in ${code}; use ${Object.keys(known)
          .map((n) => `{{${n}}}`)
          .join(', ')}.`,
        field,
      );
  }
  return null;
}

/** E-mail templates (/emailtpl): one per e-mail the product sends and language it is written in (English always). */
export const emailTemplates = defineAdminRecord({
  form: 'admin/emailtpl',
  entity: 'e-mail template',
  idField: 'templateId',
  from: (db) => db.selectFrom('email_templates as t'),
  fields: {
    templateId: 't.template_id',
    templateCode: 't.template_code',
    language: 't.language',
    subject: 't.subject',
    body: 't.body',
    updatedAt: 't.updated_at',
  },
  filters: {
    templateCode: filter.startsWith('t.template_code'),
    subject: filter.contains('t.subject'),
  },
  order: ['templateCode', 'language'],
  write: {
    table: 'email_templates',
    idColumn: 'template_id',
    columns: { templateCode: 'template_code', language: 'language', subject: 'subject', body: 'body' },
    touchedAt: 'updated_at',
    taken: (v) => `The template ${String(v.templateCode)} in ${String(v.language ?? 'en')} already exists; edit it.`,
    check: async (_db: Database, values) => templateProblem(values),
    // The English version is the one every recipient without their own language's gets.
    checkDelete: async (_db, before) =>
      Object.hasOwn(emailPlaceholders, String(before.templateCode)) && before.language === 'en'
        ? conflict(`The product sends ${String(before.templateCode)}; edit the template instead of deleting it.`)
        : null,
  },
});
