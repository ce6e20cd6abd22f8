import { msg } from '@lingui/core/macro';
import {
  createTheme,
  darken,
  luminance,
  type BadgeStylesNames,
  type CSSVariablesResolver,
  type InputWrapperProps,
  type PasswordInputProps,
  type TableScrollContainerProps,
} from '@mantine/core';
import type { CSSProperties } from 'react';
import { i18n } from '../i18n/i18n.ts';

/**
 * The product's Mantine theme. Badges carry the specification's labels ("Within CRP", "Printed",
 * "Irrelevant - Cut Off"): shown as written, never upper-cased, and never cut off with an ellipsis.
 *
 * Colours meet WCAG 2.2 AA (issue 16, measured by tests/e2e/accessibility.spec.ts): Mantine's
 * default shade 6 under white text reaches 3.6:1 at best (blue) and 1.6:1 (yellow), so filled
 * colours use shade 8 and take black or white text by their luminance (`autoContrast`, with the
 * threshold at 0.18, where black and white give the same contrast); the text of the light and
 * outline variants and of coloured text is each colour's `ink` below.
 */
const closeLabel = msg`Close dialog`;
/** Every dialog's and drawer's close button is named (axe: button-name), in the language shown now. */
const namedCloseButton = () => ({ closeButtonProps: { 'aria-label': i18n._(closeLabel) } });

export const theme = createTheme({
  // A user whose system asks for reduced motion gets menus, dialogs and drawers without their transitions.
  respectReducedMotion: true,
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.18,
  defaultRadius: 'sm',
  components: {
    // Mantine reads a function of defaultProps at every render (use-props), so the label follows the language.
    Modal: { defaultProps: namedCloseButton },
    Drawer: { defaultProps: namedCloseButton },
    // A table wider than the screen scrolls sideways: its scroll area takes the focus so the
    // keyboard can scroll it even when it holds nothing focusable (axe: scrollable-region-focusable).
    // Plain objects, not Badge.extend(): the theme is on the sign-in page, which shows no badge or table.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } satisfies Partial<TableScrollContainerProps> },
    // A field's message is read out as it appears (it is also the field's description: aria-describedby).
    InputWrapper: { defaultProps: { errorProps: { role: 'alert' } } satisfies Partial<InputWrapperProps> },
    // A picker searched by typing takes the first option it still shows on Enter: typing a reason's
    // code (`101`) and Enter chooses it (issue 30 item 18), on every Select and MultiSelect.
    Select: { defaultProps: { selectFirstOptionOnChange: true } },
    MultiSelect: { defaultProps: { selectFirstOptionOnChange: true } },
    // (A password field hands its wrapper error props of its own, which would hide the wrapper's.)
    PasswordInput: { defaultProps: { errorProps: { role: 'alert' } } satisfies Partial<PasswordInputProps> },
    Badge: {
      styles: {
        root: { textTransform: 'none', overflow: 'visible' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      } satisfies Partial<Record<BadgeStylesNames, CSSProperties>>,
    },
  },
});

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** `color` laid over white at `opacity` (the light variant's background), as #rrggbb. */
const overWhite = (color: string, opacity: number) => {
  const channel = (i: number) => Math.round(opacity * parseInt(color.slice(1 + 2 * i, 3 + 2 * i), 16) + (1 - opacity) * 255);
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
};

/**
 * A colour's text on white and on its own light background (shade 8 at 12%, the hover's) at
 * 4.5:1 or more: shade 8 or 9 where they reach it, else shade 9 darkened until it does (green,
 * yellow, orange, lime).
 */
export function ink(shades: readonly string[]): string {
  const background = overWhite(shades[8]!, 0.12);
  const enough = (c: string) => contrast(c, background) >= 4.6 && contrast(c, '#ffffff') >= 4.6;
  let candidate = [shades[8]!, shades[9]!].find(enough);
  for (let amount = 0.1; !candidate; amount += 0.05) {
    const darker = darken(shades[9]!, amount);
    if (enough(darker)) candidate = darker;
  }
  return candidate;
}

/**
 * The light scheme's text colours at AA: each colour's ink for coloured text, links, error
 * messages and the light, outline and subtle variants, and the dimmed text (gray 6, 3.3:1 on
 * white) one shade darker.
 * The dark scheme keeps Mantine's (light shades on a dark background) but for the dimmed text
 * (dark 2 is 4.0:1 on the dark body, dark 1 is 8:1) and the error colour of messages and a
 * required field's asterisk (red 8 is 3.4:1 there, red 4 is 6.9:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--mantine-color-error': 'var(--mantine-color-red-4)' },
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-text)',
    ...Object.fromEntries(
      Object.entries(resolved.colors).flatMap(([name, shades]) => {
        const color = ink(shades);
        return [
          [`--mantine-color-${name}-text`, color],
          [`--mantine-color-${name}-light-color`, color],
          [`--mantine-color-${name}-outline`, color],
        ];
      }),
    ),
  },
});
