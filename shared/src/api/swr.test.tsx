import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { swrConfig, useApi } from './swr.ts';
import { ApiError } from './client.ts';

function Users({ cohort }: { cohort: number | null }) {
  const { data, error } = useApi<{ message: { users: { email: string }[] } }>(cohort ? '/v1/users' : null, {
    cohort_id: cohort ?? undefined,
  });
  if (error) return <p>error {error.status}</p>;
  if (!data) return <p>loading</p>;
  return <p>{data.message.users.map((u) => u.email).join(',')}</p>;
}

describe('useApi', () => {
  it('reads an API path with its query through SWR', async () => {
    renderWithPortal(<Users cohort={7} />, {
      handlers: [
        apiHandler('get', '/v1/users', ({ request }) =>
          HttpResponse.json({
            message: { users: [{ email: `cohort-${new URL(request.url).searchParams.get('cohort_id')}@cedar.test` }] },
          }),
        ),
      ],
    });
    expect(await screen.findByText('cohort-7@cedar.test')).toBeInTheDocument();
  });

  it('waits while the path is null', () => {
    renderWithPortal(<Users cohort={null} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('exposes the typed error', async () => {
    renderWithPortal(<Users cohort={7} />, {
      handlers: [apiHandler('get', '/v1/users', () => HttpResponse.json({ message: 'no' }, { status: 403 }))],
    });
    expect(await screen.findByText('error 403')).toBeInTheDocument();
  });
});

describe('swrConfig', () => {
  const retry = swrConfig.onErrorRetry!;
  const revalidate = jest.fn();

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('does not retry a 4xx answer', () => {
    retry(new ApiError(404, 'gone', null), 'k', swrConfig as never, revalidate, { retryCount: 1, dedupe: false });
    jest.runAllTimers();
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('retries a 5xx answer with backoff, three times at most', () => {
    retry(new ApiError(503, 'busy', null), 'k', swrConfig as never, revalidate, { retryCount: 1, dedupe: false });
    jest.advanceTimersByTime(2000);
    expect(revalidate).toHaveBeenCalledWith({ retryCount: 1 });
    revalidate.mockClear();
    retry(new ApiError(503, 'busy', null), 'k', swrConfig as never, revalidate, { retryCount: 4, dedupe: false });
    jest.runAllTimers();
    expect(revalidate).not.toHaveBeenCalled();
  });
});
