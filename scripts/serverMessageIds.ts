import { readFileSync, writeFileSync } from 'node:fs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * The server's refusals a user meets (src/web/i18n/serverMessages.json), each with the id its
 * English has in the catalogs, in generated/serverMessageIds.json: the page translates a refusal
 * by looking its id up, so the first page's script carries no hash function.
 */
export function serverMessageIds(): void {
  const messages = JSON.parse(readFileSync('src/web/i18n/serverMessages.json', 'utf8')) as string[];
  writeFileSync('generated/serverMessageIds.json', `${JSON.stringify(messages.map((message) => [message, generateMessageId(message)]))}\n`);
}
