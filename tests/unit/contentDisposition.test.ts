import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../src/server/http/contentDisposition.ts';

describe('contentDisposition', () => {
  it('sends an ASCII name as it is', () => {
    expect(contentDisposition('inline', 'FPRE-APL100126000001.pdf')).toBe('inline; filename="FPRE-APL100126000001.pdf"');
  });

  it('sends any other name in filename* (UTF-8, percent-encoded) beside an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'фото.png')).toBe(`attachment; filename="____.png"; filename*=UTF-8''%D1%84%D0%BE%D1%82%D0%BE.png`);
  });

  it('never lets a quote, a backslash or a line break out of the header value', () => {
    const header = contentDisposition('inline', 'a"b\\c\r\nd.png');
    expect(header).toBe(`inline; filename="a_b_c__d.png"; filename*=UTF-8''a%22b%5Cc%0D%0Ad.png`);
  });

  it('percent-encodes what RFC 5987 does not allow bare', () => {
    expect(contentDisposition('inline', "it's (1) *x*.png")).toBe(`inline; filename="it's (1) *x*.png"`);
    expect(contentDisposition('inline', "é it's (1).png")).toBe(`inline; filename="_ it's (1).png"; filename*=UTF-8''%C3%A9%20it%27s%20%281%29.png`);
  });
});
