import { Table as ChakraTable } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const Table = withRootRecipe(ChakraTable, tableSlotRecipe);
