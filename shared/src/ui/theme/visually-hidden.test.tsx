import { makeStyles } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { visuallyHidden } from './visually-hidden.ts';

const useStyles = makeStyles({ hidden: visuallyHidden });

function Label() {
  return (
    <button type="button">
      ★<span className={useStyles().hidden}>Add to favourites</span>
    </button>
  );
}

describe('visuallyHidden', () => {
  it('keeps the text in the accessibility tree', () => {
    render(<Label />);
    expect(screen.getByRole('button', { name: '★ Add to favourites' })).toBeInTheDocument();
    // Drawn nowhere, but never display: none or visibility: hidden, which would hide it from screen readers too.
    expect(visuallyHidden).not.toHaveProperty('display');
    expect(visuallyHidden).not.toHaveProperty('visibility');
    expect(visuallyHidden).toMatchObject({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  });
});
