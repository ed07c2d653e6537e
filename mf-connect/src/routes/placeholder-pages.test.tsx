import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../messages';
import ConnectPage from './ConnectPage';

describe('placeholder pages of the connect remote', () => {
  it('ConnectPage shows its title and a skeleton', () => {
    renderWithPortal(<ConnectPage />);
    expect(screen.getByRole('heading', { name: messages.connectPage.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });
});
