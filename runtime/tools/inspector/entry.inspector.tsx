import '@vitejs/plugin-react/preamble';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadFlowMachines } from '../../web/flows/flows.ts';
import { chartGraph } from './chart-graph.ts';
import { InspectorApp } from './InspectorApp.tsx';
import { layoutChart, type ChartLayout } from './layout-chart.ts';
import './inspector.css';

/**
 * Boots `/_inspector`: loads every flow's machine and lays out each chart with ELK
 * before the first render, so that, once `data-inspector-ready` is set, nothing needs the network.
 */
async function boot(): Promise<void> {
  const lang = document.documentElement.lang.startsWith('en') ? 'en' : 'fr_FR';
  const machines = await loadFlowMachines();
  const charts = new Map<string, ChartLayout>(await Promise.all([...machines].map(async ([id, machine]) => [id, await layoutChart(chartGraph(machine))] as const)));
  createRoot(document.getElementById('inspector-root')!).render(
    <StrictMode>
      <InspectorApp lang={lang} machines={machines} charts={charts} />
    </StrictMode>,
  );
  document.documentElement.dataset.inspectorReady = 'true';
}

void boot();
