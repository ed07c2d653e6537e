import { CREATE_EVENT, onCreateRequest, requestCreate } from './events.ts';

describe('the create-button event', () => {
  it('reaches the listener of the kind asked for, and no other', () => {
    const announcement = jest.fn();
    const cohort = jest.fn();
    const stopAnnouncement = onCreateRequest('announcement', announcement);
    const stopCohort = onCreateRequest('cohort', cohort);
    requestCreate('announcement');
    expect(announcement).toHaveBeenCalledTimes(1);
    expect(cohort).not.toHaveBeenCalled();
    stopAnnouncement();
    stopCohort();
  });

  it('stops when the listener stops listening', () => {
    const announcement = jest.fn();
    onCreateRequest('announcement', announcement)();
    requestCreate('announcement');
    expect(announcement).not.toHaveBeenCalled();
  });

  it('ignores an event with a detail that is not a create kind', () => {
    const cohort = jest.fn();
    const stop = onCreateRequest('cohort', cohort);
    window.dispatchEvent(new CustomEvent(CREATE_EVENT, { detail: { kind: 'cohort' } }));
    expect(cohort).not.toHaveBeenCalled();
    stop();
  });
});
