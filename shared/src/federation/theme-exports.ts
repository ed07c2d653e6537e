// What the portal runs of @fluentui/react-theme: webpack resolves that package to this file in
// every app (shared-dependencies.cjs), and this file is what the apps share as it. Shared
// modules are built whole, and the package re-exports every theme Fluent ships (web and Teams,
// light, dark and high contrast: 77 KB minified); Fluent's components read only `tokens` and
// `typographyStyles`, and the portal builds its one theme with createLightTheme (ADR 0041).
// federation.test.ts fails when an installed Fluent package or an app imports a name this
// file lacks.
export { createLightTheme, themeToTokensObject, tokens, typographyStyles } from '@fluentui/tokens';
