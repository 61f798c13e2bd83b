import { inlineVars, varName } from '../../src/lib/inline-vars.ts';

describe('inlineVars (a createVar variable set in a style prop)', () => {
  it('names each variable by its custom property and writes its value as text', () => {
    expect(inlineVars({ 'var(--chooser-x__1a2b)': 50, 'var(--gap__9z)': '1rem' })).toEqual({ '--chooser-x__1a2b': '50', '--gap__9z': '1rem' });
  });

  it('takes the name from a variable with a fallback', () => {
    expect(inlineVars({ 'var(--index, 0)': 2 })).toEqual({ '--index': '2' });
  });

  it('refuses a plain property name, which would silently set nothing', () => {
    expect(() => inlineVars({ '--hand-named': 1 })).toThrow('--hand-named is not a createVar() variable');
  });

  it('reads a variable back as the property a test or a script can look up', () => {
    expect(varName('var(--trackIndex__x1)')).toBe('--trackIndex__x1');
  });
});
