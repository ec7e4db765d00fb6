/** Layer order of the specification: overlay 1000 < modal 1100; menu 1000; tooltip 1100. */
export const LAYERS = {
  overlay: 1000,
  modal: 1100,
  menu: 1000,
  tooltip: 1100,
  toast: 1200,
} as const;
