import { mergeClasses } from '@fluentui/react-components';
import { brand } from '../../domain/index.ts';
import { useCedarLogoStyles } from './CedarLogo.styles.ts';

/** Props of CedarLogo. */
export interface CedarLogoProps {
  size?: 'small' | 'medium' | 'large';
  /** Hides the product name next to the mark (tight headers). */
  markOnly?: boolean;
  /** Light drawing for brand-coloured backgrounds. */
  inverted?: boolean;
  className?: string;
}

const MARK_PX = { small: 28, medium: 44, large: 72 } as const;

/** The Cedar logo: a layered cedar tree mark and the product name. */
export function CedarLogo({ size = 'medium', markOnly = false, inverted = false, className }: CedarLogoProps) {
  const styles = useCedarLogoStyles();
  const px = MARK_PX[size];
  return (
    <span className={mergeClasses(styles.root, className)} role="img" aria-label={`${brand.productName} logo`}>
      <svg
        className={mergeClasses(styles.mark, inverted && styles.invertedMark)}
        width={px}
        height={px}
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M24 3 L33 15 H28 L38 27 H31 L42 40 H6 L17 27 H10 L20 15 H15 Z" />
        <rect className={inverted ? undefined : styles.trunk} x="21" y="40" width="6" height="6" rx="1" />
      </svg>
      {markOnly ? null : (
        <span aria-hidden="true" className={mergeClasses(styles.word, styles[size], inverted && styles.inverted)}>
          {brand.productName}
        </span>
      )}
    </span>
  );
}
