import { csvField, inboxCsv, inboxCsvFileName } from '../../../server/admin/inbox-csv.ts';
import { parseCsv } from '../support/parse-csv.ts';
import { enquiryItem, expertItem } from '../support/inbox-items.ts';

const header = ['Received (IST)', 'Kind', 'Name', 'Phone', 'E-mail', 'Travel date', 'Travellers', 'Itinerary', 'Itinerary id', 'Status', 'Handled (IST)', 'Reference'];

it('starts with a UTF-8 BOM and ends every line with CRLF', () => {
  const csv = inboxCsv([enquiryItem]);
  expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(csv.slice(1).split('\r\n')).toHaveLength(3);
  expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
});

it('round-trips an enquiry and an expert request, a Devanagari name with a comma included', () => {
  const rows = parseCsv(inboxCsv([enquiryItem, { ...expertItem, handledAt: '2026-11-24T05:00:00.000Z' }]).slice(1));
  expect(rows).toEqual([
    header,
    ['2026-11-23 16:53', 'Enquiry', 'अनन्या राव, Bengaluru', "'+91 98450 12345", 'ananya@example.com', '2027-03-12', '', '', '', 'Open', '', enquiryItem.id],
    [
      '2026-11-24 09:35',
      'Expert request',
      'Ravi Kumar',
      '98450 67890',
      '',
      '12–18 March 2027',
      '2',
      'Skyline & Souks: Classic Dubai',
      'dubai-skyline-souks-classic',
      'Handled',
      '2026-11-24 10:30',
      expertItem.id,
    ],
  ]);
});

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    [' padded ', '" padded "'],
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes null as an empty field and numbers as digits', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(12)).toBe('12');
  });
});

it("names the file by the agency's date", () => {
  expect(inboxCsvFileName(new Date('2026-11-23T20:00:00Z'))).toBe('enquiries-2026-11-24.csv');
});
