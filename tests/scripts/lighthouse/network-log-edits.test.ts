import { describe, expect, it } from 'vitest';
import { applyEdits, parseEdit, type ProtocolEvent } from '../../../scripts/lighthouse/network-log-edits.ts';

/** A request's events as Chrome records them: sent, response, data, finished. */
function requestEvents(requestId: string, url: string, bytes: number): ProtocolEvent[] {
  return [
    { method: 'Network.requestWillBeSent', params: { requestId, request: { url } } },
    { method: 'Network.responseReceived', params: { requestId, response: { encodedDataLength: 300 } } },
    { method: 'Network.dataReceived', params: { requestId, encodedDataLength: bytes - 300 } },
    { method: 'Network.loadingFinished', params: { requestId, encodedDataLength: bytes } },
  ];
}

const log: ProtocolEvent[] = [
  { method: 'Page.frameNavigated', params: {} },
  ...requestEvents('1', 'http://127.0.0.1:4371/', 11_000),
  ...requestEvents('2', 'http://127.0.0.1:4371/assets/boot-abc.js', 1_100),
  ...requestEvents('3', 'http://127.0.0.1:4371/assets/style-def.css', 13_600),
];

const finishedBytes = (events: ProtocolEvent[], requestId: string) =>
  events.find((e) => e.method === 'Network.loadingFinished' && e.params?.requestId === requestId)?.params?.encodedDataLength;

describe('what-if edits to a recorded load (npm run lighthouse:what-if, issue 9)', () => {
  it('reads "drop <part>", "size <part> <bytes>" and "protocol <part> h2|http/1.1"', () => {
    expect(parseEdit('drop boot-')).toEqual({ kind: 'drop', urlPart: 'boot-' });
    expect(parseEdit('  size style- 5000 ')).toEqual({ kind: 'size', urlPart: 'style-', bytes: 5000 });
    expect(parseEdit('protocol 127.0.0.1 h2')).toEqual({ kind: 'protocol', urlPart: '127.0.0.1', protocol: 'h2' });
    expect(parseEdit('protocol /assets/ http/1.1')).toEqual({ kind: 'protocol', urlPart: '/assets/', protocol: 'http/1.1' });
  });

  it('refuses anything else, saying what an edit looks like', () => {
    const invalid = ['', 'drop', 'remove boot-', 'drop boot- 12', 'size style-', 'size style- 5k', 'size style- 5000 more', 'protocol 127.0.0.1', 'protocol 127.0.0.1 h3', 'protocol 127.0.0.1 h2 now'];
    for (const text of invalid) {
      expect(() => parseEdit(text), text).toThrow('an edit is "drop <part of a URL>", "size <part of a URL> <bytes>" or "protocol <part of a URL> h2|http/1.1"');
    }
  });

  it('drops every event of the matching requests and leaves the rest of the log as it was', () => {
    const edited = applyEdits(log, [parseEdit('drop boot-')]);
    expect(edited.some((e) => e.params?.requestId === '2')).toBe(false);
    expect(edited).toEqual(log.filter((e) => e.params?.requestId !== '2'));
  });

  it('gives the matching requests the new size on the wire, the total in loadingFinished, and changes nothing in the log it was given', () => {
    const before = structuredClone(log);
    const edited = applyEdits(log, [parseEdit('size style- 5000')]);
    expect(finishedBytes(edited, '3')).toBe(5000);
    expect(edited.filter((e) => e.params?.requestId === '3' && e.method !== 'Network.loadingFinished').map((e) => e.params?.encodedDataLength ?? e.params?.response?.encodedDataLength)).toEqual([
      undefined,
      0,
      0,
    ]);
    expect(finishedBytes(edited, '1')).toBe(11_000);
    expect(log).toEqual(before);
  });

  it('gives the matching responses the protocol and leaves their sizes and the other responses alone', () => {
    const edited = applyEdits(log, [parseEdit('protocol /assets/ h2')]);
    const protocols = edited.filter((e) => e.method === 'Network.responseReceived').map((e) => [e.params?.requestId, e.params?.response?.protocol]);
    expect(protocols).toEqual([
      ['1', undefined],
      ['2', 'h2'],
      ['3', 'h2'],
    ]);
    expect(finishedBytes(edited, '3')).toBe(13_600);
    expect(edited.filter((e) => e.method !== 'Network.responseReceived')).toEqual(log.filter((e) => e.method !== 'Network.responseReceived'));
  });

  it('applies edits in turn, and refuses one that matches no request rather than report no change', () => {
    const edited = applyEdits(log, [parseEdit('drop boot-'), parseEdit('size style- 5000')]);
    expect(finishedBytes(edited, '3')).toBe(5000);
    expect(() => applyEdits(log, [parseEdit('drop bot-')])).toThrow('no request of the recorded load has "bot-" in its URL');
  });
});
