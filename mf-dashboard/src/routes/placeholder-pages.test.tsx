import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../messages';
import HomePage from './HomePage';

describe('placeholder pages of the dashboard remote', () => {
  it.each<[ComponentType, string]>([[HomePage, messages.homePage.title]])(
    '%p shows its title and a skeleton',
    (Page, title) => {
      renderWithPortal(<Page />);
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    },
  );
});
