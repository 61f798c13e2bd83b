interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in
 * between. Start-up work split at these points is several short tasks instead of one long task a
 * tap on a slow phone would wait behind (issue 9: total blocking time). `scheduler.yield()` resumes
 * ahead of other queued tasks where the browser has it; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
