const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A template's text as HTML: paragraphs at blank lines, line breaks kept, its links clickable. */
export function htmlOf(text: string): string {
  const paragraphs = text.split(/\n{2,}/).map((p) =>
    escaped(p)
      .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
      .replace(/\n/g, '<br>\n'),
  );
  return `<!doctype html>\n<html><body>\n${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}\n</body></html>\n`;
}
