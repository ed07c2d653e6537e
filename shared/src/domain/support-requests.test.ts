import {
  canSubmitSupportRequest,
  encodeSupportDescription,
  isEmptyAnswer,
  missingSupportAnswers,
  parseSupportDescription,
} from './support-requests.ts';

describe('support request rules', () => {
  it('treats empty rich text as empty', () => {
    expect(isEmptyAnswer(null)).toBe(true);
    expect(isEmptyAnswer('<p><br></p>')).toBe(true);
    expect(isEmptyAnswer('<p>&nbsp; </p>')).toBe(true);
    expect(isEmptyAnswer('<p>x</p>')).toBe(false);
  });

  it('needs the required answers of each type', () => {
    expect(canSubmitSupportRequest(1, { challenge: '<p>a</p>', solution: '<p>b</p>' })).toBe(true);
    expect(missingSupportAnswers(2, { challenge: '<p>a</p>', link: 'https://x.y' })).toEqual(['solution']);
    expect(canSubmitSupportRequest(3, { additional: '<p>a</p>' })).toBe(false);
    expect(canSubmitSupportRequest(3, { struggling: '<p>a</p>' })).toBe(true);
    expect(canSubmitSupportRequest(4, { personal: 'p' })).toBe(true);
    expect(canSubmitSupportRequest(5, { grades: '' })).toBe(false);
    expect(canSubmitSupportRequest(6, { other: 'o' })).toBe(true);
  });

  it('encodes answers as name=value pairs with plain ampersands, and reads them back', () => {
    const answers = { challenge: '<p>Tom &amp; Jerry</p>', solution: '<p>a=b&c</p>', link: '' };
    const description = encodeSupportDescription(1, answers);
    expect(description).toBe('challenge=<p>Tom & Jerry</p>&solution=<p>a=b&c</p>');
    expect(parseSupportDescription(description)).toEqual({ challenge: '<p>Tom & Jerry</p>', solution: '<p>a=b&c</p>' });
    expect(parseSupportDescription('hello')).toBeNull();
    expect(parseSupportDescription('other=a&other=b')).toBeNull();
  });
});
