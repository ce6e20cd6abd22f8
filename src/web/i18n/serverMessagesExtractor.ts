import type { ExtractorType } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * Lingui extractor of i18n/serverMessages.json: the server's refusals a user meets join the
 * catalogs under the id a macro would give their English (problemMessage looks them up so), their
 * `{name}` parts as the message's values; a missing translation fails the build.
 */
export const serverMessagesExtractor: ExtractorType = {
  match: (filename) => filename.endsWith('/serverMessages.json'),
  extract(filename, code, onMessageExtracted) {
    for (const message of JSON.parse(code) as string[]) onMessageExtracted({ id: generateMessageId(message), message, origin: [filename, 1] });
  },
};
