import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { messages as german } from '../../src/web/i18n/locales/de/messages.po';
import serverMessages from '../../src/web/i18n/serverMessages.json';
import { problemMessage } from '../../src/web/i18n/problemMessage.ts';

const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourcesOf(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
const serverSource = sourcesOf('src/server')
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** The message as the server's source writes it: a quoted string, its `{name}` parts as `${…}` of a template literal. */
const asWritten = (message: string) => {
  const parts = message.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&'));
  return new RegExp(`['\`]${parts.join('\\$\\{[^}]+\\}')}['\`]`);
};

afterEach(() => i18n.activate('en'));

describe("the server's messages in the user's language (issue 30 item 20)", () => {
  it('are each a refusal the server still sends, word for word', () => {
    for (const message of serverMessages) expect(serverSource, message).toMatch(asWritten(message));
  });

  it("say the rule a field broke, and the server's refusals with their values, in German", () => {
    i18n.load('de', german);
    i18n.activate('de');
    expect(
      problemMessage(
        { status: 400, detail: 'retNumber is not valid: it must NOT have more than 60 characters', field: 'retNumber', rule: 'maxLength', limit: 60 },
        '',
      ),
    ).toBe('retNumber darf höchstens 60 Zeichen lang sein');
    expect(problemMessage({ status: 400, detail: 'The period ends before it starts.', field: 'endDate' }, '')).toBe('Der Zeitraum endet, bevor er beginnt.');
    expect(problemMessage({ status: 409, detail: 'Return APL100126000001 was changed by someone else; open it again.' }, '')).toBe(
      'Retoure APL100126000001 wurde von jemand anderem geändert; öffnen Sie sie erneut.',
    );
    expect(problemMessage({ status: 409, detail: 'Return APL1 is no longer waiting at SALES: it is at CD now.' }, '')).toBe(
      'Retoure APL1 wartet nicht mehr bei SALES: Sie ist jetzt bei CD.',
    );
    expect(problemMessage({ status: 409, detail: 'A refusal the catalog does not hold.' }, 'fallback')).toBe('A refusal the catalog does not hold.');
    expect(problemMessage(undefined, 'Etwas ist schiefgelaufen')).toBe('Etwas ist schiefgelaufen');
  });
});
