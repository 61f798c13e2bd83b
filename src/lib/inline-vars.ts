import type { CSSProperties } from 'react';

/**
 * A style prop that sets vanilla-extract `createVar()` variables on one element: the name inside
 * each `var(--name)` gets the value. What `assignInlineVars` of @vanilla-extract/dynamic does, kept
 * here so the project does not take a package for eight lines.
 */
export function inlineVars(values: Record<string, string | number>): CSSProperties {
  const properties: Record<string, string> = {};
  for (const [cssVar, value] of Object.entries(values)) {
    const name = /^var\((--[^,)]+)/.exec(cssVar)?.[1];
    if (!name) throw new Error(`${cssVar} is not a createVar() variable`);
    properties[name] = String(value);
  }
  return properties as CSSProperties;
}
