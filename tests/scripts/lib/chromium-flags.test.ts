import { CHROMIUM_FLAGS } from '../../../scripts/lib/chromium-flags.ts';
import { launchCdpBrowser, type CdpBrowser } from '../../../scripts/lighthouse/cdp-browser.ts';
import { readLighthouseRc } from '../../../scripts/lighthouse/audit.ts';

const { chromePath, settings } = readLighthouseRc().ci.collect;

test('Lighthouse launches Chromium with the flags the e2e tests use', () => {
  expect(settings.chromeFlags).toBe(CHROMIUM_FLAGS.join(' '));
});

describe('a Chromium launched with the project flags', () => {
  let browser: CdpBrowser;
  beforeAll(async () => {
    browser = await launchCdpBrowser(process.env.CHROMIUM_PATH ?? chromePath, [...CHROMIUM_FLAGS]);
  });
  afterAll(() => browser.close());

  test('runs no browser UI pages of its own beside the page under test, in a new window as each e2e test opens', async () => {
    const { browserContextId } = await browser.send('Target.createBrowserContext');
    const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
    await browser.send('Page.enable', {}, sessionId);
    const loaded = browser.next('Page.loadEventFired', sessionId);
    await browser.send('Page.navigate', { url: 'data:text/html,<title>Taleweave</title><p>hello</p>' }, sessionId);
    await loaded;
    const { targetInfos } = (await browser.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://')).map((target) => target.url)).toEqual([]);
    expect(targetInfos.filter((target) => target.type === 'page').map((target) => target.url)).toContain('data:text/html,<title>Taleweave</title><p>hello</p>');
    await browser.send('Target.disposeBrowserContext', { browserContextId });
  });
});
