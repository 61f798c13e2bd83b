import { launch } from 'chrome-launcher';
import { connectCdpBrowser, launchCdpBrowser, type CdpBrowser } from '../../../scripts/lighthouse/cdp-browser.ts';
import { readLighthouseRc } from '../../../scripts/lighthouse/audit.ts';

const { chromePath, settings } = readLighthouseRc().ci.collect;
let browser: CdpBrowser;

beforeAll(async () => {
  browser = await launchCdpBrowser(process.env.CHROMIUM_PATH ?? chromePath, settings.chromeFlags.split(' '));
});
afterAll(() => browser.close());

test('drives a tab over bare DevTools Protocol: navigation events, evaluation, and errors that name the call', async () => {
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  await browser.send('Page.enable', {}, sessionId);
  const loaded = browser.next('Page.loadEventFired', sessionId);
  await browser.send('Page.navigate', { url: 'data:text/html,<title>Taleweave</title><p>hello</p>' }, sessionId);
  await loaded;
  const { result } = await browser.send('Runtime.evaluate', { expression: 'document.title + " " + 6 * 7', returnByValue: true }, sessionId);
  expect(result.value).toBe('Taleweave 42');
  await expect(browser.send('Page.noSuchMethod', {}, sessionId)).rejects.toThrow(/^Page\.noSuchMethod: /);
  await browser.send('Target.closeTarget', { targetId });
});

test('an event listener stops hearing events once removed', async () => {
  const heard: string[] = [];
  const off = browser.on((event) => heard.push(event.method));
  await browser.send('Target.setDiscoverTargets', { discover: true });
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank' });
  await vi.waitFor(() => expect(heard).toContain('Target.targetCreated'));
  off();
  const before = heard.length;
  await browser.send('Target.closeTarget', { targetId });
  await browser.send('Target.setDiscoverTargets', { discover: false });
  expect(heard.length).toBe(before);
});

test('connects to a Chrome someone else launched (Lighthouse’s), and closing the client leaves that Chrome running', async () => {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? chromePath, chromeFlags: settings.chromeFlags.split(' ') });
  try {
    const first = await connectCdpBrowser(chrome.port);
    const { product } = await first.send('Browser.getVersion');
    expect(product).toMatch(/Chrome/);
    await first.close();
    const again = await connectCdpBrowser(chrome.port);
    expect((await again.send('Browser.getVersion')).product).toBe(product);
    await again.close();
  } finally {
    chrome.kill();
  }
});
