import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@fluentui/react-components';
import { PortalProviders } from '../PortalProviders/PortalProviders.tsx';
import { useToast } from './useToast.tsx';

const mockDispatched: unknown[] = [];
// Records the options each toast is dispatched with; Fluent times toasts out with a CSS
// animation, which jsdom does not run.
jest.mock('@fluentui/react-components', () => {
  const actual = jest.requireActual('@fluentui/react-components');
  return {
    ...actual,
    useToastController: (id?: string) => {
      const controller = actual.useToastController(id);
      return {
        ...controller,
        dispatchToast: (content: unknown, options: unknown) => {
          mockDispatched.push(options);
          controller.dispatchToast(content, options);
        },
      };
    },
  };
});

function Buttons() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('Your changes have been saved')}>save</Button>
      <Button onClick={() => toast.error('Error while submitting your request')}>fail</Button>
      <Button onClick={() => toast.show('Heads up')}>note</Button>
    </>
  );
}

describe('useToast', () => {
  it("titles success toasts 'Success' and error toasts 'Error'", async () => {
    render(
      <PortalProviders>
        <Buttons />
      </PortalProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Your changes have been saved')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText('Error while submitting your request')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('shows info by default, with the 8000 ms timeout', async () => {
    render(
      <PortalProviders>
        <Buttons />
      </PortalProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'note' }));
    expect(await screen.findByText('Heads up')).toBeInTheDocument();
    expect(screen.getByText('Info')).toBeInTheDocument();
    expect(mockDispatched.at(-1)).toEqual({ intent: 'info', timeout: 8000 });
  });
});
