import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '../../src/web/i18n/languages.ts';

/** The messages of a Lingui catalog: msgid → msgstr (multi-line strings joined), the header left out. */
function messagesOf(language: string): Map<string, string> {
  const po = readFileSync(`src/web/i18n/locales/${language}/messages.po`, 'utf8');
  const messages = new Map<string, string>();
  for (const entry of po.split(/\n\n+/)) {
    const id = /^msgid ((?:"(?:[^"\\]|\\.)*"\n?)+)/m.exec(entry);
    const str = /^msgstr ((?:"(?:[^"\\]|\\.)*"\n?)+)/m.exec(entry);
    if (!id || !str) continue;
    const text = (quoted: string) => quoted.trim().split('\n').map((part) => JSON.parse(part) as string).join('');
    if (text(id[1]!) !== '') messages.set(text(id[1]!), text(str[1]!));
  }
  return messages;
}

describe('the six languages', () => {
  const english = messagesOf('en');
  it.each(languages.map((l) => l.code).filter((code) => code !== 'en'))('%s has every message of the English catalog, each translated', (language) => {
    const catalog = messagesOf(language);
    expect([...english.keys()].filter((id) => !catalog.has(id))).toEqual([]);
    expect([...catalog].filter(([, translated]) => translated.trim() === '').map(([id]) => id)).toEqual([]);
  });
});
