import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '../../src/web/i18n/languages.ts';

/** The messages of a Lingui catalog: msgid (as `context|msgid` where it has a context) → msgstr (multi-line strings joined), the header left out. */
function messagesOf(language: string): Map<string, string> {
  const po = readFileSync(`src/web/i18n/locales/${language}/messages.po`, 'utf8');
  const messages = new Map<string, string>();
  for (const entry of po.split(/\n\n+/)) {
    const context = /^msgctxt "((?:[^"\\]|\\.)*)"/m.exec(entry);
    const id = /^msgid ((?:"(?:[^"\\]|\\.)*"\n?)+)/m.exec(entry);
    const str = /^msgstr ((?:"(?:[^"\\]|\\.)*"\n?)+)/m.exec(entry);
    if (!id || !str) continue;
    const text = (quoted: string) =>
      quoted
        .trim()
        .split('\n')
        .map((part) => JSON.parse(part) as string)
        .join('');
    if (text(id[1]!) !== '') messages.set(`${context ? `${context[1]}|` : ''}${text(id[1]!)}`, text(str[1]!));
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

  /**
   * One word for one thing in each language, and an ambiguous English word told apart by its
   * context (issue 30 item 16: the row-number column "No" read "Nein", the Draft status "Save
   * draft", German named a plant "Werk" and "Niederlassung").
   */
  const glossary: { term: RegExp; words: Record<string, RegExp> }[] = [
    { term: /\bplants?\b/i, words: { de: /Werk/ } },
    { term: /\buom\b/i, words: { de: /ME\b|einheit/i, es: /UM\b|unidad/i, fr: /unité/i, ja: /単位/, zh: /单位/ } },
  ];
  it.each(languages.map((l) => l.code).filter((code) => code !== 'en'))(
    '%s names each thing of the glossary with one word, and tells an ambiguous word apart',
    (language) => {
      const catalog = messagesOf(language);
      for (const { term, words } of glossary) {
        const word = words[language];
        if (!word) continue;
        expect([...catalog].filter(([id, translated]) => term.test(id.split('|').at(-1)!) && !word.test(translated)).map(([id]) => id)).toEqual([]);
      }
      expect(catalog.get('row number|No')).not.toBe(catalog.get('No'));
      expect(catalog.get('return status|Draft')).not.toBe(catalog.get('Draft'));
    },
  );
});
