import { messages } from './messages';

describe('count texts', () => {
  it('are singular for one', () => {
    expect(messages.videoPage.participantsCount(1)).toBe('1 Participant');
    expect(messages.videoPage.participantsCount(3)).toBe('3 Participants');
    expect(messages.watchPage.listShowing(1, 1)).toBe('1 recording');
    expect(messages.watchPage.listShowing(5, 5)).toBe('5 recordings');
    expect(messages.watchPage.searchResults(1, 1)).toBe('1 recording mentions it.');
    expect(messages.watchPage.searchResults(2, 2)).toBe('2 recordings mention it.');
    expect(messages.watchPage.searchResults(1, 4)).toBe('4 recordings mention it; the newest is shown.');
    expect(messages.watchPage.searchResults(20, 37)).toBe('37 recordings mention it; the 20 newest are shown.');
  });
});
