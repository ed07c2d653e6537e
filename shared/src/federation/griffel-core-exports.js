// What the portal runs of @griffel/core in production: webpack resolves the package to this file
// in every app (webpack-config.cjs), and this file is what the apps share as it. Shared modules
// are built whole, and every style is compiled at build time (ADR 0050), so the runtime half of
// Griffel (style resolution, stylis, rtl-css-js) would ship unused. Kept: the compiled styles'
// functions, the renderer, class merging, and `shorthands`, which Fluent's focus-outline helper
// calls when a style is built (ADR 0051). The path is the package's own ES module build: asking
// for `@griffel/core` here would ask the share scope for this very file.
// federation.test.ts fails when a package or @griffel/react uses a name this file lacks.
export {
  __css,
  __resetCSS,
  __resetStyles,
  __staticCSS,
  __staticStyles,
  __styles,
  createDOMRenderer,
  mergeClasses,
  rehydrateRendererCache,
  RESET,
  shorthands,
  styleBucketOrdering,
} from '../../../node_modules/@griffel/core/src/index.js';
