import { siteSiblingOf } from '../../sw/font-files.ts';

const precached = [
  'assets/index-Bx1_aZ9q.js',
  'assets/cormorant-garamond-rupee-600-normal-Qm2kXJAl.woff2',
  'assets/cormorant-garamond-site-500-italic-Y14P-dkT.woff2',
  'assets/cormorant-garamond-site-600-normal-Co1r35X9.woff2',
];

describe('offline font fallback', () => {
  it('answers a full face that is not on the device with the site file of the same family and style', () => {
    expect(siteSiblingOf('/assets/cormorant-garamond-latin-600-normal-DO1Apj_T.woff2', precached)).toBe('assets/cormorant-garamond-site-600-normal-Co1r35X9.woff2');
    expect(siteSiblingOf('/assets/cormorant-garamond-cyrillic-500-italic-DVnfXoMy.woff2', precached)).toBe('assets/cormorant-garamond-site-500-italic-Y14P-dkT.woff2');
    expect(siteSiblingOf('/assets/cormorant-garamond-latin-ext-600-normal-DaBc-lu7.woff2', precached)).toBe('assets/cormorant-garamond-site-600-normal-Co1r35X9.woff2');
  });

  it('has no answer for other files or a family with no Latin file on the device', () => {
    expect(siteSiblingOf('/assets/index-Bx1_aZ9q.js', precached)).toBeNull();
    expect(siteSiblingOf('/assets/lora-greek-400-normal-AbCdEfGh.woff2', precached)).toBeNull();
  });
});
