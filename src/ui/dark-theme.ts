import { type BrandVariants, createDarkTheme, type Theme } from '@fluentui/react-components';

/** The dark Fluent theme of a brand ramp (its own chunk: light-mode visits never fetch it). */
export function darkTheme(brand: BrandVariants): Theme {
  // Fluent's guidance for custom brands: lighter foregrounds keep contrast on dark surfaces.
  return {
    ...createDarkTheme(brand),
    colorBrandForeground1: brand[110],
    colorBrandForeground2: brand[120],
    colorBrandForegroundLink: brand[120],
  };
}
