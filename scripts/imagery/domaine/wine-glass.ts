/**
 * A stemmed glass in real proportions: the INAO tasting glass (155 mm tall, an egg-shaped bowl
 * closing towards the rim) or a sparkling flute, optionally holding wine with its surface and
 * bubbles. Thin glass reads through its rim, its edges and two highlights, not a fill.
 */
import { linear, n } from './svg-kit.ts';

export type GlassShape = 'inao' | 'flute';

interface GlassProfile {
  foot: number;
  stemTop: number;
  /** Bowl half-width at its widest, where, and at the rim. */
  belly: number;
  bellyAt: number;
  rim: number;
}

const GLASSES: Record<GlassShape, GlassProfile> = {
  inao: { foot: 0.21, stemTop: 0.34, belly: 0.215, bellyAt: 0.56, rim: 0.155 },
  flute: { foot: 0.17, stemTop: 0.3, belly: 0.1, bellyAt: 0.8, rim: 0.092 },
};

/**
 * Draws the glass standing on (cx, base), `height` tall. `wine` is its colour or null for an
 * empty glass, `level` how high it reaches in the bowl (0–1). Ids are prefixed with `id`.
 */
export function wineGlass(id: string, shape: GlassShape, cx: number, base: number, height: number, wine: string | null, level = 0.35): { defs: string; body: string } {
  const g = GLASSES[shape];
  const y = (u: number) => base - u * height;
  const w = (f: number) => f * height;
  const bowlBottom = g.stemTop;
  const bowl = `M${n(cx - w(0.018))} ${n(y(bowlBottom))} C${n(cx - w(g.belly * 0.9))} ${n(y(bowlBottom + 0.02))} ${n(cx - w(g.belly))} ${n(y(g.bellyAt - 0.12))} ${n(cx - w(g.belly))} ${n(y(g.bellyAt))} C${n(cx - w(g.belly))} ${n(y(0.82))} ${n(cx - w(g.rim))} ${n(y(0.93))} ${n(cx - w(g.rim))} ${n(y(1))} L${n(cx + w(g.rim))} ${n(y(1))} C${n(cx + w(g.rim))} ${n(y(0.93))} ${n(cx + w(g.belly))} ${n(y(0.82))} ${n(cx + w(g.belly))} ${n(y(g.bellyAt))} C${n(cx + w(g.belly))} ${n(y(g.bellyAt - 0.12))} ${n(cx + w(g.belly * 0.9))} ${n(y(bowlBottom + 0.02))} ${n(cx + w(0.018))} ${n(y(bowlBottom))}Z`;
  const defs = [
    `<clipPath id="${id}-bowl"><path d="${bowl}"/></clipPath>`,
    linear(`${id}-glass`, [[0, '#6E6A64', 0.22], [0.12, '#fff', 0.25], [0.3, '#fff', 0.06], [0.75, '#8A857E', 0.06], [1, '#4E4A44', 0.28]], [0, 0, 1, 0]),
    linear(`${id}-stem`, [[0, '#8E8A84', 0.7], [0.4, '#fff', 0.9], [1, '#6E6A64', 0.7]], [0, 0, 1, 0]),
    wine ? linear(`${id}-wine`, [[0, wine], [1, wine, 0.78]], [0, 0, 0, 1]) : '',
  ].join('');
  const top = bowlBottom + (1 - bowlBottom) * level;
  const parts: string[] = [];
  parts.push(`<ellipse cx="${n(cx + w(0.04))}" cy="${n(base)}" rx="${n(w(g.foot * 1.3))}" ry="${n(w(0.03))}" fill="#000" opacity="0.18"/>`);
  // foot and stem
  parts.push(`<ellipse cx="${n(cx)}" cy="${n(y(0.008))}" rx="${n(w(g.foot))}" ry="${n(w(0.028))}" fill="#fff" fill-opacity="0.35" stroke="#5A554E" stroke-opacity="0.5" stroke-width="${n(w(0.006))}"/>`);
  parts.push(`<path d="M${n(cx - w(0.05))} ${n(y(0.012))} Q${n(cx - w(0.012))} ${n(y(0.03))} ${n(cx - w(0.011))} ${n(y(0.08))} L${n(cx - w(0.012))} ${n(y(bowlBottom))} L${n(cx + w(0.012))} ${n(y(bowlBottom))} L${n(cx + w(0.011))} ${n(y(0.08))} Q${n(cx + w(0.012))} ${n(y(0.03))} ${n(cx + w(0.05))} ${n(y(0.012))}Z" fill="url(#${id}-stem)"/>`);
  // the bowl: a faint fill, then the wine, then the edges and the rim
  parts.push(`<path d="${bowl}" fill="url(#${id}-glass)"/>`);
  if (wine) {
    const surfaceHalf = shape === 'flute' ? g.belly * 0.98 : g.belly * (level > 0.25 ? 0.97 : 0.85);
    const inner: string[] = [`<rect x="${n(cx - height)}" y="${n(y(top))}" width="${n(height * 2)}" height="${n(height * (top - bowlBottom) + 2)}" fill="url(#${id}-wine)"/>`];
    inner.push(`<ellipse cx="${n(cx)}" cy="${n(y(top))}" rx="${n(w(surfaceHalf))}" ry="${n(w(0.022))}" fill="#fff" opacity="0.35"/>`);
    if (shape === 'flute') {
      for (let i = 0; i < 14; i += 1) {
        const bx = cx + w(((i * 37) % 13) / 13 - 0.5) * g.belly * 1.4;
        const by = y(bowlBottom + ((i * 53) % 17) / 17 * (top - bowlBottom));
        inner.push(`<circle cx="${n(bx)}" cy="${n(by)}" r="${n(w(0.005 + (i % 3) * 0.002))}" fill="#fff" opacity="0.75"/>`);
      }
    }
    parts.push(`<g clip-path="url(#${id}-bowl)">${inner.join('')}</g>`);
  }
  // thin glass shows as a dark line against a light ground and a bright one against a dark ground
  parts.push(`<path d="${bowl}" fill="none" stroke="#2E2A26" stroke-opacity="0.45" stroke-width="${n(w(0.008))}"/>`);
  parts.push(`<path d="${bowl}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="${n(w(0.004))}"/>`);
  parts.push(`<ellipse cx="${n(cx)}" cy="${n(y(1))}" rx="${n(w(g.rim))}" ry="${n(w(0.018))}" fill="none" stroke="#3A3630" stroke-opacity="0.4" stroke-width="${n(w(0.008))}"/><ellipse cx="${n(cx)}" cy="${n(y(1))}" rx="${n(w(g.rim))}" ry="${n(w(0.018))}" fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="${n(w(0.004))}"/>`);
  parts.push(`<path d="M${n(cx - w(g.belly * 0.72))} ${n(y(g.bellyAt - 0.1))} C${n(cx - w(g.belly * 0.8))} ${n(y(g.bellyAt + 0.08))} ${n(cx - w(g.rim * 0.85))} ${n(y(0.86))} ${n(cx - w(g.rim * 0.8))} ${n(y(0.95))}" stroke="#fff" stroke-opacity="0.8" stroke-width="${n(w(0.014))}" fill="none" stroke-linecap="round"/>`);
  parts.push(`<path d="M${n(cx + w(g.belly * 0.78))} ${n(y(g.bellyAt - 0.04))} C${n(cx + w(g.belly * 0.82))} ${n(y(g.bellyAt + 0.06))} ${n(cx + w(g.rim * 0.95))} ${n(y(0.82))} ${n(cx + w(g.rim * 0.9))} ${n(y(0.88))}" stroke="#fff" stroke-opacity="0.45" stroke-width="${n(w(0.008))}" fill="none" stroke-linecap="round"/>`);
  return { defs, body: parts.join('\n') };
}
