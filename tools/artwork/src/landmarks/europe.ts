/** Europe: a gothic spire church, a domed basilica and a tall campanile. */
import { lighten } from '../color.ts';
import { n, polygon } from '../svg.ts';

export function spireChurch(x: number, base: number, height: number, color: string): string {
  const towerW = height * 0.13;
  const towerH = height * 0.45;
  const naveW = height * 0.5;
  return `<rect x="${n(x - towerW / 2)}" y="${n(base - towerH)}" width="${n(towerW)}" height="${n(towerH)}" fill="${color}"/>` +
    `<path d="${polygon([[x - towerW * 0.55, base - towerH], [x, base - height], [x + towerW * 0.55, base - towerH]])}" fill="${color}"/>` +
    `<path d="${polygon([[x + towerW / 2, base], [x + towerW / 2, base - height * 0.22], [x + towerW / 2 + naveW / 2, base - height * 0.32], [x + towerW / 2 + naveW, base - height * 0.22], [x + towerW / 2 + naveW, base]])}" fill="${color}"/>` +
    `<path d="M${n(x - towerW * 0.18)} ${n(base - towerH * 0.55)}v${n(-towerH * 0.2)}q${n(towerW * 0.18)} ${n(-towerW * 0.3)} ${n(towerW * 0.36)} 0v${n(towerH * 0.2)}z" fill="${lighten(color, 0.5)}" fill-opacity="0.35"/>`;
}

export function domedBasilica(x: number, base: number, size: number, color: string): string {
  const drumW = size * 0.36;
  const drumY = base - size * 0.42;
  return `<rect x="${n(x - size * 0.5)}" y="${n(base - size * 0.3)}" width="${n(size)}" height="${n(size * 0.3)}" fill="${color}"/>` +
    `<rect x="${n(x - drumW / 2)}" y="${n(drumY)}" width="${n(drumW)}" height="${n(size * 0.13)}" fill="${color}"/>` +
    `<path d="M${n(x - drumW * 0.55)} ${n(drumY)}A${n(drumW * 0.55)} ${n(drumW * 0.62)} 0 0 1 ${n(x + drumW * 0.55)} ${n(drumY)}Z" fill="${color}"/>` +
    `<rect x="${n(x - size * 0.02)}" y="${n(drumY - drumW * 0.62 - size * 0.1)}" width="${n(size * 0.04)}" height="${n(size * 0.1)}" fill="${color}"/>`;
}

export function campanile(x: number, base: number, height: number, color: string): string {
  const w = height * 0.12;
  return `<rect x="${n(x - w / 2)}" y="${n(base - height * 0.85)}" width="${n(w)}" height="${n(height * 0.85)}" fill="${color}"/>` +
    `<path d="${polygon([[x - w * 0.6, base - height * 0.85], [x, base - height], [x + w * 0.6, base - height * 0.85]])}" fill="${color}"/>` +
    `<rect x="${n(x - w * 0.25)}" y="${n(base - height * 0.8)}" width="${n(w * 0.5)}" height="${n(height * 0.08)}" fill="${lighten(color, 0.5)}" fill-opacity="0.3"/>`;
}
