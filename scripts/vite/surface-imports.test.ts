import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSurface, rewriteSurfaceImports } from './surface-imports.ts';

const surfaceFile = '/app/runtime/index.ts';
const surfaceText = `/** The surface. */
export { BlockImage, imageSeoName } from './ui/BlockImage.tsx';
export type { BlockImageProps } from './ui/block-image.schema.ts';
export { useLazyActor as useActor, type StartedActor } from './ui/use-lazy-actor.ts';
`;

describe('surface imports', () => {
  it('maps each value export of the surface to the module that defines it, types left out', () => {
    const surface = readSurface(surfaceFile, surfaceText);
    expect([...surface.keys()]).toEqual(['BlockImage', 'imageSeoName', 'useActor']);
    expect(surface.get('useActor')).toEqual({ file: '/app/runtime/ui/use-lazy-actor.ts', imported: 'useLazyActor' });
  });

  it('refuses a surface that defines something itself', () => {
    expect(() => readSurface(surfaceFile, `${surfaceText}export const x = 1;\n`)).toThrow(/only `export \{ … \} from/);
  });

  it('points a block’s import of the surface at the defining modules, aliases kept', () => {
    const surface = readSurface(surfaceFile, surfaceText);
    const code = `import { BlockImage, useActor as start } from "../../runtime/index.ts";\nimport { x } from "./local.ts";\n`;
    const out = rewriteSurfaceImports(code, '/app/blocks/hero/Hero.tsx', surfaceFile, surface);
    expect(out).toBe(
      `import { BlockImage } from "/app/runtime/ui/BlockImage.tsx";\nimport { useLazyActor as start } from "/app/runtime/ui/use-lazy-actor.ts";\nimport { x } from "./local.ts";\n`,
    );
  });

  it('leaves other imports, and imports of names the surface does not list, as written', () => {
    const surface = readSurface(surfaceFile, surfaceText);
    expect(rewriteSurfaceImports(`import { a } from "./runtime/index.ts";`, '/app/blocks/hero/Hero.tsx', surfaceFile, surface)).toBeNull();
    expect(rewriteSurfaceImports(`import { Nope } from "../../runtime/index.ts";`, '/app/blocks/hero/Hero.tsx', surfaceFile, surface)).toBeNull();
  });

  it('reads the real runtime surface, every value export pointing at a file that exists', () => {
    const real = fileURLToPath(new URL('../../runtime/index.ts', import.meta.url));
    const surface = readSurface(real);
    expect(surface.size).toBeGreaterThan(30);
    for (const [name, binding] of surface) expect(existsSync(binding.file), `${name} → ${binding.file}`).toBe(true);
  });
});
