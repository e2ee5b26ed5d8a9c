/**
 * Product pictures for the demo catalogue, drawn as SVG and rendered to WebP by sharp (nothing is downloaded).
 * Each design is drawn in the variant's metal with its stone, so every metal swatch shows its own picture.
 * Canvas: 800×1000 (the 4:5 product ratio of docs/shop/design.md).
 */
import type { Material } from '#domain/catalog-constants';

export type Stone = 'diamond' | 'ruby' | 'emerald' | 'sapphire' | 'pearl' | 'none';
export type Shape =
  | 'ring-solitaire'
  | 'ring-halo'
  | 'ring-three-stone'
  | 'ring-band'
  | 'ring-eternity'
  | 'ring-cocktail'
  | 'ring-stack'
  | 'stud'
  | 'stud-flower'
  | 'stud-heart'
  | 'hoop'
  | 'drop'
  | 'jhumka'
  | 'pendant'
  | 'pendant-eye'
  | 'chain'
  | 'choker'
  | 'mangalsutra'
  | 'bangle'
  | 'kada'
  | 'tennis'
  | 'chain-bracelet';
export type View = 'front' | 'detail';

export interface ArtSpec {
  shape: Shape;
  metal: Material;
  stone: Stone;
  view: View;
}

const METAL: Record<Material, [string, string, string]> = {
  'Yellow Gold': ['#F7E7A1', '#D4AF37', '#8F6B1A'],
  'Rose Gold': ['#F6D0C6', '#C07E86', '#7E4450'],
  'White Gold': ['#FFFFFF', '#DCD8CE', '#8F897C'],
  Silver: ['#FBFBFB', '#C4C4C4', '#707070'],
  Platinum: ['#F4F4F1', '#B1B0AB', '#62615D'],
};

const STONE: Record<Exclude<Stone, 'none'>, [string, string, string]> = {
  diamond: ['#FFFFFF', '#E6F0F7', '#A9BCCB'],
  ruby: ['#F0677A', '#B3122B', '#5E0714'],
  emerald: ['#5FD39A', '#0B7A45', '#033A20'],
  sapphire: ['#7FA8F0', '#1F4FB8', '#0A2260'],
  pearl: ['#FFFFFF', '#F4EEE2', '#CFC3AE'],
};

function defs(metal: Material, stone: Stone, view: View): string {
  const [ml, mm, md] = METAL[metal];
  const s = STONE[stone === 'none' ? 'diamond' : stone];
  const bg = view === 'front' ? ['#FFFDF9', '#F4EEE4'] : ['#FBF4E8', '#EBDDC6'];
  return `<defs>
  <radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></radialGradient>
  <linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ml}"/><stop offset="0.45" stop-color="${mm}"/><stop offset="0.75" stop-color="${md}"/><stop offset="1" stop-color="${mm}"/></linearGradient>
  <linearGradient id="mv" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ml}"/><stop offset="0.5" stop-color="${mm}"/><stop offset="1" stop-color="${md}"/></linearGradient>
  <radialGradient id="s" cx="38%" cy="32%" r="70%"><stop offset="0" stop-color="${s[0]}"/><stop offset="0.55" stop-color="${s[1]}"/><stop offset="1" stop-color="${s[2]}"/></radialGradient>
  <radialGradient id="sh" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  <radialGradient id="bead" cx="35%" cy="30%" r="70%"><stop offset="0" stop-color="#6b6b6b"/><stop offset="1" stop-color="#0d0d0d"/></radialGradient>
</defs>`;
}

/** A round cut stone with facet lines and a sparkle. */
function gem(cx: number, cy: number, r: number, stone: Stone): string {
  if (stone === 'none')
    return `<circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="url(#m)" stroke="#00000022"/>`;
  if (stone === 'pearl') {
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#s)" stroke="#00000018"/><circle cx="${cx - r * 0.35}" cy="${cy - r * 0.35}" r="${r * 0.2}" fill="#fff" opacity="0.8"/>`;
  }
  const pts: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI / 4) * i + Math.PI / 8;
    pts.push(`${(cx + Math.cos(a) * r * 0.55).toFixed(1)},${(cy + Math.sin(a) * r * 0.55).toFixed(1)}`);
  }
  const rays = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI / 4) * i + Math.PI / 8;
    return `M${(cx + Math.cos(a) * r * 0.55).toFixed(1)} ${(cy + Math.sin(a) * r * 0.55).toFixed(1)} L${(cx + Math.cos(a) * r).toFixed(1)} ${(cy + Math.sin(a) * r).toFixed(1)}`;
  }).join(' ');
  return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#s)" stroke="#00000030" stroke-width="1.5"/>
<polygon points="${pts.join(' ')}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="1.5"/>
<path d="${rays}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="1.2"/>
<path d="M${cx - r * 0.45} ${cy - r * 0.5} l${r * 0.12} ${r * 0.12} M${cx - r * 0.5} ${cy - r * 0.2} l${r * 0.3} 0" stroke="#fff" stroke-width="${Math.max(2, r * 0.08)}" stroke-linecap="round" opacity="0.9"/></g>`;
}

/** Four prongs holding a stone. */
function prongs(cx: number, cy: number, r: number): string {
  return [-1, 1]
    .flatMap((sx) =>
      [-1, 1].map(
        (sy) =>
          `<circle cx="${cx + sx * r * 0.72}" cy="${cy + sy * r * 0.72}" r="${Math.max(3, r * 0.13)}" fill="url(#m)" stroke="#00000030"/>`,
      ),
    )
    .join('');
}

/** A ring band seen at an angle: an ellipse with thickness. */
function band(cx: number, cy: number, rx: number, ry: number, w: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="url(#mv)" stroke-width="${w}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx - w / 2}" ry="${ry - w / 2}" fill="none" stroke="#00000026" stroke-width="2"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx + w / 2}" ry="${ry + w / 2}" fill="none" stroke="#ffffff66" stroke-width="2"/>`;
}

function shadow(cx: number, cy: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.12}" fill="url(#sh)"/>`;
}

function pavedArc(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  from: number,
  to: number,
  n: number,
  r: number,
  stone: Stone,
): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = from + ((to - from) * i) / (n - 1);
    out += gem(cx + Math.cos(a) * rx, cy + Math.sin(a) * ry, r, stone);
  }
  return out;
}

function chainPath(d: string, w = 7): string {
  return `<path d="${d}" fill="none" stroke="url(#m)" stroke-width="${w}" stroke-linecap="round" stroke-dasharray="14 5"/>
<path d="${d}" fill="none" stroke="#00000022" stroke-width="${w + 2}" stroke-linecap="round" stroke-dasharray="1 18" stroke-dashoffset="-6"/>`;
}

function heart(cx: number, cy: number, s: number): string {
  return `<path d="M${cx} ${cy + s * 0.9} C ${cx - s * 1.4} ${cy - s * 0.1}, ${cx - s * 0.7} ${cy - s * 1.1}, ${cx} ${cy - s * 0.45} C ${cx + s * 0.7} ${cy - s * 1.1}, ${cx + s * 1.4} ${cy - s * 0.1}, ${cx} ${cy + s * 0.9} Z" fill="url(#m)" stroke="#00000030" stroke-width="2"/>`;
}

const DRAW: Record<Shape, (stone: Stone) => string> = {
  'ring-solitaire': (st) =>
    shadow(400, 800, 230) + band(400, 600, 210, 150, 30) + prongs(400, 430, 70) + gem(400, 430, 70, st),
  'ring-halo': (st) =>
    shadow(400, 800, 230) +
    band(400, 600, 210, 150, 28) +
    pavedArc(400, 430, 92, 92, 0, Math.PI * 2, 17, 16, 'diamond') +
    gem(400, 430, 64, st),
  'ring-three-stone': (st) =>
    shadow(400, 800, 230) +
    band(400, 600, 210, 150, 28) +
    gem(300, 462, 44, 'diamond') +
    gem(500, 462, 44, 'diamond') +
    prongs(400, 440, 62) +
    gem(400, 440, 62, st),
  'ring-band': () =>
    shadow(400, 790, 240) +
    band(400, 560, 230, 170, 56) +
    `<ellipse cx="400" cy="560" rx="230" ry="170" fill="none" stroke="#ffffff55" stroke-width="3" stroke-dasharray="2 10"/>`,
  'ring-eternity': (st) =>
    shadow(400, 790, 240) +
    band(400, 560, 230, 170, 46) +
    pavedArc(400, 560, 230, 170, Math.PI * 0.05, Math.PI * 0.95, 13, 19, st),
  'ring-cocktail': (_st) =>
    shadow(400, 800, 230) +
    band(400, 620, 200, 140, 32) +
    pavedArc(400, 420, 122, 98, 0, Math.PI * 2, 22, 14, 'diamond') +
    `<ellipse cx="400" cy="420" rx="100" ry="78" fill="url(#s)" stroke="#00000040" stroke-width="2"/><ellipse cx="400" cy="420" rx="60" ry="44" fill="none" stroke="#ffffff88" stroke-width="2"/><path d="M340 385 l25 12" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.85"/>`,
  'ring-stack': (st) =>
    shadow(400, 800, 230) +
    band(400, 520, 210, 150, 16) +
    band(400, 600, 210, 150, 16) +
    pavedArc(400, 600, 210, 150, Math.PI * 0.15, Math.PI * 0.85, 9, 11, st) +
    band(400, 680, 210, 150, 16),
  stud: (st) =>
    [270, 530].map((x) => prongs(x, 470, 86) + gem(x, 470, 86, st)).join('') + shadow(400, 640, 260),
  'stud-flower': (_st) =>
    [270, 530]
      .map(
        (x) =>
          Array.from({ length: 6 }, (_, i) => {
            const a = (Math.PI / 3) * i;
            return `<ellipse cx="${x + Math.cos(a) * 62}" cy="${470 + Math.sin(a) * 62}" rx="42" ry="24" transform="rotate(${(a * 180) / Math.PI} ${x + Math.cos(a) * 62} ${470 + Math.sin(a) * 62})" fill="url(#s)" stroke="url(#m)" stroke-width="5"/>`;
          }).join('') + gem(x, 470, 30, 'diamond'),
      )
      .join('') + shadow(400, 640, 260),
  'stud-heart': (st) =>
    [270, 530].map((x) => heart(x, 470, 90) + gem(x, 460, 34, st)).join('') + shadow(400, 640, 260),
  hoop: (st) =>
    [265, 535]
      .map(
        (x) =>
          `<circle cx="${x}" cy="500" r="120" fill="none" stroke="url(#mv)" stroke-width="26"/><circle cx="${x}" cy="500" r="120" fill="none" stroke="#ffffff70" stroke-width="3" stroke-dasharray="3 14"/>` +
          (st === 'none' ? '' : pavedArc(x, 500, 120, 120, Math.PI * 0.1, Math.PI * 0.9, 7, 11, st)),
      )
      .join('') + shadow(400, 700, 280),
  drop: (_st) =>
    [270, 530]
      .map(
        (x) =>
          gem(x, 330, 30, 'diamond') +
          `<path d="M${x} 362 L${x} 430" stroke="url(#m)" stroke-width="8"/>` +
          `<path d="M${x} 430 C ${x - 80} 540, ${x - 70} 640, ${x} 660 C ${x + 70} 640, ${x + 80} 540, ${x} 430 Z" fill="url(#s)" stroke="url(#m)" stroke-width="9"/>` +
          `<path d="M${x - 25} 520 l16 -30" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.8"/>`,
      )
      .join('') + shadow(400, 760, 260),
  jhumka: (st) =>
    [270, 530]
      .map(
        (x) =>
          gem(x, 300, 34, st === 'none' ? 'ruby' : st) +
          `<path d="M${x} 336 L${x} 380" stroke="url(#m)" stroke-width="8"/>` +
          `<path d="M${x - 100} 560 C ${x - 100} 430, ${x - 40} 380, ${x} 380 C ${x + 40} 380, ${x + 100} 430, ${x + 100} 560 Z" fill="url(#mv)" stroke="#00000030" stroke-width="2"/>` +
          `<path d="M${x - 100} 560 L${x + 100} 560" stroke="#ffffff80" stroke-width="3" stroke-dasharray="4 8"/>` +
          Array.from(
            { length: 7 },
            (_, i) =>
              `<circle cx="${x - 90 + i * 30}" cy="${590 + (i % 2) * 12}" r="11" fill="url(#s)" stroke="#00000025"/>`,
          ).join(''),
      )
      .join('') + shadow(400, 720, 280),
  pendant: (st) =>
    chainPath('M110 120 C 180 520, 330 560, 400 600 C 470 560, 620 520, 690 120') +
    `<path d="M400 600 L400 640" stroke="url(#m)" stroke-width="9"/>` +
    prongs(400, 700, 62) +
    gem(400, 700, 62, st) +
    shadow(400, 830, 180),
  'pendant-eye': () =>
    chainPath('M110 120 C 180 520, 330 560, 400 600 C 470 560, 620 520, 690 120') +
    `<ellipse cx="400" cy="690" rx="95" ry="58" fill="url(#m)" stroke="#00000030" stroke-width="2"/><ellipse cx="400" cy="690" rx="78" ry="45" fill="#1F4FB8"/><circle cx="400" cy="690" r="30" fill="#7FC4F0"/><circle cx="400" cy="690" r="14" fill="#0B1530"/><circle cx="390" cy="680" r="6" fill="#fff"/>` +
    shadow(400, 830, 180),
  chain: () =>
    chainPath('M100 120 C 160 600, 320 700, 400 720 C 480 700, 640 600, 700 120', 11) +
    `<circle cx="400" cy="722" r="16" fill="none" stroke="url(#m)" stroke-width="7"/>` +
    shadow(400, 840, 200),
  choker: (st) =>
    `<path d="M130 260 C 170 560, 320 640, 400 650 C 480 640, 630 560, 670 260" fill="none" stroke="url(#mv)" stroke-width="46" stroke-linecap="round"/>` +
    Array.from({ length: 11 }, (_, i) => {
      const t = 0.1 + (0.8 * i) / 10;
      const x = 130 + 540 * t;
      const y = 260 + 390 * Math.sin(Math.PI * t) * 0.98;
      return gem(x, y, i === 5 ? 30 : 20, i % 2 === 0 ? st : 'diamond');
    }).join('') +
    shadow(400, 820, 230),
  mangalsutra: (st) =>
    `<path d="M120 120 C 180 520, 330 560, 400 590 C 470 560, 620 520, 680 120" fill="none" stroke="url(#bead)" stroke-width="14" stroke-linecap="round" stroke-dasharray="0.1 18"/>` +
    `<path d="M120 120 C 180 520, 330 560, 400 590 C 470 560, 620 520, 680 120" fill="none" stroke="url(#m)" stroke-width="3"/>` +
    `<path d="M400 592 L400 630" stroke="url(#m)" stroke-width="8"/><path d="M330 640 L470 640 L400 760 Z" fill="url(#m)" stroke="#00000030" stroke-width="2"/>` +
    gem(400, 668, 24, st) +
    shadow(400, 840, 180),
  bangle: (st) =>
    shadow(400, 800, 270) +
    band(400, 520, 250, 190, 40) +
    (st === 'none' ? '' : pavedArc(400, 520, 250, 190, Math.PI * 0.15, Math.PI * 0.85, 11, 13, st)),
  kada: () =>
    shadow(400, 800, 270) +
    band(400, 520, 250, 190, 78) +
    `<ellipse cx="400" cy="520" rx="250" ry="190" fill="none" stroke="#00000030" stroke-width="3" stroke-dasharray="6 10"/><ellipse cx="400" cy="520" rx="250" ry="190" fill="none" stroke="#ffffff88" stroke-width="2" stroke-dasharray="2 14" stroke-dashoffset="5"/>`,
  tennis: (st) =>
    shadow(400, 800, 270) +
    `<ellipse cx="400" cy="520" rx="250" ry="180" fill="none" stroke="url(#mv)" stroke-width="30"/>` +
    pavedArc(400, 520, 250, 180, 0, Math.PI * 2, 30, 16, st),
  'chain-bracelet': (st) =>
    shadow(400, 800, 270) +
    `<ellipse cx="400" cy="500" rx="240" ry="170" fill="none" stroke="url(#m)" stroke-width="12" stroke-dasharray="18 6"/>` +
    `<path d="M400 670 L400 700" stroke="url(#m)" stroke-width="6"/>` +
    (st === 'none' ? heart(400, 740, 42) : gem(400, 735, 34, st)),
};

/** The SVG source of one picture; the same spec always gives the same bytes. */
export function drawJewel(spec: ArtSpec): string {
  const viewBox = spec.view === 'front' ? '0 0 800 1000' : '140 150 520 650';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="${viewBox}">${defs(spec.metal, spec.stone, spec.view)}
<rect x="0" y="0" width="800" height="1000" fill="url(#bg)"/>${DRAW[spec.shape](spec.stone)}</svg>`;
}
