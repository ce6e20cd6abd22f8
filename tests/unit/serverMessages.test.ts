import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { messages as german } from '../../src/web/i18n/locales/de/messages.po';
import { serverMessages } from '../../src/web/i18n/serverMessages.ts';
import { problemMessage } from '../../src/web/ui/problemMessage.ts';

const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? sourcesOf(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []));
const serverSource = sourcesOf('src/server').map((file) => readFileSync(file, 'utf8')).join('\n');

afterEach(() => i18n.activate('en'));

describe("the server's messages in the user's language (issue 30 item 20)", () => {
  it('are each a refusal the server still sends, word for word', () => {
    for (const { message } of serverMessages) expect(serverSource, message).toMatch(new RegExp(`['\`]${message!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['\`]`));
  });

  it("say the rule a field broke, and the server's refusals, in German", () => {
    i18n.load('de', german);
    i18n.activate('de');
    expect(problemMessage({ status: 400, detail: 'retNumber is not valid: it must NOT have more than 60 characters', field: 'retNumber', rule: 'maxLength', limit: 60 }, '')).toBe(
      'retNumber darf höchstens 60 Zeichen lang sein',
    );
    expect(problemMessage({ status: 400, detail: 'The period ends before it starts.', field: 'endDate' }, '')).toBe('Der Zeitraum endet, bevor er beginnt.');
    expect(problemMessage({ status: 409, detail: 'Return APL1 was changed by someone else; open it again.' }, 'fallback')).toBe('Return APL1 was changed by someone else; open it again.');
    expect(problemMessage(undefined, 'Etwas ist schiefgelaufen')).toBe('Etwas ist schiefgelaufen');
  });
});
