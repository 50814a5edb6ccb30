/**
 * The project's own product illustrations (it has no photographs): flat SVG drawings, one
 * silhouette per robot family in each robot's colourway, in three views. scripts/draw-
 * illustrations.ts writes them to src/assets/products/, from where Astro's image pipeline
 * renders responsive, size-declared images.
 */
import type { IllustrationKey, IllustrationView } from '../../src/config/products.ts';

interface Palette {
  shape: 'humanoid' | 'dino' | 'scout' | 'base';
  /** What the robot turns into (the `alt` view). */
  alt: 'truck' | 'car' | 'tank' | 'humanoid' | 'wings' | 'wave' | 'docked';
  body: string;
  limbs: string;
  trim: string;
  face: string;
  eyes: string;
  backdrop: string;
}

const PALETTES: Record<IllustrationKey, Palette> = {
  'flagship-optimus-prime': {
    shape: 'humanoid',
    alt: 'truck',
    body: '#c8102e',
    limbs: '#1f4fa3',
    trim: '#c9ced6',
    face: '#d9dde3',
    eyes: '#38b6ff',
    backdrop: '#e9eef8',
  },
  'elite-optimus-prime': {
    shape: 'humanoid',
    alt: 'truck',
    body: '#d7192f',
    limbs: '#2456b5',
    trim: '#b9bec7',
    face: '#e1e4ea',
    eyes: '#38b6ff',
    backdrop: '#eef1f8',
  },
  'optimus-prime-signature': {
    shape: 'humanoid',
    alt: 'truck',
    body: '#a50e26',
    limbs: '#1b3f86',
    trim: '#8f96a3',
    face: '#c9ced6',
    eyes: '#5ec8ff',
    backdrop: '#e6e8ee',
  },
  'flagship-bumblebee': {
    shape: 'humanoid',
    alt: 'car',
    body: '#f5c518',
    limbs: '#262626',
    trim: '#f5c518',
    face: '#3a3d44',
    eyes: '#4fc3f7',
    backdrop: '#fdf6dc',
  },
  'bumblebee-g1': {
    shape: 'humanoid',
    alt: 'car',
    body: '#ffcf33',
    limbs: '#2d2d2d',
    trim: '#e0a800',
    face: '#d9dde3',
    eyes: '#4fc3f7',
    backdrop: '#fff8e0',
  },
  'flagship-megatron': {
    shape: 'humanoid',
    alt: 'tank',
    body: '#8a9099',
    limbs: '#4b5058',
    trim: '#5d6470',
    face: '#b6bcc5',
    eyes: '#e53935',
    backdrop: '#eceef1',
  },
  grimlock: {
    shape: 'dino',
    alt: 'humanoid',
    body: '#9aa0a8',
    limbs: '#6d737c',
    trim: '#d4a017',
    face: '#d4a017',
    eyes: '#e53935',
    backdrop: '#f1efe6',
  },
  'buzz-lightyear': {
    shape: 'humanoid',
    alt: 'wings',
    body: '#f4f4f4',
    limbs: '#3cb043',
    trim: '#6b3fa0',
    face: '#f2c9a0',
    eyes: '#3b2a1a',
    backdrop: '#ece6f5',
  },
  'buzz-lightyear-alpha': {
    shape: 'humanoid',
    alt: 'wings',
    body: '#f2f2f2',
    limbs: '#e8742a',
    trim: '#5a6472',
    face: '#f2c9a0',
    eyes: '#3b2a1a',
    backdrop: '#f7ebe1',
  },
  k1: {
    shape: 'scout',
    alt: 'wave',
    body: '#e9eef5',
    limbs: '#2f6fd6',
    trim: '#9fb4d8',
    face: '#1d2c48',
    eyes: '#5ee0ff',
    backdrop: '#e6eefb',
  },
  'k1-pro': {
    shape: 'scout',
    alt: 'wave',
    body: '#f0f3f8',
    limbs: '#1d4fb8',
    trim: '#f0a500',
    face: '#1d2c48',
    eyes: '#5ee0ff',
    backdrop: '#e3ebfa',
  },
  t9: {
    shape: 'scout',
    alt: 'wave',
    body: '#2b2f38',
    limbs: '#a9b0bb',
    trim: '#f08a24',
    face: '#111318',
    eyes: '#ffb347',
    backdrop: '#ebedf0',
  },
  'ai-base': {
    shape: 'base',
    alt: 'docked',
    body: '#23262d',
    limbs: '#3a3f49',
    trim: '#2f9bff',
    face: '#111318',
    eyes: '#2f9bff',
    backdrop: '#e7edf5',
  },
};

type Shape = [tag: 'rect' | 'path' | 'circle' | 'ellipse', attributes: Record<string, string | number>];

const rect = (x: number, y: number, width: number, height: number, rx: number, fill: string, extra = {}): Shape => [
  'rect',
  { x, y, width, height, rx, fill, ...extra },
];
const path = (d: string, fill: string, extra = {}): Shape => ['path', { d, fill, ...extra }];

function humanoid(p: Palette): Shape[] {
  return [
    rect(100, 20, 40, 42, 8, p.limbs),
    rect(106, 30, 28, 26, 5, p.face),
    rect(110, 36, 8, 5, 2, p.eyes),
    rect(122, 36, 8, 5, 2, p.eyes),
    rect(96, 14, 6, 22, 3, p.trim),
    rect(138, 14, 6, 22, 3, p.trim),
    path('M52 72h136l-14 92H66z', p.body),
    path('M74 86h40v34H78zM126 86h40l-4 34h-36z', p.trim, { opacity: 0.85 }),
    rect(28, 76, 26, 96, 10, p.limbs),
    rect(186, 76, 26, 96, 10, p.limbs),
    rect(30, 168, 22, 18, 6, p.trim),
    rect(188, 168, 22, 18, 6, p.trim),
    rect(82, 164, 76, 22, 4, p.trim),
    rect(80, 186, 34, 88, 8, p.limbs),
    rect(126, 186, 34, 88, 8, p.limbs),
    rect(84, 206, 26, 26, 4, p.body, { opacity: 0.9 }),
    rect(130, 206, 26, 26, 4, p.body, { opacity: 0.9 }),
    rect(74, 266, 44, 12, 4, p.trim),
    rect(122, 266, 44, 12, 4, p.trim),
  ];
}

function dino(p: Palette): Shape[] {
  return [
    path('M20 150c30-10 50-6 70 4l10 40-40 10c-20-8-36-26-40-54z', p.limbs),
    ['ellipse', { cx: 118, cy: 170, rx: 56, ry: 46, fill: p.body }],
    path('M150 80h62l8 40-14 26h-48z', p.body),
    path('M158 128h52l-6 18h-46z', p.limbs),
    path('M150 80h62l4 14h-66z', p.trim),
    rect(186, 98, 14, 7, 2, p.eyes),
    path('M140 120l20 10-10 40-18-6z', p.body),
    rect(150, 150, 30, 14, 6, p.limbs),
    rect(88, 200, 32, 70, 10, p.limbs),
    rect(128, 200, 32, 70, 10, p.limbs),
    rect(82, 262, 46, 14, 5, p.trim),
    rect(122, 262, 46, 14, 5, p.trim),
    path('M84 128l10-18 10 18 10-18 10 18 10-18 10 18z', p.trim),
  ];
}

function scout(p: Palette, armsUp = false): Shape[] {
  const arms: Shape[] = armsUp
    ? [
        rect(50, 70, 20, 62, 10, p.limbs, { transform: 'rotate(-20 60 130)' }),
        rect(170, 70, 20, 62, 10, p.limbs, { transform: 'rotate(20 180 130)' }),
      ]
    : [rect(54, 128, 20, 62, 10, p.limbs), rect(166, 128, 20, 62, 10, p.limbs)];
  return [
    rect(84, 62, 72, 58, 22, p.body),
    rect(94, 76, 52, 30, 12, p.face),
    ['circle', { cx: 110, cy: 91, r: 6, fill: p.eyes }],
    ['circle', { cx: 130, cy: 91, r: 6, fill: p.eyes }],
    rect(116, 44, 8, 20, 4, p.trim),
    rect(78, 124, 84, 70, 18, p.body),
    rect(102, 138, 36, 22, 6, p.trim),
    ...arms,
    rect(88, 196, 26, 72, 10, p.limbs),
    rect(126, 196, 26, 72, 10, p.limbs),
    rect(82, 262, 38, 14, 5, p.body),
    rect(120, 262, 38, 14, 5, p.body),
  ];
}

function base(p: Palette): Shape[] {
  return [
    rect(112, 70, 16, 110, 6, p.limbs),
    rect(96, 60, 48, 18, 8, p.body),
    ['ellipse', { cx: 120, cy: 232, rx: 86, ry: 30, fill: p.limbs }],
    rect(34, 196, 172, 36, 0, p.body),
    ['ellipse', { cx: 120, cy: 196, rx: 86, ry: 30, fill: p.body }],
    ['ellipse', { cx: 120, cy: 196, rx: 70, ry: 22, fill: 'none', stroke: p.trim, 'stroke-width': 6 }],
    ['circle', { cx: 120, cy: 196, r: 8, fill: p.eyes }],
  ];
}

/** The robot's other form: vehicles for the Transformers, a flight pose for Buzz, and so on. */
function alternate(p: Palette): Shape[] {
  const wheel = (cx: number): Shape => [
    'circle',
    { cx, cy: 232, r: 18, fill: '#1b1d22', stroke: p.trim, 'stroke-width': 5 },
  ];
  switch (p.alt) {
    case 'truck':
      return [
        rect(24, 150, 70, 70, 8, p.body),
        rect(34, 160, 50, 26, 4, p.face),
        rect(18, 196, 10, 20, 3, p.trim),
        rect(94, 170, 126, 50, 6, p.limbs),
        rect(20, 214, 204, 12, 4, p.trim),
        wheel(56),
        wheel(150),
        wheel(196),
      ];
    case 'car':
      return [
        path('M20 214l10-34 40-10 30-26h70l30 30 24 6 2 34z', p.body),
        path('M110 152h52l22 24h-92z', p.face),
        rect(44, 196, 170, 8, 3, p.limbs),
        wheel(66),
        wheel(176),
      ];
    case 'tank':
      return [
        rect(30, 190, 180, 44, 20, p.limbs),
        rect(56, 152, 120, 42, 10, p.body),
        rect(150, 164, 80, 12, 5, p.trim),
        ['circle', { cx: 60, cy: 212, r: 12, fill: p.trim }],
        ['circle', { cx: 120, cy: 212, r: 12, fill: p.trim }],
        ['circle', { cx: 180, cy: 212, r: 12, fill: p.trim }],
        rect(96, 164, 22, 8, 3, p.eyes),
      ];
    case 'wings':
      return [path('M120 110L14 150l10 20 96-20 96 20 10-20z', p.trim), ...humanoid(p)];
    case 'humanoid':
      return humanoid(p);
    case 'wave':
      return scout(p, true);
    case 'docked':
      return [
        ...base(p),
        ...scout({ ...p, body: '#e9eef5', limbs: '#2f6fd6', face: '#1d2c48', eyes: '#5ee0ff' }).map(shrink),
      ];
  }
}

// Scales a drawing to half size above the base's plate (the robot standing on the AI Base).
function shrink([tag, attributes]: Shape): Shape {
  return [tag, { ...attributes, transform: 'translate(60 60) scale(0.5)' }];
}

function bodyOf(p: Palette): Shape[] {
  return { humanoid, dino, scout: (q: Palette) => scout(q), base }[p.shape](p);
}

const serialize = ([tag, attributes]: Shape) =>
  `<${tag} ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')}/>`;

// The detail view crops the robot mode to its head and chest.
const VIEW_BOX: Record<IllustrationView, string> = { robot: '0 0 240 300', alt: '0 0 240 300', detail: '40 0 160 200' };
const SIZE: Record<IllustrationView, [number, number]> = { robot: [960, 1200], alt: [960, 1200], detail: [960, 1200] };

/** The SVG document of one view of one product. */
export function illustrationSvg(key: IllustrationKey, view: IllustrationView): string {
  const p = PALETTES[key];
  const shapes = view === 'alt' ? alternate(p) : bodyOf(p);
  const [width, height] = SIZE[view];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${VIEW_BOX[view]}" width="${width}" height="${height}">`,
    `<rect x="-20" y="-20" width="280" height="340" fill="${p.backdrop}"/>`,
    `<ellipse cx="120" cy="284" rx="78" ry="9" fill="#000" opacity="0.12"/>`,
    ...shapes.map(serialize),
    '</svg>',
    '',
  ].join('\n');
}
