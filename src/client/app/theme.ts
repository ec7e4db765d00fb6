import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SystemContext,
} from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  radiomarkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { LAYERS } from '../lib/layers';

const emerald = {
  50: '#ecfdf5',
  100: '#d1fae5',
  200: '#a7f3d0',
  300: '#6ee7b7',
  400: '#34d399',
  500: '#10b981',
  600: '#059669',
  700: '#047857',
  800: '#065f46',
  900: '#064e3b',
  950: '#022c22',
};

const shade = (light: string, dark: string) => ({
  value: { _light: `{colors.emerald.${light}}`, _dark: `{colors.emerald.${dark}}` },
});

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'emerald' },
    // Printed badges and highlights keep their colours.
    body: { minHeight: '100dvh', _print: { printColorAdjust: 'exact' } },
    // Printing one part of a page (a carom protocol, the bracket's sheets): the page sets
    // body[data-print] and marks the part [data-print-area]; everything neither in it nor around
    // it is left out of the print (not hidden: a hidden schedule would still print blank pages).
    'body[data-print] *:not([data-print-area], [data-print-area] *, :has([data-print-area]))': {
      _print: { display: 'none !important' },
    },
    // A part printed whole (the protocol's innings): its scrolling boxes print unclipped.
    'body[data-print] [data-print-area=whole], body[data-print] [data-print-area=whole] *': {
      _print: { maxHeight: 'none !important', overflow: 'visible !important' },
    },
    // What holds the part prints nothing of its own: no padding, gap or height pushes it down.
    'body[data-print] :has([data-print-area])': {
      _print: { padding: '0 !important', margin: '0 !important', minHeight: 'auto !important' },
    },
    'body[data-print] [data-print-area]': { _print: { borderWidth: '0' } },
    '[data-print-hide]': { _print: { display: 'none !important' } },
    '[data-print-only]': { _print: { display: 'block !important' } },
  },
  theme: {
    tokens: {
      colors: {
        emerald: Object.fromEntries(
          Object.entries(emerald).map(([step, value]) => [step, { value }]),
        ),
      },
      zIndex: {
        overlay: { value: LAYERS.overlay },
        modal: { value: LAYERS.modal },
        dropdown: { value: LAYERS.menu },
        tooltip: { value: LAYERS.tooltip },
        toast: { value: LAYERS.toast },
      },
    },
    // Text pairs meet WCAG AA 4.5:1 in both modes (fg on muted, contrast on solid): a11y.spec.ts.
    semanticTokens: {
      colors: {
        emerald: {
          contrast: { value: { _light: 'white', _dark: 'white' } },
          fg: shade('800', '300'),
          subtle: shade('100', '950'),
          muted: shade('200', '800'),
          emphasized: shade('300', '700'),
          solid: shade('700', '700'),
          focusRing: shade('500', '500'),
          border: shade('500', '400'),
        },
        // Chakra's light defaults (green.600, red.500, orange.600) fall under 4.5:1 on white.
        fg: {
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } },
        },
      },
    },
  },
});

// Palettes no page names (checked by tests/unit/theme-palettes.test.ts): each costs the system
// 19 tokens to build at start-up and their CSS variables in the page's largest style rule.
export const UNUSED_PALETTES = ['teal', 'cyan', 'pink'] as const;
function withoutUnused<T extends object>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).filter(
      ([name]) => !(UNUSED_PALETTES as readonly string[]).includes(name),
    ),
  ) as T;
}

/**
 * Chakra's default theme with only the recipes of what the shell and most first screens show
 * (buttons, links, headings, cards, badges, inputs, skeletons). The others (tabs, dialogs,
 * tables, selects, alerts…) travel with the pages that use them, through
 * `components/styled-parts/`; together they would weigh ~14 KB gzipped on every first load.
 * Checkmark and radiomark stay: the checkbox and radio parts look them up by name.
 */
const firstLoadTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnused(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: withoutUnused(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
    },
  },
});

let built: SystemContext | undefined;

/**
 * The design system, built on first use. Building it (the token dictionary, the CSS variables,
 * the reset) is the largest single piece of start-up work: boot.tsx asks for it in a task of its
 * own, between evaluating the app's code and rendering, so that no one task holds a phone's main
 * thread for all three.
 */
export function appSystem(): SystemContext {
  built ??= createSystem(mergeConfigs(defaultBaseConfig, firstLoadTheme), config);
  return built;
}
