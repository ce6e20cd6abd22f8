/**
 * What a user typed into a quantity input. Both notations the product's users write are read:
 * Indonesian (12,5 and 1.250) and English (12.5 and 1,250). With both separators the last one is
 * the decimal one (1.250,5 and 1,250.5). A single separator followed by exactly three digits after
 * one to three leading digits groups thousands (1.250 and 1,250 are 1250); otherwise it is the
 * decimal one (12,5, 0.001). At most three decimals; a trailing separator is still being typed.
 */
export type TypedQuantity =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'negative' }
  /** Decimals where the unit takes whole numbers only. */
  | { kind: 'fraction' }
  | { kind: 'invalid' };

const MAX_DECIMALS = 3;

/** The digits before and after the decimal separator, or null when the text is no number. */
function split(text: string): [string, string] | null {
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const separators = [...text].filter((c) => c === '.' || c === ',');
  const kinds = new Set(separators);
  let decimal: string | null = null;
  if (kinds.size === 2) decimal = text[Math.max(text.lastIndexOf('.'), text.lastIndexOf(','))]!;
  else if (separators.length === 1) {
    const [whole, after] = text.split(separators[0]!) as [string, string];
    const groupsThousands = after.length === 3 && /^[1-9]\d{0,2}$/.test(whole);
    if (!groupsThousands) decimal = separators[0]!;
  }
  const [wholePart, fraction = ''] = decimal ? (text.split(decimal) as [string, string?]) : [text];
  if (decimal && text.split(decimal).length > 2) return null;
  const group = separators.find((c) => c !== decimal);
  const groups = group ? wholePart.split(group) : [wholePart];
  const grouped = groups.length === 1 || (/^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g)));
  if (!grouped || /[.,]/.test(fraction) || fraction.length > MAX_DECIMALS) return null;
  return [groups.join('') || '0', fraction];
}

export function parseTypedQuantity(typed: string, fractions: boolean): TypedQuantity {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '');
  // A lone separator is the start of ",5".
  if (!text || text === '.' || text === ',') return { kind: 'empty' };
  if (/^[-−]/.test(text)) return { kind: 'negative' };
  const parts = split(text);
  if (!parts) return { kind: 'invalid' };
  const value = Number(`${parts[0]}.${parts[1] || '0'}`);
  if (!fractions && !Number.isInteger(value)) return { kind: 'fraction' };
  return { kind: 'number', value };
}

/** A quantity as the input shows it: the decimal separator of the user's language, no grouping. */
export function formatQuantity(value: number | null, locale: string): string {
  if (value === null) return '';
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: MAX_DECIMALS }).format(value);
}
