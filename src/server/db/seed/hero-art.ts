/**
 * Posters of the home page's hero and its three-slide slider, drawn as SVG and rendered to WebP by sharp at
 * four widths (nothing is downloaded). The slider supports a video per slide; the demo has none, so these
 * stills are what it shows — and what it shows to a shopper who prefers reduced motion.
 * Names are fixed (the web app knows them): /uploads/demo/hero-<name>-<width>.webp.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '#server/lib/images/encode';
import { drawJewel, type ArtSpec } from './jewel-art';

/** 800: a phone's hero (380 px at 1.75×) between the 640 file (soft) and the 1280 one (twice the bytes). */
export const HERO_POSTER_WIDTHS = [640, 800, 1280, 1920] as const;

interface Poster {
  name: string;
  width: number;
  height: number;
  /** Background: two gradient stops and a glow colour. */
  palette: { from: string; to: string; glow: string; dust: string };
  jewel: ArtSpec;
  /** Where the jewel sits, as fractions of the poster. */
  at: { x: number; y: number; h: number };
}

/** The slider's three slides share one landscape size; the hero's own poster is portrait. */
const SLIDE_SIZE = { width: 1920, height: 1080 };

export const HERO_POSTERS: Poster[] = [
  {
    name: 'main',
    width: 1600,
    height: 2000,
    palette: { from: '#FBF7F0', to: '#EADBC2', glow: '#FFF6E2', dust: '#C9A56A' },
    jewel: { shape: 'ring-halo', metal: 'Yellow Gold', stone: 'diamond', view: 'front' },
    at: { x: 0.5, y: 0.52, h: 0.96 },
  },
  {
    name: 'timeless-elegance',
    ...SLIDE_SIZE,
    palette: { from: '#2A2520', to: '#0F0D0B', glow: '#7A5A2C', dust: '#D9B77A' },
    jewel: { shape: 'ring-solitaire', metal: 'Yellow Gold', stone: 'diamond', view: 'front' },
    at: { x: 0.7, y: 0.52, h: 0.95 },
  },
  {
    name: 'modern-heirlooms',
    ...SLIDE_SIZE,
    palette: { from: '#F6EEE3', to: '#DCC7AE', glow: '#FFFFFF', dust: '#B98A8F' },
    jewel: { shape: 'choker', metal: 'Rose Gold', stone: 'emerald', view: 'front' },
    at: { x: 0.7, y: 0.5, h: 1.0 },
  },
  {
    name: 'artisan-crafted',
    ...SLIDE_SIZE,
    palette: { from: '#3A2F26', to: '#1C1712', glow: '#8C6B38', dust: '#E2C27E' },
    jewel: { shape: 'jhumka', metal: 'Yellow Gold', stone: 'ruby', view: 'front' },
    at: { x: 0.7, y: 0.5, h: 0.95 },
  },
];

/** A deterministic scatter of soft gold dust, so the same poster is always the same picture. */
function dust(p: Poster): string {
  let seed = p.name.split('').reduce((a, c) => (a * 31 + c.charCodeAt(0)) >>> 0, 7);
  const rand = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 4294967296;
  return Array.from({ length: 70 }, () => {
    const r = 1 + rand() * (p.width / 260);
    return `<circle cx="${(rand() * p.width).toFixed(0)}" cy="${(rand() * p.height).toFixed(0)}" r="${r.toFixed(1)}" fill="${p.palette.dust}" opacity="${(0.08 + rand() * 0.35).toFixed(2)}"/>`;
  }).join('');
}

export function drawPoster(p: Poster): string {
  const jh = p.height * p.at.h;
  const jw = jh * 0.8;
  const jx = p.width * p.at.x - jw / 2;
  const jy = p.height * p.at.y - jh / 2;
  // The jewel is drawn on its own backdrop; blend it in with a soft vignette of the poster's glow.
  const jewel = drawJewel(p.jewel)
    .replace('<svg ', `<svg x="${jx.toFixed(0)}" y="${jy.toFixed(0)}" `)
    .replace('width="800" height="1000"', `width="${jw.toFixed(0)}" height="${jh.toFixed(0)}"`)
    .replace(/<rect x="0" y="0" width="800" height="1000" fill="url\(#bg\)"\/>/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${p.width}" height="${p.height}" viewBox="0 0 ${p.width} ${p.height}">
<defs>
  <linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.palette.from}"/><stop offset="1" stop-color="${p.palette.to}"/></linearGradient>
  <radialGradient id="hero-glow" cx="${p.at.x}" cy="${p.at.y}" r="0.45"><stop offset="0" stop-color="${p.palette.glow}" stop-opacity="0.85"/><stop offset="1" stop-color="${p.palette.glow}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${p.width}" height="${p.height}" fill="url(#hero-bg)"/>
<rect width="${p.width}" height="${p.height}" fill="url(#hero-glow)"/>
${dust(p)}
${jewel}
</svg>`;
}

/** Renders any poster missing under `<root>/demo`. Returns how many were rendered. */
export async function renderHeroPosters(root: string): Promise<number> {
  const dir = path.join(root, 'demo');
  await mkdir(dir, { recursive: true });
  let rendered = 0;
  for (const poster of HERO_POSTERS) {
    const files = HERO_POSTER_WIDTHS.map((w) => path.join(dir, `hero-${poster.name}-${w}.webp`));
    if (files.every((f) => existsSync(f))) continue;
    const sharp = await loadSharp();
    const png = await sharp(Buffer.from(drawPoster(poster)))
      .png()
      .toBuffer();
    for (const [i, w] of HERO_POSTER_WIDTHS.entries()) {
      const width = Math.min(w, poster.width);
      await sharp(png).resize({ width }).webp({ quality: 78, effort: 3 }).toFile(files[i]!);
    }
    rendered++;
  }
  return rendered;
}
