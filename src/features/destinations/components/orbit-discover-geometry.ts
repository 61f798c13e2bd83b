// Numbers owned by the orbit (orbit-discover.css.ts).

/** spec §2: orbit animation periods (seconds). */
export const ORBIT_SECONDS = { outer: 30, inner: 22 } as const;
