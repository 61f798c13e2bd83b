import { installOffer, useInstallStore, type BeforeInstallPromptEvent } from '../../../src/features/pwa/stores/install-store.ts';

function promptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt') as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  return Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
}

const initial = useInstallStore.getState();
afterEach(() => useInstallStore.setState(initial, true));

describe('the install entry', () => {
  it('offers Chromium’s prompt when the browser can install, the help sheet on iPhone and iPad, and nothing when installed', () => {
    const event = promptEvent('accepted');
    expect(installOffer({ promptEvent: null, iosHelp: false, installed: false })).toBeNull();
    expect(installOffer({ promptEvent: event, iosHelp: false, installed: false })).toBe('prompt');
    expect(installOffer({ promptEvent: null, iosHelp: true, installed: false })).toBe('ios-help');
    expect(installOffer({ promptEvent: event, iosHelp: false, installed: true })).toBeNull();
    expect(installOffer({ promptEvent: null, iosHelp: true, installed: true })).toBeNull();
  });

  it('calls prompt() once; an accepted install hides the entry', async () => {
    const event = promptEvent('accepted');
    useInstallStore.getState().setPromptEvent(event);

    await useInstallStore.getState().install();

    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(installOffer(useInstallStore.getState())).toBeNull();
    expect(useInstallStore.getState().installed).toBe(true);
  });

  it('on iPhone opens the Add to Home Screen sheet instead', async () => {
    useInstallStore.getState().setDevice({ iosHelp: true, installed: false });
    await useInstallStore.getState().install();
    expect(useInstallStore.getState().sheetOpen).toBe(true);
    useInstallStore.getState().closeSheet();
    expect(useInstallStore.getState().sheetOpen).toBe(false);
  });
});
