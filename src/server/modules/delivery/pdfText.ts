import type { PDFFont } from 'pdf-lib';

const supportedOf = new WeakMap<PDFFont, Set<number>>();
/** Signs common in remarks that WinAnsi lacks, written the way a typist would. */
const spelledOut: Record<string, string> = { '≥': '>=', '≤': '<=', '≠': '!=', '→': '->', '←': '<-' };

/**
 * Text a standard PDF font can write: pdf-lib's standard fonts encode WinAnsi only and throw on
 * anything else (Japanese, '≥', emoji). Compatibility forms are folded first (full-width 'Ａ'
 * becomes 'A'), control characters become spaces, a few signs are spelled out ('≥' as '>='), and
 * what still cannot be encoded becomes '?'.
 */
export function encodable(font: PDFFont, text: string): string {
  let supported = supportedOf.get(font);
  if (!supported) supportedOf.set(font, (supported = new Set(font.getCharacterSet())));
  let out = '';
  for (const ch of text.normalize('NFKC')) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += ' ';
    else out += supported.has(code) ? ch : (spelledOut[ch] ?? '?');
  }
  return out;
}

const ellipsis = '…';

/** How many leading characters of `text`, followed by `suffix`, fit `width` (bisection). */
function fittingLength(font: PDFFont, size: number, text: string, width: number, suffix = ''): number {
  let [low, high] = [0, text.length];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (font.widthOfTextAtSize(text.slice(0, mid) + suffix, size) <= width) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** `text` cut with an ellipsis so that it fits `width` (text already encodable). */
function cut(font: PDFFont, size: number, text: string, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  return text.slice(0, fittingLength(font, size, text, width, ellipsis)).trimEnd() + ellipsis;
}

/** One line of encodable text that fits `width`. */
export function fitted(font: PDFFont, size: number, text: string, width: number): string {
  return cut(font, size, encodable(font, text).trim(), width);
}

/**
 * Encodable text broken into lines of at most `width` at word boundaries (a word longer than a
 * line is broken inside), at most `maxLines`, the last one cut with an ellipsis when text remains.
 */
export function wrapped(font: PDFFont, size: number, text: string, width: number, maxLines: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of encodable(font, text).split(' ').filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current)) {
      const end = Math.max(1, fittingLength(font, size, current, width));
      lines.push(current.slice(0, end));
      current = current.slice(end);
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = cut(font, size, `${kept[maxLines - 1]}${ellipsis}`, width);
  return kept;
}
