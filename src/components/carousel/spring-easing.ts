/**
 * A spring (stiffness, damping, mass) turned into a CSS `linear()` easing and the time it takes to
 * settle, so a carousel keeps the spec's spring motion (§4: stiffness 200, damping 25) with a plain
 * CSS transition instead of loading an animation engine.
 */

export interface Spring {
  stiffness: number;
  damping: number;
  /** 1 unless given, as in framer-motion. */
  mass?: number;
}

/** Position (0 → 1) of a spring released from rest at 0 towards 1, at time `t` seconds. */
export function springPosition({ stiffness, damping, mass = 1 }: Spring, t: number): number {
  const omega = Math.sqrt(stiffness / mass);
  const zeta = damping / (2 * Math.sqrt(stiffness * mass));
  if (zeta < 1) {
    const omegaD = omega * Math.sqrt(1 - zeta * zeta);
    return 1 - Math.exp(-zeta * omega * t) * (Math.cos(omegaD * t) + ((zeta * omega) / omegaD) * Math.sin(omegaD * t));
  }
  if (zeta === 1) return 1 - Math.exp(-omega * t) * (1 + omega * t);
  const root = omega * Math.sqrt(zeta * zeta - 1);
  const r1 = -zeta * omega + root;
  const r2 = -zeta * omega - root;
  return 1 - (r2 * Math.exp(r1 * t) - r1 * Math.exp(r2 * t)) / (r2 - r1);
}

/** Seconds after which the spring stays within `tolerance` of its target. */
export function springSettleSeconds(spring: Spring, tolerance = 0.001): number {
  const dt = 1 / 240;
  let lastOutside = 0;
  for (let t = 0; t <= 10; t += dt) if (Math.abs(1 - springPosition(spring, t)) >= tolerance) lastOutside = t;
  return lastOutside + dt;
}

export interface SpringEasing {
  /** A CSS `linear(…)` timing function sampled from the spring. */
  easing: string;
  durationMs: number;
}

/** The spring as a CSS transition: `transition: transform ${durationMs}ms ${easing}`. */
export function springEasing(spring: Spring, samples = 40): SpringEasing {
  const seconds = springSettleSeconds(spring);
  const points = Array.from({ length: samples + 1 }, (_, i) =>
    i === samples ? 1 : Number(springPosition(spring, (i / samples) * seconds).toFixed(4)),
  );
  return { easing: `linear(${points.join(', ')})`, durationMs: Math.round(seconds * 1000) };
}
