import { useEffect, useRef } from 'react';
import type { ChartLayout } from './layout-chart.ts';

export interface StateChartProps {
  layout: ChartLayout;
  /** The ids of the state nodes the machine is in. */
  active: ReadonlySet<string>;
  /** The accessible name: the machine and its current state. */
  label: string;
}

const arrowId = 'inspector-arrow';

/** A machine's state chart as laid out by ELK: states as boxes (the current ones highlighted), transitions as arrows. */
export function StateChart({ layout, active, label }: StateChartProps) {
  const pad = 8;
  const ref = useRef<SVGSVGElement>(null);
  // The current state in view (a big chart scrolls in its panel).
  useEffect(() => {
    const leaves = ref.current?.querySelectorAll('.inspector-state.is-active:not(.is-compound)');
    leaves?.[0]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <svg ref={ref} className="inspector-chart" role="img" aria-label={label} viewBox={`${-pad} ${-pad} ${layout.width + pad * 2} ${layout.height + pad * 2}`} width={layout.width + pad * 2}>
      <defs>
        <marker id={arrowId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" fill="#475569" />
        </marker>
      </defs>
      {layout.boxes.map((box) =>
        box.depth === 0 ? null : box.anchor ? (
          <g key={box.id} className="inspector-anchor">
            <circle cx={box.x + box.width / 2} cy={box.y + box.height / 2} r={box.width / 2} />
            <text x={box.x + box.width / 2} y={box.y + box.height / 2 + 5} textAnchor="middle">
              *
            </text>
          </g>
        ) : (
          <g key={box.id} className={`inspector-state${active.has(box.id) ? ' is-active' : ''}${box.compound ? ' is-compound' : ''}`} data-state={box.id} data-active={active.has(box.id) || undefined}>
            <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={box.compound ? 10 : 18} strokeDasharray={box.parallel ? '6 4' : undefined} />
            <text x={box.compound ? box.x + 12 : box.x + box.width / 2} y={box.compound ? box.y + 20 : box.y + box.height / 2 + 5} textAnchor={box.compound ? 'start' : 'middle'}>
              {box.key}
            </text>
          </g>
        ),
      )}
      {layout.edges.map((edge) => (
        <g key={edge.id} className="inspector-edge">
          <polyline points={edge.points.map((point) => `${point.x},${point.y}`).join(' ')} markerEnd={`url(#${arrowId})`} />
          {edge.label ? (
            <text x={edge.label.x + 4} y={edge.label.y + 12}>
              {edge.label.text}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}
