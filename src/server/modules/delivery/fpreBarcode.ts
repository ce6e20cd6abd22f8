import bwipjs from 'bwip-js/node';

/** A linear code as the widths of its bars and spaces, in modules: a bar first, then they alternate. */
export interface Bars {
  widths: readonly number[];
  modules: number;
}

/**
 * The Code 128 bars of a text (bwip-js encodes it, choosing the code sets and the check digit),
 * to be drawn as vector rectangles: sharp at any print resolution, which a scanner reads best.
 */
export function code128Bars(text: string): Bars {
  const [symbol] = bwipjs.raw('code128', text, {});
  if (!symbol || !('sbs' in symbol)) throw new Error(`bwip-js gave no bars for ${text}.`);
  return { widths: symbol.sbs, modules: symbol.sbs.reduce((sum, w) => sum + w, 0) };
}
