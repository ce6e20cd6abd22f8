import type { ExtractorType } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/** Every label of a ui schema (`ui:title`, the names of a choice's values `ui:enumNames`), at any depth. */
function titlesOf(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => {
    if (key === 'ui:title' && typeof value === 'string') return [value];
    if (key === 'ui:enumNames' && Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
    return titlesOf(value);
  });
}

/**
 * Lingui extractor of the forms/ ui schemas: their labels join the catalogs as messages under
 * the id a macro would give the same English text (formLabels.ts reads them so), and a label
 * missing a translation fails the build like any other message.
 */
export const formsExtractor: ExtractorType = {
  match: (filename) => filename.endsWith('.ui.json'),
  extract(filename, code, onMessageExtracted) {
    for (const label of new Set(titlesOf(JSON.parse(code)))) {
      onMessageExtracted({ id: generateMessageId(label), message: label, origin: [filename, 1] });
    }
  },
};
