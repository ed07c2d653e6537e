import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  decodeHandshakeCsv,
  HANDSHAKE_MAX_BYTES,
  HANDSHAKE_MAX_ROWS,
  HandshakeFileRefused,
  parseHandshakeCsv,
} from '../../src/domain/handshake-csv.ts';

const refused = (fn: () => unknown, message: RegExp) =>
  assert.throws(fn, (error: unknown) => error instanceof HandshakeFileRefused && message.test(error.message));

describe('Handshake CSV', () => {
  it('reads the columns in any order and spelling, ignoring others, quotes and a BOM', () => {
    const text =
      '\uFEFF"Email Address",School,"First Name",LastName,Phone Number\r\n' +
      'ADA@School.Academy,"Trinity, Dublin",Ada,"Love\nlace",555\r\n\r\nbo@school.academy,,Bo,Li,\r\n';
    assert.deepEqual(parseHandshakeCsv(text), [
      { email: 'ada@school.academy', first_name: 'Ada', last_name: 'Love\nlace', phone: '555' },
      { email: 'bo@school.academy', first_name: 'Bo', last_name: 'Li', phone: null },
    ]);
  });

  it('refuses a header without email, first_name and last_name', () => {
    refused(() => parseHandshakeCsv('email,name\na@school.academy,A\n'), /header with the columns/);
    refused(() => parseHandshakeCsv('a@school.academy,Ada,Lovelace\n'), /header with the columns/);
  });

  it('refuses an empty file or one with too many rows', () => {
    refused(() => parseHandshakeCsv(''), /no contacts/);
    refused(() => parseHandshakeCsv('email,first_name,last_name\n\n'), /no contacts/);
    const many = [
      'email,first_name,last_name',
      ...Array.from({ length: HANDSHAKE_MAX_ROWS + 1 }, (_, i) => `s${i}@school.academy,S,${i}`),
    ];
    refused(() => parseHandshakeCsv(many.join('\n')), /more than 20000 contacts/);
  });

  it('names the lines with errors (their line numbers in the file, quoted newlines counted), at most five', () => {
    const text = 'email,first_name,last_name\n"a@school.academy","A\nA",A\nbad,B,B\n';
    refused(() => parseHandshakeCsv(text), /^Nothing was uploaded\. Line 4: "bad" is not a valid e-mail address\.$/);
    const six = ['email,first_name,last_name', ...Array.from({ length: 7 }, (_, i) => `bad${i},B,B`)].join('\n');
    refused(() => parseHandshakeCsv(six), /Line 6: "bad4" is not a valid e-mail address\. \(2 more errors\.\)$/);
    refused(() => parseHandshakeCsv('email,first_name,last_name\n,A,A\n'), /Line 2: the e-mail is missing/);
  });

  it('refuses what is not UTF-8 text, and files over 5 MB', () => {
    refused(() => decodeHandshakeCsv(Buffer.from([0xff, 0xfe, 0x41, 0x00])), /not a CSV file/);
    refused(() => decodeHandshakeCsv(Buffer.from([0xc3, 0x28])), /not a CSV file/);
    refused(() => decodeHandshakeCsv(Buffer.alloc(HANDSHAKE_MAX_BYTES + 1, 'a')), /larger than 5 MB/);
    assert.equal(decodeHandshakeCsv(Buffer.from('email\n')), 'email\n');
  });
});
