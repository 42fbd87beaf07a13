import type { PropertyCategory } from '../../contracts/listing.ts';
import { seededRandom } from '../../../shared/kernel/seeded-random.ts';

export const PICTURE_WIDTH = 960;
export const PICTURE_HEIGHT = 640;

export interface DemoPicture {
  category: PropertyCategory;
  variant: number;
}

interface Palette {
  sky: [string, string];
  far: string;
  near: string;
  ground: string;
  accent: string;
}

const PALETTES: Record<PropertyCategory, Palette[]> = {
  land: [
    { sky: ['#7db9e8', '#d7ecfa'], far: '#7c9a6a', near: '#5d7f45', ground: '#8fa65a', accent: '#3e5f2c' },
    { sky: ['#f6c177', '#fbe3c0'], far: '#a08a5e', near: '#7f6c41', ground: '#b59b62', accent: '#5b4a2b' },
  ],
  residential: [
    { sky: ['#8ec5ff', '#e3f1ff'], far: '#9cb48a', near: '#6f9158', ground: '#7da35f', accent: '#b5533c' },
    { sky: ['#ffb38a', '#ffe5d3'], far: '#8c9b7a', near: '#66785a', ground: '#718c5b', accent: '#4f5d75' },
  ],
  commercial: [
    { sky: ['#89b4e6', '#dcebf9'], far: '#9aa5b1', near: '#7b8794', ground: '#8d8d8d', accent: '#c0392b' },
    { sky: ['#5d6d9e', '#c7cfe8'], far: '#8a94a6', near: '#6c7689', ground: '#777777', accent: '#e67e22' },
  ],
  industrial: [
    { sky: ['#a7bccf', '#e6edf3'], far: '#98a2a8', near: '#7d878c', ground: '#8a8f93', accent: '#2c3e50' },
    { sky: ['#c9b79c', '#efe6d8'], far: '#a59c8c', near: '#857c6d', ground: '#9a9284', accent: '#34495e' },
  ],
  'mixed-use': [
    { sky: ['#7fb2f0', '#dbeafc'], far: '#a0a7b4', near: '#858d9a', ground: '#9a9a9a', accent: '#8e3b2e' },
    { sky: ['#f2a65a', '#fde4c8'], far: '#9b8f86', near: '#7d7168', ground: '#8c8580', accent: '#5c3d2e' },
  ],
  agricultural: [
    { sky: ['#86c5f0', '#e0f2fd'], far: '#9bbf6b', near: '#7aa640', ground: '#c9b458', accent: '#8b2e1f' },
    { sky: ['#f7d08a', '#fdf0d5'], far: '#b8a35a', near: '#9c8a3f', ground: '#d4b85c', accent: '#7a2a1a' },
  ],
  recreational: [
    { sky: ['#6fa8dc', '#d5e8f7'], far: '#4e7a5a', near: '#2f5d3f', ground: '#3b6e8f', accent: '#1f3d2b' },
    { sky: ['#f4a582', '#fde0d0'], far: '#5b6f5a', near: '#3c523e', ground: '#4a7fa0', accent: '#263a2a' },
  ],
  investment: [
    { sky: ['#9cc9f5', '#e6f2fd'], far: '#9fb592', near: '#789a66', ground: '#7f9f62', accent: '#6d4c41' },
    { sky: ['#c3a6e0', '#efe6f8'], far: '#8d9c85', near: '#6b7d62', ground: '#768f66', accent: '#455a64' },
  ],
  development: [
    { sky: ['#8fc1ea', '#e2f0fb'], far: '#a3a86f', near: '#b59a6a', ground: '#c8ab7c', accent: '#e67e22' },
    { sky: ['#f5c58a', '#fdebd2'], far: '#a79e74', near: '#b08f62', ground: '#c9a676', accent: '#d35400' },
  ],
  unrestricted: [
    { sky: ['#7ab6e6', '#dff0fb'], far: '#b7835a', near: '#c99a6b', ground: '#dcbb8a', accent: '#6b8e4e' },
    { sky: ['#ee9b6d', '#fcd9bf'], far: '#a86f4c', near: '#c08a5e', ground: '#d8b07e', accent: '#5d7b44' },
  ],
};

const BUILT: Partial<Record<PropertyCategory, (p: Palette, x: number, base: number, scale: number) => string>> = {
  residential: house,
  investment: (p, x, base, scale) => house(p, x - 130 * scale, base, scale * 0.9) + house(p, x + 130 * scale, base, scale * 0.9),
  commercial: (p, x, base, scale) => block(p, x, base, 420 * scale, 190 * scale, 1, true),
  'mixed-use': (p, x, base, scale) => block(p, x, base, 300 * scale, 300 * scale, 3, true),
  industrial: warehouse,
  agricultural: barn,
};

/** A landscape for a category: sky, sun, two ridges, the ground, and a building for built categories. */
export function demoPictureSvg({ category, variant }: DemoPicture): string {
  const random = seededRandom(hash(`${category}:${variant}`));
  const palette = PALETTES[category][variant % PALETTES[category].length];
  const W = PICTURE_WIDTH;
  const H = PICTURE_HEIGHT;
  const horizon = H * (0.52 + random() * 0.12);
  const ridge = (height: number, roughness: number) => {
    const points: string[] = [`0,${H}`];
    const steps = 12;
    for (let i = 0; i <= steps; i++)
      points.push(`${(W / steps) * i},${(horizon - height * (0.4 + random() * 0.6) - roughness * random()).toFixed(1)}`);
    points.push(`${W},${H}`);
    return points.join(' ');
  };
  const sunX = 150 + random() * (W - 300);
  const sunY = horizon * (0.25 + random() * 0.35);
  let scene = '';
  if (category === 'agricultural') {
    for (let i = 0; i < 14; i++)
      scene += `<line x1="${W / 2}" y1="${horizon}" x2="${-W + (i * 3 * W) / 13}" y2="${H}" stroke="${palette.near}" stroke-width="6" opacity="0.45"/>`;
  }
  if (category === 'recreational') {
    scene += `<ellipse cx="${W * 0.55}" cy="${horizon + (H - horizon) * 0.55}" rx="${W * 0.45}" ry="${(H - horizon) * 0.3}" fill="#3f7fae" opacity="0.9"/>`;
    for (let i = 0; i < 9; i++) scene += pine(palette.accent, 40 + random() * 260, horizon + 20 + random() * 80, 0.7 + random() * 0.8);
    for (let i = 0; i < 6; i++) scene += pine(palette.accent, W - 40 - random() * 240, horizon + 10 + random() * 90, 0.7 + random() * 0.8);
  }
  if (category === 'land' || category === 'unrestricted') {
    const trees = category === 'land' ? 14 : 5;
    for (let i = 0; i < trees; i++) {
      const x = random() * W;
      const y = horizon + 10 + random() * (H - horizon) * 0.5;
      scene += category === 'land' ? pine(palette.accent, x, y, 0.5 + random()) : shrub(palette.accent, x, y, 0.6 + random());
    }
    scene += `<path d="M ${W * 0.15} ${H} Q ${W * 0.45} ${horizon + 60} ${W * 0.6} ${horizon + 8}" stroke="#cdb894" stroke-width="26" fill="none" opacity="0.8"/>`;
  }
  if (category === 'development') {
    for (let i = 0; i < 6; i++) {
      const x = 120 + i * 170;
      scene += `<rect x="${x}" y="${horizon + 70}" width="150" height="90" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="12 8" opacity="0.8"/>`;
      scene += `<line x1="${x}" y1="${horizon + 70}" x2="${x}" y2="${horizon + 40}" stroke="${palette.accent}" stroke-width="5"/>`;
    }
    scene += `<rect x="0" y="${horizon + 190}" width="${W}" height="46" fill="#6e6e6e"/><line x1="0" y1="${horizon + 213}" x2="${W}" y2="${horizon + 213}" stroke="#f4d03f" stroke-width="4" stroke-dasharray="30 20"/>`;
  }
  const building = BUILT[category];
  if (building) scene += building(palette, W * (0.35 + random() * 0.3), horizon + 90 + random() * 40, 0.9 + random() * 0.35);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
  <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ground}"/><stop offset="1" stop-color="${palette.near}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(38 + random() * 30).toFixed(0)}" fill="#fff6d5" opacity="0.9"/>
  <polygon points="${ridge(170, 60)}" fill="${palette.far}" opacity="0.85"/>
  <polygon points="${ridge(80, 30)}" fill="${palette.near}"/>
  <rect x="0" y="${horizon.toFixed(1)}" width="${W}" height="${(H - horizon).toFixed(1)}" fill="url(#ground)"/>
  ${scene}
</svg>`;
}

function pine(color: string, x: number, base: number, scale: number): string {
  const h = 110 * scale;
  const w = 44 * scale;
  return `<polygon points="${x},${base - h} ${x - w},${base} ${x + w},${base}" fill="${color}"/><rect x="${x - 5 * scale}" y="${base}" width="${10 * scale}" height="${14 * scale}" fill="#4a3426"/>`;
}

function shrub(color: string, x: number, base: number, scale: number): string {
  return `<ellipse cx="${x}" cy="${base}" rx="${26 * scale}" ry="${14 * scale}" fill="${color}"/>`;
}

function house(p: Palette, x: number, base: number, scale: number): string {
  const w = 260 * scale;
  const h = 140 * scale;
  const left = x - w / 2;
  return `<rect x="${left}" y="${base - h}" width="${w}" height="${h}" fill="#efe7da"/>
  <polygon points="${left - 20 * scale},${base - h} ${x},${base - h - 110 * scale} ${left + w + 20 * scale},${base - h}" fill="${p.accent}"/>
  <rect x="${x - 22 * scale}" y="${base - 80 * scale}" width="${44 * scale}" height="${80 * scale}" fill="#6b4f3a"/>
  <rect x="${left + 30 * scale}" y="${base - 105 * scale}" width="${50 * scale}" height="${40 * scale}" fill="#a9cce3"/>
  <rect x="${left + w - 80 * scale}" y="${base - 105 * scale}" width="${50 * scale}" height="${40 * scale}" fill="#a9cce3"/>`;
}

function block(p: Palette, x: number, base: number, w: number, h: number, floors: number, shopFront: boolean): string {
  const left = x - w / 2;
  let windows = '';
  const floorHeight = h / floors;
  for (let floor = shopFront ? 1 : 0; floor < floors; floor++) {
    for (let i = 0; i < 5; i++) {
      windows += `<rect x="${left + 18 + (i * (w - 36)) / 5}" y="${base - h + floor * floorHeight + floorHeight * 0.25}" width="${(w - 36) / 5 - 14}" height="${floorHeight * 0.45}" fill="#d6e6f2"/>`;
    }
  }
  const shop = shopFront
    ? `<rect x="${left}" y="${base - floorHeight}" width="${w}" height="${floorHeight}" fill="#3d4b59"/><rect x="${left}" y="${base - floorHeight}" width="${w}" height="${floorHeight * 0.22}" fill="${p.accent}"/><rect x="${left + 20}" y="${base - floorHeight * 0.68}" width="${w - 40}" height="${floorHeight * 0.62}" fill="#bcd8ea" opacity="0.85"/>`
    : '';
  return `<rect x="${left}" y="${base - h}" width="${w}" height="${h}" fill="#cbb8a0"/>${windows}${shop}<rect x="${left - 6}" y="${base - h - 10}" width="${w + 12}" height="12" fill="#5d5d5d"/>`;
}

function warehouse(p: Palette, x: number, base: number, scale: number): string {
  const w = 520 * scale;
  const h = 150 * scale;
  const left = x - w / 2;
  let doors = '';
  for (let i = 0; i < 5; i++)
    doors += `<rect x="${left + 40 * scale + i * 95 * scale}" y="${base - 90 * scale}" width="${62 * scale}" height="${78 * scale}" fill="#7f8c8d" stroke="#566573" stroke-width="3"/>`;
  return `<rect x="${left}" y="${base - h}" width="${w}" height="${h}" fill="#d5d8dc"/><polygon points="${left},${base - h} ${x},${base - h - 35 * scale} ${left + w},${base - h}" fill="${p.accent}"/>${doors}<rect x="${left}" y="${base - 12 * scale}" width="${w}" height="${12 * scale}" fill="#566573"/>`;
}

function barn(p: Palette, x: number, base: number, scale: number): string {
  const w = 200 * scale;
  const h = 120 * scale;
  const left = x - w / 2;
  return `<rect x="${left}" y="${base - h}" width="${w}" height="${h}" fill="${p.accent}"/>
  <polygon points="${left - 12 * scale},${base - h} ${left + 40 * scale},${base - h - 70 * scale} ${left + w - 40 * scale},${base - h - 70 * scale} ${left + w + 12 * scale},${base - h}" fill="#5a1f14"/>
  <rect x="${x - 36 * scale}" y="${base - 80 * scale}" width="${72 * scale}" height="${80 * scale}" fill="#f5f5f5"/><line x1="${x - 36 * scale}" y1="${base - 80 * scale}" x2="${x + 36 * scale}" y2="${base}" stroke="${p.accent}" stroke-width="6"/><line x1="${x + 36 * scale}" y1="${base - 80 * scale}" x2="${x - 36 * scale}" y2="${base}" stroke="${p.accent}" stroke-width="6"/>
  <rect x="${left + w + 30 * scale}" y="${base - h - 60 * scale}" width="${46 * scale}" height="${h + 60 * scale}" rx="${20 * scale}" fill="#bdc3c7"/>`;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
