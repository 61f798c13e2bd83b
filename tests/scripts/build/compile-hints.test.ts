import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintOnFirstLine, hydratesWith } from '../../../scripts/build/compile-hints.ts';

const chunk = (name: string, facadeModuleId: string | null = null, isEntry = false) => ({ name, facadeModuleId, isEntry });

describe('which chunks V8 compiles while they stream in', () => {
  it('marks what a page hydrates with: the entry, the framework, the shared code and each route screen', () => {
    expect(hydratesWith(chunk('index', '/site/index.html', true))).toBe(true);
    for (const name of ['rolldown-runtime', 'react', 'router', 'shared', 'shared-pages', 'start-site', 'start-landing', 'landing-page', 'home-page']) {
      expect(hydratesWith(chunk(name)), name).toBe(true);
    }
    expect(hydratesWith(chunk('destination', '/site/src/app/routes/destination.tsx'))).toBe(true);
  });

  it('leaves code loaded later to lazy compilation: sections when seen, dialogs, idle helpers, features', () => {
    expect(hydratesWith(chunk('destination-lower-sections', '/site/src/features/destinations/components/destination-lower-sections.ts'))).toBe(false);
    expect(hydratesWith(chunk('purify.es', '/site/node_modules/dompurify/dist/purify.es.mjs'))).toBe(false);
    expect(hydratesWith(chunk('feature-enquiry'))).toBe(false);
    // A style module next to the screens is not a screen.
    expect(hydratesWith(chunk('standalone-page.css', '/site/src/app/routes/standalone-page.css.ts'))).toBe(false);
  });
});

describe('the hint on the first line, where V8 reads it', () => {
  const mapDeps = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js"])))=>i.map(i=>d[i]);\n';
  const body = 'import{t as e}from"./rolldown-runtime.js";var t=1;\n';

  it('goes above the preload list Vite writes at the top of a chunk', () => {
    expect(hintOnFirstLine(`${mapDeps}${COMPILE_HINT}\n${body}`)).toBe(`${COMPILE_HINT}\n${mapDeps}${body}`);
  });

  it('stays where it is when it is first already', () => {
    expect(hintOnFirstLine(`${COMPILE_HINT}\n${body}`)).toBe(`${COMPILE_HINT}\n${body}`);
  });

  it('leaves no empty first line in a chunk without the hint, with or without a preload list', () => {
    expect(hintOnFirstLine(`\n${body}`)).toBe(body);
    expect(hintOnFirstLine(`${mapDeps}\n${body}`)).toBe(`${mapDeps}${body}`);
    expect(hintOnFirstLine(body)).toBe(body);
  });
});
