import MiniSearch from 'minisearch';
import { unpackIndex, type PackedIndex } from '../../../shared/search/packed-index.ts';
import { searchIndexPlugin } from '../../../scripts/build/search-index-plugin.ts';
import { SEARCH_INDEX_OPTIONS } from '../../../shared/search/search-options.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: ReturnType<typeof searchIndexPlugin>, name: 'configResolved' | 'resolveId' | 'load') => plugin[name] as unknown as Hook;

function pluginFor(command: 'build' | 'serve') {
  const plugin = searchIndexPlugin();
  hook(plugin, 'configResolved').call(undefined, { command });
  const id = hook(plugin, 'resolveId').call(undefined, 'virtual:search-index-url') as string;
  const emitFile = vi.fn(() => 'ref42');
  const load = (options?: { ssr?: boolean }) => hook(plugin, 'load').call({ emitFile }, id, options);
  return { load, emitFile };
}

describe('the search index plugin (virtual:search-index-url)', () => {
  it('emits the index built from content/ as a hashed asset and exports its URL', () => {
    const { load, emitFile } = pluginFor('build');
    expect(load()).toBe('export default import.meta.ROLLUP_FILE_URL_ref42;');
    expect(emitFile).toHaveBeenCalledWith(expect.objectContaining({ type: 'asset', name: 'search-index.json' }));
    const [{ source }] = emitFile.mock.calls[0] as unknown as [{ source: string }];
    const index = MiniSearch.loadJS(unpackIndex(JSON.parse(source) as PackedIndex), SEARCH_INDEX_OPTIONS);
    expect(index.search('songket textiles')[0]?.id).toBe('guide:bali#shopping');
  });

  it('gives the prerender bundle an empty URL (it never searches) and the dev server its own address', () => {
    expect(pluginFor('build').load({ ssr: true })).toBe('export default "";');
    expect(pluginFor('serve').load()).toBe('export default "/@search-index.json";');
  });
});
