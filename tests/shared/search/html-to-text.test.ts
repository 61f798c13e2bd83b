import { htmlToText } from '../../../shared/search/html-to-text.ts';

describe('htmlToText', () => {
  it('keeps the words of authored HTML and drops tags, scripts and extra space', () => {
    expect(htmlToText('<p>Dubai, <em>slowly</em>:</p>\n<ul><li>souk</li><li>dunes</li></ul>')).toBe('Dubai, slowly : souk dunes');
    expect(htmlToText('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('a b');
  });

  it('turns entities into characters', () => {
    expect(htmlToText('Tom &amp; Jerry&rsquo;s &#8377;5,000 &#x2014; &nbsp;café &unknown;')).toBe('Tom & Jerry’s ₹5,000 — café &unknown;');
  });
});
