import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { dialogAnatomy, drawerAnatomy, menuAnatomy } from '@chakra-ui/react/anatomy';
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

// Nested dialogs still stack through Chakra's --layer-index.
const overlayZ = 'calc(var(--overlay-z) + var(--layer-index, 0))';
const overlayLayers = {
  backdrop: { '--overlay-z': 'zIndex.overlay', zIndex: overlayZ },
  positioner: { '--overlay-z': 'zIndex.modal', zIndex: overlayZ },
  content: { '--overlay-z': 'zIndex.modal', zIndex: overlayZ },
};

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'emerald' },
    body: { minHeight: '100dvh' },
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
    slotRecipes: {
      dialog: { slots: dialogAnatomy.keys(), base: overlayLayers },
      drawer: { slots: drawerAnatomy.keys(), base: overlayLayers },
      menu: {
        slots: menuAnatomy.keys(),
        base: { content: { '--menu-z-index': 'zIndex.dropdown' } },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
