import { MotionGlobalConfig } from 'framer-motion';

// STACK.md: jsdom cannot run the animations; jump straight to the end state.
MotionGlobalConfig.skipAnimations = true;

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { installDialogPolyfill } = await import('./dialog-polyfill.ts');
  installDialogPolyfill();
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
