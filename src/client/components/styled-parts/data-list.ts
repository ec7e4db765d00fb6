import { DataList as ChakraDataList } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const DataList = withRootRecipe(ChakraDataList, dataListSlotRecipe);
