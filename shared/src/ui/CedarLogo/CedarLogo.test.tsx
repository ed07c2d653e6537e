import { render, screen } from '@testing-library/react';
import { CedarLogo } from './CedarLogo.tsx';

describe('CedarLogo', () => {
  it('is an image named after the product, with the word mark', () => {
    render(<CedarLogo />);
    expect(screen.getByRole('img', { name: 'Cedar logo' })).toHaveTextContent('Cedar');
  });

  it('can show the mark alone', () => {
    render(<CedarLogo markOnly size="small" />);
    expect(screen.getByRole('img', { name: 'Cedar logo' })).toHaveTextContent('');
  });
});
