import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import type { vars } from '../../theme';
import { cx } from '../Field/fieldUtils';
import * as styles from './Layout.css';

/** A key of the spacing scale (`none`, `xxs` 2px … `xxxl` 48px). */
export type Space = keyof typeof vars.space;
type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between';
type LayoutElement =
  'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'main' | 'nav' | 'ul' | 'ol' | 'form';

interface LayoutBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** The element to render (e.g. `ul` for lists of items). Defaults to `div`. */
  as?: LayoutElement;
  /** Space between children, from the spacing tokens. */
  gap?: Space;
  /** Cross-axis alignment. */
  align?: Align;
  children?: ReactNode;
  /** Extra class names, appended after ours. */
  className?: string;
}

export interface StackProps extends LayoutBaseProps {
  /** Main-axis distribution. */
  justify?: Justify;
}

export interface InlineProps extends LayoutBaseProps {
  /** Main-axis distribution. */
  justify?: Justify;
  /** Wrap onto several lines (default true). */
  wrap?: boolean;
}

export interface GridProps extends LayoutBaseProps {
  /** A fixed number of equal columns, or `auto` to fit as many `minItemWidth` columns as there is room for. */
  columns?: 'auto' | 1 | 2 | 3 | 4 | 5 | 6;
  /** Smallest column width for `columns="auto"`, any CSS length. Defaults to 200px. */
  minItemWidth?: string;
}

const spaceKeys = new Set<string>(['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl']);
const safeGap = (gap: Space | undefined) => (gap && spaceKeys.has(gap) ? gap : undefined);

/** Children in a column with even spacing from the tokens. */
export const Stack = /*#__PURE__*/ forwardRef<HTMLElement, StackProps>(function Stack(
  { as: Element = 'div', gap, align, justify, className, ...props },
  ref,
) {
  return (
    <Element
      {...props}
      ref={ref as never}
      className={cx(styles.stack({ gap: safeGap(gap), align, justify }), className)}
    />
  );
});

/** Children in a row (wrapping by default), e.g. buttons or tags. */
export const Inline = /*#__PURE__*/ forwardRef<HTMLElement, InlineProps>(function Inline(
  { as: Element = 'div', gap, align, justify, wrap, className, ...props },
  ref,
) {
  return (
    <Element
      {...props}
      ref={ref as never}
      className={cx(styles.inline({ gap: safeGap(gap), align, justify, wrap }), className)}
    />
  );
});

/** A responsive grid: fixed columns or as many `minItemWidth` columns as fit. */
export const Grid = /*#__PURE__*/ forwardRef<HTMLElement, GridProps>(function Grid(
  { as: Element = 'div', gap, align, columns, minItemWidth, className, style, ...props },
  ref,
) {
  const varName = styles.minItemWidth.replace(/^var\((.*)\)$/, '$1');
  const inlineStyle: CSSProperties | undefined = minItemWidth
    ? ({ ...style, [varName]: minItemWidth } as CSSProperties)
    : style;
  return (
    <Element
      {...props}
      ref={ref as never}
      style={inlineStyle}
      className={cx(styles.grid({ gap: safeGap(gap), align, columns }), className)}
    />
  );
});
