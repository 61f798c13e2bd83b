/** The time of day: sky colours, sun or moon, and how light and haze tint every surface. */
import { mix, multiply } from './color.ts';
import type { Palette } from './palettes.ts';

export const TIMES = ['dawn', 'day', 'dusk', 'night'] as const;
export type Time = (typeof TIMES)[number];

interface TimeLight {
  /** Sky from zenith to horizon. */
  sky: readonly [string, string, string, string];
  /** Colour of the light that falls on surfaces, and how strongly it colours them. */
  tint: string;
  tintAmount: number;
  /** Shadow colour laid over everything, strongest in the foreground. */
  shade: string;
  shadeAmount: number;
  sun: string;
  glow: string;
  /** Height of the sun (or moon) above the horizon, as a share of the sky. */
  sunHeight: number;
  sunRadius: number;
}

const TIME_LIGHT: Record<Time, TimeLight> = {
  dawn: {
    sky: ['#2e3d6e', '#8a74a3', '#eaa9a0', '#ffdcb2'], tint: '#ffd3b8', tintAmount: 0.35,
    shade: '#3b3159', shadeAmount: 0.2, sun: '#fff3d6', glow: '#ffc994', sunHeight: 0.14, sunRadius: 46,
  },
  day: {
    sky: ['#3580b8', '#6cb0d8', '#acd8ea', '#eef6f2'], tint: '#ffffff', tintAmount: 0,
    shade: '#10283a', shadeAmount: 0.02, sun: '#fffdf0', glow: '#fff4cc', sunHeight: 0.7, sunRadius: 38,
  },
  dusk: {
    sky: ['#1c2452', '#6c3f74', '#dc735f', '#ffc47c'], tint: '#ffae78', tintAmount: 0.42,
    shade: '#3a1f47', shadeAmount: 0.32, sun: '#fff0c4', glow: '#ff9a5c', sunHeight: 0.07, sunRadius: 58,
  },
  night: {
    sky: ['#050b1e', '#0c1b3c', '#1b3459', '#36587e'], tint: '#7f9dcc', tintAmount: 0.55,
    shade: '#07142a', shadeAmount: 0.6, sun: '#f5f1e3', glow: '#a9bddf', sunHeight: 0.6, sunRadius: 30,
  },
};

export interface Light extends TimeLight {
  time: Time;
  night: boolean;
  /** Colour at the horizon: the haze far things fade into. */
  haze: string;
  /**
   * Colour of a surface under this light. `depth` 0 is the foreground, 1 the far distance,
   * which fades into the haze (atmospheric perspective).
   */
  paint(color: string, depth?: number): string;
}

export function createLight(pal: Palette, time: Time): Light {
  const base = TIME_LIGHT[time];
  const tintWeight = time === 'night' ? 0.06 : time === 'day' ? 0.3 : 0.14;
  const sky = base.sky.map((c, i) => mix(c, pal.skyTint, tintWeight * (i / 3) ** 0.7)) as unknown as TimeLight['sky'];
  const haze = sky[3];
  const paint = (color: string, depth = 0) => {
    let c = mix(color, haze, Math.min(1, depth) * (time === 'night' ? 0.45 : 0.72));
    c = mix(c, multiply(c, base.tint), base.tintAmount);
    return mix(c, base.shade, base.shadeAmount * (1 - depth * 0.45));
  };
  return { ...base, sky, time, night: time === 'night', haze, paint };
}

/**
 * Light indoors (food, spa): daylight from a window by day; after dusk the room is dim
 * and lamp-lit, warm rather than moonlit blue.
 */
export function indoorPaint(light: Light): (color: string) => string {
  const warmth: Record<Time, [string, number]> = { dawn: ['#ffe2c8', 0.12], day: ['#ffffff', 0], dusk: ['#ffc890', 0.2], night: ['#e0a070', 0.3] };
  const dim: Record<Time, number> = { dawn: 0.04, day: 0, dusk: 0.12, night: 0.3 };
  const [tint, amount] = warmth[light.time];
  return (color) => mix(mix(color, multiply(color, tint), amount), '#1e1510', dim[light.time]);
}
