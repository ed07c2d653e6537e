// What the portal runs of @griffel/react in production, as griffel-core-exports.js is of
// @griffel/core: the compiled styles' hooks, the renderer's providers and class merging; not
// makeStyles, makeResetStyles or makeStaticStyles, which every build compiles away (ADR 0051).
// federation.test.ts fails when a package imports a name this file lacks.
export {
  __css,
  __resetCSS,
  __resetStyles,
  __staticCSS,
  __staticStyles,
  __styles,
  createDOMRenderer,
  mergeClasses,
  RendererProvider,
  shorthands,
  TextDirectionProvider,
  useRenderer_unstable,
} from '../../../node_modules/@griffel/react/src/index.js';
