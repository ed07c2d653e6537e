import { HANDSHAKE_MAX_BYTES, handshakeFileError } from './additional-tools';

describe('the Handshake file check', () => {
  it('takes .csv files in any case', () => {
    expect(handshakeFileError({ name: 'export.csv', size: 10 })).toBeNull();
    expect(handshakeFileError({ name: 'EXPORT.CSV', size: 10 })).toBeNull();
  });
  it('refuses other files and files over 5 MB', () => {
    expect(handshakeFileError({ name: 'export.xlsx', size: 10 })).toBe('notCsv');
    expect(handshakeFileError({ name: 'csv', size: 10 })).toBe('notCsv');
    expect(handshakeFileError({ name: 'big.csv', size: HANDSHAKE_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(handshakeFileError({ name: 'huge.csv', size: 50 * 1024 * 1024 })).toBe('tooLarge');
  });
});
