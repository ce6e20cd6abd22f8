import { getNodesBounds, getViewportForBounds, Panel, useReactFlow } from '@xyflow/react';
import { toPng, toSvg } from 'html-to-image';
import { ExportButtons } from './ExportButtons.tsx';

const MARGIN = 40;

/**
 * Export SVG and PNG of the whole chart, not the part in view: the states' bounds drawn at full
 * size on white (React Flow's own way, with html-to-image 1.11.11, the last that exports edges).
 */
export function ChartExport({ fileName }: { fileName: string }) {
  const { getNodes } = useReactFlow();
  const save = async (kind: 'svg' | 'png') => {
    const bounds = getNodesBounds(getNodes());
    const width = Math.ceil(bounds.width + 2 * MARGIN);
    const height = Math.ceil(bounds.height + 2 * MARGIN);
    const viewport = getViewportForBounds(bounds, width, height, 1, 1, 0);
    const element = document.querySelector<HTMLElement>('[data-testid="machine-chart"] .react-flow__viewport')!;
    const options = {
      backgroundColor: '#ffffff',
      width,
      height,
      style: { width: `${width}px`, height: `${height}px`, transform: `translate(${viewport.x}px, ${viewport.y}px) scale(${viewport.zoom})` },
    };
    const link = document.createElement('a');
    link.download = `${fileName}.${kind}`;
    link.href = kind === 'svg' ? await toSvg(element, options) : await toPng(element, options);
    link.click();
  };
  return (
    <Panel position="top-right">
      <ExportButtons onSave={(kind) => void save(kind)} />
    </Panel>
  );
}
