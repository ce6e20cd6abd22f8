import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * An e-mail template may have a version in each of the product's languages (issue 32): a mail
 * goes in its recipient's language where its template has one, in English otherwise. The
 * existing templates are the English ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    alter table email_templates add column language text not null default 'en' check (language in ('en', 'de', 'es', 'fr', 'ja', 'zh'));
    alter table email_templates drop constraint email_templates_template_code_key;
    alter table email_templates add constraint email_templates_code_language_key unique (template_code, language);
    `,
  );
}
