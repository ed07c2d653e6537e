import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS } from '@cedar/shared/domain';
import { initialCohortId, selectCohort } from './cohort.ts';
import {
  initialSessionState,
  markAllComponentsLoaded,
  resetSession,
  seedSession,
  sessionStore,
  useSession,
} from './session-store.ts';
import { membership } from './test-fixtures.ts';

beforeEach(resetSession);

describe('session store', () => {
  it('starts authenticating with nothing known', () => {
    expect(sessionStore.getState()).toEqual(initialSessionState);
    expect(initialSessionState.status).toBe('authenticating');
  });

  it('re-renders readers of a slice when it changes', () => {
    const { result } = renderHook(() => useSession((s) => s.status));
    act(() => seedSession({ status: 'ready' }));
    expect(result.current).toBe('ready');
  });

  it('marks all components loaded once', () => {
    markAllComponentsLoaded();
    expect(sessionStore.getState().allComponentsLoaded).toBe(true);
  });
});

describe('admin-console cohort', () => {
  it('defaults to the first admin membership, else the first membership', () => {
    expect(initialCohortId([membership(5, 3), membership(9, 4)])).toBe(4);
    expect(initialCohortId([membership(5, 3), membership(2, 4)])).toBe(3);
    expect(initialCohortId([])).toBeNull();
  });

  it('is persisted under mk_acp_selected-cohort-id', () => {
    selectCohort(12);
    expect(localStorage.getItem(STORAGE_KEYS.acpSelectedCohortId)).toBe('12');
    expect(sessionStore.getState().selectedCohortId).toBe(12);
    expect(initialCohortId([membership(5, 3), membership(1, 12)])).toBe(12);
  });
});
