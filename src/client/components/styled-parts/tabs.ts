import { Tabs as ChakraTabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const Tabs = withRootRecipe(ChakraTabs, tabsSlotRecipe);
