import type { ExtractorType } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * Lingui extractor of generated/machineWords.json: the machines' guard labels and descriptions
 * join the catalogs under the id a macro would give their English (guardWords.ts looks them up
 * so), their `{name}` parts as the message's values.
 */
export const machineWordsExtractor: ExtractorType = {
  match: (filename) => filename.endsWith('/machineWords.json'),
  extract(filename, code, onMessageExtracted) {
    for (const words of JSON.parse(code) as string[]) onMessageExtracted({ id: generateMessageId(words), message: words, origin: [filename, 1] });
  },
};
