import { List as ChakraList } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const List = withRootRecipe(ChakraList, listSlotRecipe);
