import { render, screen } from '@testing-library/react';
import { StatusScreen } from './StatusScreen';

describe('StatusScreen', () => {
  it('fills the window with the logo above the card', () => {
    render(<StatusScreen title="Sorry about that!" lines={['One', 'Two']} />);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('img', { name: 'Cedar logo' }));
    expect(screen.getByRole('region', { name: 'Sorry about that!' })).toHaveTextContent('OneTwo');
  });

  it('sits in a content pane without its own main landmark', () => {
    render(<StatusScreen variant="page" title="Nothing here" />);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nothing here' })).toBeInTheDocument();
  });
});
