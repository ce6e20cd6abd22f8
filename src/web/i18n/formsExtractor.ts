import type { ExtractorType } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/** Every `ui:title` of a ui schema, at any depth. */
function titlesOf(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    key === 'ui:title' && typeof value === 'string' ? [value] : titlesOf(value),
  );
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
