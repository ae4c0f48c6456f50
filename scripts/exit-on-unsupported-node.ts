import { nodeSupport } from './node-support.ts';

// Imported first by `npm start`, so an unsupported Node is named before anything else loads.
const support = nodeSupport(process.version);
if (support.level === 'unsupported') {
  console.error(support.message);
  process.exit(1);
}
if (support.level === 'end-of-life') console.warn(support.message);
