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
    semanticTokens: {
      colors: {
        emerald: {
          contrast: { value: { _light: 'white', _dark: 'white' } },
          fg: shade('700', '300'),
          subtle: shade('100', '900'),
          muted: shade('200', '800'),
          emphasized: shade('300', '700'),
          solid: shade('600', '600'),
          focusRing: shade('500', '500'),
          border: shade('500', '400'),
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
