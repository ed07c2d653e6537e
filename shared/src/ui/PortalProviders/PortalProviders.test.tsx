import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@fluentui/react-components';
import useSWR from 'swr';
import { useToast } from '../Toast/useToast.tsx';
import { PortalProviders } from './PortalProviders.tsx';

function Greeting() {
  const { data } = useSWR('greeting');
  return <p>{data ?? 'loading'}</p>;
}

function Toaster() {
  const toast = useToast();
  return <Button onClick={() => toast.success('Saved once')}>toast</Button>;
}

describe('PortalProviders', () => {
  it('passes the SWR configuration through', async () => {
    render(
      <PortalProviders swr={{ fetcher: async (key: string) => `hello from ${key}`, provider: () => new Map() }}>
        <Greeting />
      </PortalProviders>,
    );
    expect(await screen.findByText('hello from greeting')).toBeInTheDocument();
  });

  it('renders one toaster even when nested', async () => {
    render(
      <PortalProviders>
        <PortalProviders>
          <Toaster />
        </PortalProviders>
      </PortalProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'toast' }));
    expect(await screen.findAllByText('Saved once')).toHaveLength(1);
  });
});
