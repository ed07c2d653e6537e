import { act, renderHook } from '@testing-library/react';
import { resetSession, seedSession } from '@cedar/shared/auth';
import { libraryVideo } from '../../test-support/fixtures';
import { RESUME_MARGIN_SECONDS, resumePoint, useResumePoint } from './resume';
import { saveWatchViews } from '@cedar/shared/api';

describe('resumePoint', () => {
  it("uses the server's resume_at when nothing waits locally", () => {
    expect(resumePoint(754, undefined)).toBe(754);
    expect(resumePoint(null, undefined)).toBeNull();
  });

  it('prefers the position of a stored record not yet acknowledged', () => {
    expect(resumePoint(754, 900)).toBe(900);
    expect(resumePoint(null, 120)).toBe(120);
  });

  it('offers nothing near either end', () => {
    expect(resumePoint(RESUME_MARGIN_SECONDS - 1, undefined)).toBeNull();
    expect(resumePoint(754, 3)).toBeNull();
    expect(resumePoint(595, undefined, 600)).toBeNull();
    expect(resumePoint(589, undefined, 600)).toBe(589);
    expect(resumePoint(Number.NaN, undefined)).toBeNull();
  });
});

describe('useResumePoint', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSession();
    seedSession({ email: 'learner@cedar.test' });
  });

  it('reads the stored record of the signed-in learner', () => {
    saveWatchViews('learner@cedar.test', 7, [{ start: 0, stop: 30, duration: 30 }], 300);
    saveWatchViews('other@cedar.test', 7, [{ start: 0, stop: 30, duration: 30 }], 500);
    const { result } = renderHook(() => useResumePoint(libraryVideo(7, 1, { resume_at: 100 })));
    expect(result.current).toBe(300);
  });

  it('keeps the point taken when the page opened', () => {
    let video = libraryVideo(7, 1, { resume_at: 100 });
    const { result, rerender } = renderHook(() => useResumePoint(video));
    expect(result.current).toBe(100);
    act(() => saveWatchViews('learner@cedar.test', 7, [], 200));
    video = { ...video, resume_at: 200 };
    rerender();
    expect(result.current).toBe(100);
    video = libraryVideo(8, 1, { resume_at: 50 });
    rerender();
    expect(result.current).toBe(50);
  });

  it('is null without a video', () => {
    const { result } = renderHook(() => useResumePoint(undefined));
    expect(result.current).toBeNull();
  });
});
