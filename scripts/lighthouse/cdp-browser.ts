/**
 * A minimal Chrome DevTools Protocol client over the browser's WebSocket (Node's own WebSocket),
 * for measurements that must see a page as a phone runs it. Playwright adds work to every
 * navigation (its utility world and init scripts, created in the page's renderer): at 4× CPU that
 * put about 200 ms on a repeat visit's LCP (issue 9; medians of 6 rounds, 0.61 s with Playwright
 * against 0.39 s without). Lighthouse drives Chrome the same bare way.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';

/** CDP results and event params: untyped JSON here. */
type Json = any;

export interface CdpEvent {
  method: string;
  params: Json;
  /** The session (attached target) the event comes from; none for the browser's own. */
  sessionId?: string;
}

export interface CdpBrowser {
  send(method: string, params?: object, sessionId?: string): Promise<Json>;
  /** Calls `listener` for every event until the returned function is called. */
  on(listener: (event: CdpEvent) => void): () => void;
  /** Resolves with the params of the next `method` event from `sessionId`. */
  next(method: string, sessionId?: string): Promise<Json>;
  close(): Promise<void>;
}

export async function launchCdpBrowser(chromePath: string, chromeFlags: string[]): Promise<CdpBrowser> {
  const chrome: LaunchedChrome = await launch({ chromePath, chromeFlags });
  try {
    const browser = await connectCdpBrowser(chrome.port);
    return {
      ...browser,
      close: async () => {
        await browser.close();
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

/** A client of a Chrome already running with its DevTools port open (one Lighthouse drives, say); closing it leaves Chrome running. */
export async function connectCdpBrowser(port: number): Promise<CdpBrowser> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`no DevTools connection to ${webSocketDebuggerUrl}`)), { once: true });
  });
  let lastId = 0;
  const pending = new Map<number, { resolve: (result: Json) => void; reject: (error: Error) => void; method: string }>();
  const listeners = new Set<(event: CdpEvent) => void>();
  socket.addEventListener('message', (message) => {
    const data = JSON.parse(String(message.data)) as { id?: number; result?: Json; error?: { message: string }; method?: string; params?: Json; sessionId?: string };
    if (data.id !== undefined) {
      const call = pending.get(data.id);
      pending.delete(data.id);
      if (data.error) call?.reject(new Error(`${call.method}: ${data.error.message}`));
      else call?.resolve(data.result);
    } else if (data.method) {
      for (const listener of [...listeners]) listener({ method: data.method, params: data.params, sessionId: data.sessionId });
    }
  });
  const on = (listener: (event: CdpEvent) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        const id = ++lastId;
        pending.set(id, { resolve, reject, method });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      }),
    on,
    next: (method, sessionId) =>
      new Promise((resolve) => {
        const off = on((event) => {
          if (event.method !== method || event.sessionId !== sessionId) return;
          off();
          resolve(event.params);
        });
      }),
    close: async () => {
      socket.close();
    },
  };
}
