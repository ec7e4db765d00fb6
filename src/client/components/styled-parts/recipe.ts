import type { SlotRecipeConfig, SystemStyleObject } from '@chakra-ui/react';
import { createElement, type ComponentType } from 'react';

/**
 * Chakra components whose recipes are not in the first-load theme (app/theme.ts) carry their
 * own through Chakra's `recipe` prop, so a recipe travels with the pages that use it: one module
 * per component in this folder (a page's chunk holds only the ones it imports). ESLint refuses
 * these components from '@chakra-ui/react', where they would be unstyled.
 */

/** The recipe a component's `recipe` prop takes (a plain or a slot recipe). */
type RecipeOf<C> = C extends (props: infer P) => unknown
  ? P extends { recipe?: infer R }
    ? Exclude<R, undefined>
    : never
  : never;

/** `Component` with `recipe` unless the caller gives another. */
export function withRecipe<C extends (props: never) => unknown>(
  Component: C,
  recipe: RecipeOf<C>,
): C {
  const Inner = Component as unknown as ComponentType<{ recipe?: unknown }>;
  const Styled = (props: { recipe?: unknown }) =>
    createElement(Inner, { ...props, recipe: props.recipe ?? recipe });
  Styled.displayName = `Styled(${Inner.displayName ?? Inner.name})`;
  return Styled as unknown as C;
}

/** A part namespace (`Tabs.Root`, `Tabs.List`…) whose Root carries the recipe its parts read. */
export function withRootRecipe<N extends { Root: (props: never) => unknown }>(
  parts: N,
  recipe: RecipeOf<N['Root']>,
): N {
  return { ...parts, Root: withRecipe(parts.Root, recipe) };
}

/** A recipe with extra base styles for some of its slots. */
export function extendBase(
  recipe: SlotRecipeConfig,
  extra: Record<string, SystemStyleObject>,
): SlotRecipeConfig {
  const base: Record<string, SystemStyleObject | undefined> = { ...recipe.base };
  for (const [slot, styles] of Object.entries(extra)) base[slot] = { ...base[slot], ...styles };
  return { ...recipe, base: base as Record<string, SystemStyleObject> };
}

// Nested dialogs still stack through Chakra's --layer-index, above our own layers (lib/layers.ts).
const overlayZ = 'calc(var(--overlay-z) + var(--layer-index, 0))';
export const overlayLayers = {
  backdrop: { '--overlay-z': 'zIndex.overlay', zIndex: overlayZ },
  positioner: { '--overlay-z': 'zIndex.modal', zIndex: overlayZ },
  content: { '--overlay-z': 'zIndex.modal', zIndex: overlayZ },
};
