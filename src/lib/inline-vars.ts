import type { CSSProperties } from 'react';

/** The custom property behind a vanilla-extract `createVar()` variable: `var(--name)` → `--name`. */
export function varName(cssVar: string): string {
  const name = /^var\((--[^,)]+)/.exec(cssVar)?.[1];
  if (!name) throw new Error(`${cssVar} is not a createVar() variable`);
  return name;
}

/**
 * A style prop that sets vanilla-extract `createVar()` variables on one element: the name inside
 * each `var(--name)` gets the value. What `assignInlineVars` of @vanilla-extract/dynamic does, kept
 * here so the project does not take a package for a few lines.
 */
export function inlineVars(values: Record<string, string | number>): CSSProperties {
  const properties: Record<string, string> = {};
  for (const [cssVar, value] of Object.entries(values)) properties[varName(cssVar)] = String(value);
  return properties as CSSProperties;
}
