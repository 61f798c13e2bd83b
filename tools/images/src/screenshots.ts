/**
 * The web app manifest's screenshots (issue 7: Chromium shows its richer install dialog with one
 * narrow and one wide screenshot). Composed from the site's own artwork, logo and words with sharp,
 * so no browser is needed at build time: the landing hero, the tagline, destination cards and the
 * "Save for offline" promise, in the site's palette.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { logoSvg } from '@taleweave/artwork';

export interface ScreenshotSpec {
  file: string;
  width: number;
  height: number;
  formFactor: 'narrow' | 'wide';
  label: string;
}

/** Also the manifest's `screenshots` entries (scripts/build/pwa-plugins.ts). */
export const SCREENSHOTS: readonly ScreenshotSpec[] = [
  { file: 'narrow.png', width: 720, height: 1280, formFactor: 'narrow', label: 'Destinations, itineraries and guides on a phone, saved for reading offline' },
  { file: 'wide.png', width: 1280, height: 800, formFactor: 'wide', label: 'The landing page: tailor-made journeys planned by a women-led team' },
];

export interface ScreenshotInput {
  outDir: string;
  brandName: string;
  tagline: string;
  subtext: string;
  /** The landing hero's artwork (a file the image pipeline wrote). */
  heroFile: string;
  /** Destination cards: artwork file and name. */
  cards: Array<{ file: string; name: string }>;
}

const INK = '#0f2a33';
const SAND = '#f7f1e8';
const GOLD = '#b8893b';
const SERIF = "'DejaVu Serif', Georgia, serif";
const SANS = "'DejaVu Sans', Arial, sans-serif";
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** An artwork file cut to a rounded box, ready to composite at the box's place. */
async function roundedImage(file: string, box: Box, radius: number): Promise<OverlayOptions> {
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${box.w}" height="${box.h}"><rect width="${box.w}" height="${box.h}" rx="${radius}"/></svg>`);
  const input = await sharp(file).resize(box.w, box.h, { fit: 'cover' }).composite([{ input: mask, blend: 'dest-in' }]).png().toBuffer();
  return { input, left: box.x, top: box.y };
}

function text(x: number, y: number, size: number, body: string, { color = SAND, family = SANS, weight = 400 } = {}) {
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${color}">${esc(body)}</text>`;
}

/** The save card: what makes the app worth installing. */
function saveCard(box: Box): string {
  return `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="22" fill="#fffdf9" stroke="rgba(15,42,51,0.14)"/>
    <path d="M${box.x + 40} ${box.y + 34}v26m0 0 10-10m-10 10-10-10M${box.x + 24} ${box.y + 66}v6h32v-6" fill="none" stroke="#16545f" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
    ${text(box.x + 80, box.y + 50, 26, 'Save for offline', { color: INK, weight: 700 })}
    ${text(box.x + 80, box.y + 84, 20, 'Trips, guides and photos, with no signal', { color: '#28444d' })}`;
}

/** A title in two lines for the narrow screenshot: the words split where the halves are most even. */
function splitInTwo(title: string): [string, string] {
  const words = title.split(' ');
  const cut = Math.max(1, Math.ceil(words.length / 2));
  return [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
}

async function compose(spec: ScreenshotSpec, input: ScreenshotInput): Promise<void> {
  const { width: W, height: H } = spec;
  const narrow = spec.formFactor === 'narrow';
  const heroH = narrow ? 760 : H;
  const hero = await sharp(input.heroFile).resize(W, heroH, { fit: 'cover' }).toBuffer();
  const logo = await sharp(Buffer.from(logoSvg({ size: 256, brandName: input.brandName }))).resize(64, 64).png().toBuffer();
  const cardCount = narrow ? 2 : 3;
  const cardBoxes: Box[] = narrow
    ? [0, 1].map((i) => ({ x: 40 + i * 330, y: 870, w: 310, h: 200 }))
    : [0, 1, 2].map((i) => ({ x: 560 + i * 240, y: 520, w: 220, h: 150 }));
  const cards = input.cards.slice(0, cardCount);
  const [first, second] = narrow ? splitInTwo(input.tagline) : [input.tagline, ''];
  const titleY = narrow ? 470 : 300;
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><linearGradient id="fade" x1="0" y1="0" x2="${narrow ? 0 : 1}" y2="${narrow ? 1 : 0}">
      <stop offset="0" stop-color="${INK}" stop-opacity="${narrow ? 0.35 : 0.85}"/><stop offset="1" stop-color="${INK}" stop-opacity="${narrow ? 0.8 : 0.15}"/></linearGradient></defs>
    <rect width="${W}" height="${heroH}" fill="url(#fade)"/>
    ${text(112, 72, 32, input.brandName, { family: SERIF, weight: 700 })}
    ${text(40, titleY, narrow ? 72 : 64, first, { family: SERIF, weight: 700 })}
    ${second ? text(40, titleY + 84, 72, second, { family: SERIF, weight: 700 }) : ''}
    ${text(40, titleY + (narrow ? 150 : 60), narrow ? 20 : 22, input.subtext)}
    <rect x="40" y="${titleY + (narrow ? 190 : 100)}" width="220" height="60" rx="30" fill="${GOLD}"/>
    ${text(76, titleY + (narrow ? 229 : 139), 22, 'Enquire Now', { color: INK, weight: 700 })}
    ${narrow ? text(40, 840, 34, 'Top Destinations', { color: INK, family: SERIF, weight: 700 }) : text(560, 500, 26, 'Top Destinations', { family: SERIF, weight: 700 })}
    ${cards.map((card, i) => text(cardBoxes[i]!.x + 4, cardBoxes[i]!.y + cardBoxes[i]!.h + 34, 24, card.name, { color: narrow ? INK : SAND, weight: 700 })).join('')}
    ${narrow ? saveCard({ x: 40, y: 1130, w: W - 80, h: 110 }) : saveCard({ x: 40, y: 620, w: 500, h: 110 })}
  </svg>`;
  await sharp({ create: { width: W, height: H, channels: 3, background: SAND } })
    .composite([
      { input: hero, left: 0, top: 0 },
      { input: Buffer.from(overlay), left: 0, top: 0 },
      { input: logo, left: 36, top: 28 },
      ...(await Promise.all(cards.map((card, i) => roundedImage(card.file, cardBoxes[i]!, 24)))),
    ])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(join(input.outDir, spec.file));
}

/** Writes every screenshot of SCREENSHOTS into `outDir`. */
export async function writeScreenshots(input: ScreenshotInput): Promise<void> {
  await mkdir(input.outDir, { recursive: true });
  for (const spec of SCREENSHOTS) await compose(spec, input);
}

/** The widest WebP variant the pipeline wrote for image `id` (`<outDir>/<id>-<width>.webp`). */
export function widestVariant(imagesDir: string, id: string): string {
  const dir = join(imagesDir, dirname(id));
  const pattern = new RegExp(`^${basename(id)}-(\\d+)\\.webp$`);
  const widths = readdirSync(dir).map((file) => Number(pattern.exec(file)?.[1])).filter((width) => width > 0);
  if (!widths.length) throw new Error(`screenshots: no WebP variant of ${id} in ${dir}`);
  return join(dir, `${basename(id)}-${Math.max(...widths)}.webp`);
}

/** Whether every screenshot file exists in `outDir`. */
export const screenshotsPresent = (outDir: string) => SCREENSHOTS.every((spec) => existsSync(join(outDir, spec.file)));

/** The manifest's screenshot options: where they go, and the words and image ids they are composed from. */
export interface ScreenshotOptions {
  outDir: string;
  tagline: string;
  subtext: string;
  heroId: string;
  cards: Array<{ id: string; name: string }>;
}

/** Composes the screenshots from the pipeline's own artwork files in `imagesDir`. */
export async function composeScreenshots(s: ScreenshotOptions, imagesDir: string, brandName: string): Promise<void> {
  await writeScreenshots({
    outDir: s.outDir,
    brandName,
    tagline: s.tagline,
    subtext: s.subtext,
    heroFile: widestVariant(imagesDir, s.heroId),
    cards: s.cards.map((card) => ({ file: widestVariant(imagesDir, card.id), name: card.name })),
  });
}
