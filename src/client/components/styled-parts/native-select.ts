import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const NativeSelect = withRootRecipe(ChakraNativeSelect, nativeSelectSlotRecipe);
