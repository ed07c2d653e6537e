import { makeStyles, tokens } from '@fluentui/react-components';

/** The six course colours, by course index (§9). */
export const useCourseColourStyles = makeStyles({
  dot: {
    display: 'inline-block',
    flexShrink: 0,
    width: '10px',
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
  },
  c0: { backgroundColor: tokens.colorPaletteBlueBorderActive },
  c1: { backgroundColor: tokens.colorPaletteDarkOrangeBorderActive },
  c2: { backgroundColor: tokens.colorPaletteGreenBorderActive },
  c3: { backgroundColor: tokens.colorPaletteBerryBorderActive },
  c4: { backgroundColor: tokens.colorPaletteTealBorderActive },
  c5: { backgroundColor: tokens.colorPaletteGoldBorderActive },
});

/** The class of course colour `index` (0 to 5). */
export function courseColourClass(styles: ReturnType<typeof useCourseColourStyles>, index: number): string {
  return styles[`c${index % 6}` as 'c0'];
}
