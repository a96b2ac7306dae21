export { Grid, Inline, Stack, type GridProps, type InlineProps, type Space, type StackProps } from './Layout';
