import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { Tabs } from './Tabs';

function Example() {
  const [tab, setTab] = useState<'a' | 'b' | 'c' | 'd'>('b');
  return (
    <Tabs
      tabs={[
        { value: 'a', label: 'Alpha' },
        { value: 'b', label: 'Beta' },
        { value: 'c', label: 'Gamma', disabled: true },
        { value: 'd', label: 'Delta' },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      Panel {tab}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects by click and labels the panel with the selected tab', async () => {
    renderWithPortal(<Example />);
    expect(screen.getByRole('tabpanel', { name: 'Beta' })).toHaveTextContent('Panel b');
    await userEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('Panel a');
  });

  it('moves with arrow keys, Home and End, skipping disabled tabs', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Beta' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Delta' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel d');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toBeDisabled();
  });
});
