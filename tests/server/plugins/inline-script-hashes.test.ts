import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../server/plugins/inline-script-hashes.ts';
import { createStubSite } from '../support/stub-site.ts';

describe('CSP hashes of the scripts a build inlines', () => {
  it("is the sha256 of the boot script's file, which the pages inline byte for byte, and of no other script", () => {
    const code = '(function(){document.title="booted"})();';
    const site = createStubSite({ 'assets/boot-Ab12_-x9.js': code, 'assets/index-3f9a2c.js': 'console.log(1)', 'index.html': '<!doctype html>' });
    try {
      expect(inlineScriptHashes(site.distDir)).toEqual([`'sha256-${createHash('sha256').update(code).digest('base64')}'`]);
    } finally {
      site.remove();
    }
  });

  it('is none for a build without a boot script, or no build', () => {
    const site = createStubSite({ 'index.html': '<!doctype html>' });
    try {
      expect(inlineScriptHashes(site.distDir)).toEqual([]);
      expect(inlineScriptHashes(`${site.distDir}/nowhere`)).toEqual([]);
    } finally {
      site.remove();
    }
  });
});
