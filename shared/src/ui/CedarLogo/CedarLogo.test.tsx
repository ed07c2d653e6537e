import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { cedarTheme } from '../theme/cedar-theme.ts';
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

  it('draws the same mark, in the theme colours, as the logo file of the favicon and the sign-in page', () => {
    const { container } = render(<CedarLogo markOnly />);
    const source = readFileSync(join(__dirname, 'cedar-logo.svg'), 'utf8');
    const file = new DOMParser().parseFromString(source, 'image/svg+xml');
    const attributes = (element: Element | null, names: string[]) =>
      names.map((name) => element?.getAttribute(name)?.toLowerCase());
    expect(attributes(file.querySelector('path'), ['d'])).toEqual(attributes(container.querySelector('path'), ['d']));
    const box = ['x', 'y', 'width', 'height', 'rx'];
    expect(attributes(file.querySelector('rect'), box)).toEqual(attributes(container.querySelector('rect'), box));
    expect(attributes(file.querySelector('path'), ['fill'])).toEqual([cedarTheme.colorBrandBackground.toLowerCase()]);
    expect(attributes(file.querySelector('rect'), ['fill'])).toEqual([
      cedarTheme.colorPaletteBrownForeground2.toLowerCase(),
    ]);
  });
});
