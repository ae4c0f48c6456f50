import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartGraph, ChartState } from './chart-graph.ts';

/** A state's box, in the chart's coordinates. */
export interface ChartBox {
  id: string;
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  compound: boolean;
  anchor: boolean;
  parallel: boolean;
  final: boolean;
  depth: number;
}

export interface ChartEdge {
  id: string;
  source: string;
  target: string;
  /** Polyline points, absolute. */
  points: { x: number; y: number }[];
  label: { text: string; x: number; y: number; width: number; height: number } | null;
}

export interface ChartLayout {
  width: number;
  height: number;
  boxes: ChartBox[];
  edges: ChartEdge[];
}

const CHAR_WIDTH = 7;
const LINE_HEIGHT = 16;
const elk = new ELK();

function toElk(state: ChartState): ElkNode {
  if (state.anchor) return { id: state.id, width: 24, height: 24 };
  const width = Math.max(80, state.key.length * CHAR_WIDTH + 24);
  if (state.children.length === 0) return { id: state.id, width, height: 36, labels: [{ text: state.key }] };
  return {
    id: state.id,
    labels: [{ text: state.key, width: state.key.length * CHAR_WIDTH, height: LINE_HEIGHT }],
    layoutOptions: { 'elk.padding': '[top=32,left=16,bottom=16,right=16]', 'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT' },
    children: state.children.map(toElk),
  };
}

/**
 * Lays a machine's chart out with ELK's layered algorithm (children inside their parent state,
 * edges routed across levels), and returns boxes and edge polylines in absolute coordinates.
 */
export async function layoutChart(graph: ChartGraph): Promise<ChartLayout> {
  const root: ElkNode = {
    ...toElk(graph.root),
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '32',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.padding': '[top=32,left=16,bottom=16,right=16]',
    },
    edges: graph.transitions.map((transition): ElkExtendedEdge => ({
      id: transition.id,
      sources: [transition.source],
      targets: [transition.target],
      labels: [{ text: transition.label, width: transition.label.length * 6.2 + 8, height: LINE_HEIGHT }],
    })),
  };
  const laid = await elk.layout(root);
  const boxes: ChartBox[] = [];
  const offsets = new Map<string, { x: number; y: number }>();
  const walk = (node: ElkNode, dx: number, dy: number, depth: number, state: ChartState) => {
    const x = dx + (node.x ?? 0);
    const y = dy + (node.y ?? 0);
    offsets.set(node.id, { x, y });
    boxes.push({ id: node.id, key: state.key, x, y, width: node.width ?? 0, height: node.height ?? 0, compound: state.children.length > 0, anchor: state.anchor ?? false, parallel: state.parallel, final: state.final, depth });
    node.children?.forEach((child, i) => walk(child, x, y, depth + 1, state.children[i]!));
  };
  walk(laid, 0, 0, 0, graph.root);
  const edges = (laid.edges ?? []).map((edge): ChartEdge => {
    const transition = graph.transitions.find((one) => one.id === edge.id)!;
    const offset = offsets.get((edge as ElkExtendedEdge & { container?: string }).container ?? laid.id) ?? { x: 0, y: 0 };
    const points = (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]).map((point) => ({ x: point.x + offset.x, y: point.y + offset.y }));
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      source: transition.source,
      target: transition.target,
      points,
      label: label ? { text: transition.label, x: (label.x ?? 0) + offset.x, y: (label.y ?? 0) + offset.y, width: label.width ?? 0, height: label.height ?? 0 } : null,
    };
  });
  return { width: laid.width ?? 0, height: laid.height ?? 0, boxes, edges };
}
