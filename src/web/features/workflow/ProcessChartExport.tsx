import { ExportButtons } from './ExportButtons.tsx';

const svgType = 'image/svg+xml';

/** The chart as a standalone SVG document: its own font, since the page's styles do not go with it. */
function svgText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  // On the page the chart inherits the font (its style says so, which would beat an attribute): the
  // copy names it, or an image drawn from it falls back to a serif font.
  copy.style.fontFamily = getComputedStyle(svg).fontFamily;
  copy.style.background = '#ffffff';
  return new XMLSerializer().serializeToString(copy);
}

function download(href: string, fileName: string) {
  const link = document.createElement('a');
  link.download = fileName;
  link.href = href;
  link.click();
}

/** Export SVG and PNG of the process view's picture, whole and at its own size (issue 33, item 6). */
export function ProcessChartExport({ chart, fileName }: { chart: () => SVGSVGElement | null; fileName: string }) {
  const save = async (kind: 'svg' | 'png') => {
    const svg = chart();
    if (!svg) return;
    const url = URL.createObjectURL(new Blob([svgText(svg)], { type: svgType }));
    try {
      if (kind === 'svg') return download(url, `${fileName}.svg`);
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      // Twice the pixels: sharp when printed or zoomed.
      canvas.width = svg.width.baseVal.value * 2;
      canvas.height = svg.height.baseVal.value * 2;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.scale(2, 2);
      context.drawImage(image, 0, 0);
      download(canvas.toDataURL('image/png'), `${fileName}.png`);
    } finally {
      // The link has been followed; the address of the drawing is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    }
  };
  return <ExportButtons onSave={(kind) => void save(kind)} />;
}
