/**
 * Gives the flat scene pictures of the demo sites the finish of their home heroes (light, depth,
 * grain; see finish-svg.ts): the coach company's morning light. The estate's pictures are drawn
 * with their light by scripts/imagery/domaine/build-domaine-pictures.ts instead. Run once: `npx tsx scripts/imagery/finish-pictures.ts`
 * (a finished picture is left as it is). Logos, labels, awards and product shots keep their look.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { finishSvg, type FinishLight } from './finish-svg.ts';

const sets: { folders: string[]; light: FinishLight }[] = [
  {
    folders: ['site-configs/autocars/media/fleet', 'site-configs/autocars/media/trips', 'site-configs/autocars/media/company'],
    light: { glow: '#FFF1CC', glowOpacity: 0.65, shade: '#0B2233', shadeOpacity: 0.32 },
  },
];

let count = 0;
for (const { folders, light } of sets) {
  for (const folder of folders) {
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.svg'))) {
      const path = join(folder, name);
      const before = readFileSync(path, 'utf8');
      const after = finishSvg(before, light);
      if (after !== before) {
        writeFileSync(path, after);
        count += 1;
      }
    }
  }
}
console.log(`${count} pictures finished`);
