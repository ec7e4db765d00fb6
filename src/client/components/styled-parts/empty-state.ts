import { EmptyState as ChakraEmptyState } from '@chakra-ui/react';
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const EmptyState = withRootRecipe(ChakraEmptyState, emptyStateSlotRecipe);
