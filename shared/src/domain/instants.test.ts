import fc from 'fast-check';
import { instantMs } from './instants';

describe('instantMs', () => {
  it('reads the API form exactly as Date.parse does, for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          const text = date.toISOString();
          expect(instantMs(text)).toBe(Date.parse(text));
        },
      ),
    );
  });

  it('gives other forms and bad fields to Date.parse', () => {
    for (const text of [
      '2026-11-21T16:00:00Z',
      '2026-11-21T16:00:00.000+02:00',
      '2026-02-30T00:00:00.000Z',
      '2026-02-32T00:00:00.000Z',
      '2026-13-01T00:00:00.000Z',
      '2026-11-21T24:00:00.000Z',
      '2026-1a-21T16:00:00.000Z',
      '2026-11-21 16:00:00.000Z',
      '',
      'yesterday',
    ])
      expect(Object.is(instantMs(text), Date.parse(text))).toBe(true);
  });
});
