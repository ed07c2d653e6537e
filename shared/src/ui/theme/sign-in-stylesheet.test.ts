import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Theme } from '@fluentui/react-components';
import { cedarTheme } from './cedar-theme.ts';

// The embedded provider's sign-in pages are plain HTML served by the API (no React, no Fluent):
// their stylesheet writes the theme's values out as custom properties named after the tokens.
const stylesheet = join(__dirname, '..', '..', '..', '..', 'api', 'src', 'oidc', 'assets', 'login.css');

/** The `--token: value;` declarations of the stylesheet's :root. */
function customProperties(css: string): Map<string, string> {
  const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  const declarations = root.matchAll(/--([A-Za-z0-9]+)\s*:\s*([^;]+);/g);
  return new Map([...declarations].map(([, name, value]) => [name!, value!]));
}

/** Compares values the way a browser reads them: case and spacing of colours and lists do not matter. */
const normalise = (value: string) => value.replace(/\s+/g, '').replace(/,\s*/g, ',').toLowerCase();

describe('the sign-in pages stylesheet', () => {
  const properties = customProperties(readFileSync(stylesheet, 'utf8'));

  it('takes its palette, fonts, shapes and shadow from the Cedar theme', () => {
    expect(properties.size).toBeGreaterThan(20);
    for (const [token, value] of properties) {
      const themed = cedarTheme[token as keyof Theme];
      expect({ token, value: normalise(value) }).toEqual({ token, value: normalise(String(themed)) });
    }
  });

  it('uses the brand colour and the theme font', () => {
    expect(properties.get('colorBrandBackground')?.toLowerCase()).toBe(cedarTheme.colorBrandBackground.toLowerCase());
    expect(normalise(properties.get('fontFamilyBase') ?? '')).toBe(normalise(cedarTheme.fontFamilyBase));
  });
});
