import { MotionGlobalConfig } from 'framer-motion';

// STACK.md: jsdom cannot run the animations; jump straight to the end state.
MotionGlobalConfig.skipAnimations = true;

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy… waits up to 5 s: the machine is shared, and a busy core must not fail a correct page.
  configure({ asyncUtilTimeout: 5000 });
}
