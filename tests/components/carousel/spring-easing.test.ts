import { springEasing, springPosition, springSettleSeconds } from '../../../src/components/carousel/spring-easing.ts';
import { HERO_CAROUSEL } from '../../../shared/config/constants.ts';

describe('the hero spring as a CSS easing (spec §4: stiffness 200, damping 25)', () => {
  const spring = HERO_CAROUSEL.spring;

  it('starts at rest at 0 and settles on 1', () => {
    expect(springPosition(spring, 0)).toBe(0);
    expect(springPosition(spring, 0.05)).toBeGreaterThan(0);
    expect(springPosition(spring, 0.05)).toBeLessThan(0.2);
    expect(springPosition(spring, 1)).toBeCloseTo(1, 3);
  });

  it('takes about 0.6 s to settle within 0.1 %, with barely any overshoot at this damping', () => {
    const seconds = springSettleSeconds(spring);
    expect(seconds).toBeGreaterThan(0.55);
    expect(seconds).toBeLessThan(0.7);
    const peak = Math.max(...Array.from({ length: 1000 }, (_, i) => springPosition(spring, i / 1000)));
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThan(1.005);
  });

  it('a looser spring bounces, a stiffer one settles sooner', () => {
    const loose = { stiffness: 200, damping: 5 };
    const peak = Math.max(...Array.from({ length: 1000 }, (_, i) => springPosition(loose, i / 1000)));
    expect(peak).toBeGreaterThan(1.3);
    expect(springSettleSeconds({ stiffness: 800, damping: 50 })).toBeLessThan(springSettleSeconds(spring));
    // Over-damped and critically damped springs approach 1 without passing it.
    expect(springPosition({ stiffness: 100, damping: 40 }, 0.5)).toBeLessThan(1);
    expect(springPosition({ stiffness: 100, damping: 20 }, 0.5)).toBeLessThan(1);
  });

  it('writes a linear() easing of evenly spaced samples from 0 to 1 and its duration', () => {
    const { easing, durationMs } = springEasing(spring, 20);
    const points = easing.replace(/^linear\(|\)$/g, '').split(', ').map(Number);
    expect(points).toHaveLength(21);
    expect(points[0]).toBe(0);
    expect(points.at(-1)).toBe(1);
    expect(points[10]).toBeCloseTo(springPosition(spring, durationMs / 2000), 2);
    expect(durationMs).toBe(Math.round(springSettleSeconds(spring) * 1000));
  });
});
