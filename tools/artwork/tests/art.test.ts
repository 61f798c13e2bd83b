import { JSDOM } from 'jsdom';
import { PALETTES, SCENES, initials, logoSvg, renderArt } from '../src/index.ts';

const { DOMParser } = new JSDOM().window;

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

const scenes = [...Object.keys(SCENES), 'logo'];
const palettes = Object.keys(PALETTES);

describe('artwork generator', () => {
  it.each(scenes)('paints "%s" as valid SVG in every palette', (scene) => {
    for (const palette of palettes) {
      const { svg } = renderArt(`test/${scene}`, { scene, palette, time: 'dusk' });
      const doc = parse(svg);
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(doc.documentElement.nodeName).toBe('svg');
      expect(svg.startsWith('<svg')).toBe(true);
    }
  });

  it.each(scenes.filter((s) => s !== 'logo'))('paints "%s" the same for the same seed and differently for another', (scene) => {
    const art = (seed: number) => renderArt('test/same-id', { scene, palette: 'bali', time: 'day', seed }).svg;
    expect(art(1)).toBe(art(1));
    expect(art(1)).not.toBe(art(2));
  });

  it('gives two ids with the same recipe different pictures', () => {
    const recipe = { scene: 'beach', palette: 'maldives', time: 'day' };
    expect(renderArt('a/one', recipe).svg).not.toBe(renderArt('a/two', recipe).svg);
  });

  it('changes the sky with the time of day', () => {
    const times = ['dawn', 'day', 'dusk', 'night'].map((time) => renderArt('a/sky', { scene: 'mountains', palette: 'europe', time }).svg);
    expect(new Set(times).size).toBe(4);
  });

  it('paints portraits and the logo square, scenes at 1600×1000', () => {
    expect(renderArt('p', { scene: 'portrait' })).toMatchObject({ width: 800, height: 800 });
    expect(renderArt('l', { scene: 'logo' })).toMatchObject({ width: 1024, height: 1024 });
    expect(renderArt('s', { scene: 'skyline' })).toMatchObject({ width: 1600, height: 1000 });
  });

  it('falls back to a landscape for an unknown scene and to the brand palette for an unknown one', () => {
    const unknown = renderArt('x/y', { scene: 'volcano-party', palette: 'atlantis' });
    expect(unknown.recipe).toMatchObject({ scene: 'volcano-party', palette: 'atlantis' });
    expect(parse(unknown.svg).getElementsByTagName('parsererror')).toHaveLength(0);
    expect(unknown.svg).toBe(renderArt('x/y', { scene: 'landscape', palette: 'brand' }).svg);
  });

  it('guesses the palette from the id when the recipe has none', () => {
    expect(renderArt('destinations/bali/hero', { scene: 'beach' }).recipe.palette).toBe('bali');
  });

  it('letters the logo with the brand name and its initials', () => {
    const svg = logoSvg({ size: 512, brandName: 'Taleweave Journeys' });
    expect(initials('Taleweave Journeys')).toBe('TJ');
    expect(svg).toContain('>TJ</text>');
    expect(svg).toContain('aria-label="Taleweave Journeys"');
    expect(parse(svg).getElementsByTagName('parsererror')).toHaveLength(0);
  });
});
