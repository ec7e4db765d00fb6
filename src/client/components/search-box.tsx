import { Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormField } from './form-field';

/** How long typing must pause before the search runs (one request per pause). */
const SEARCH_DELAY_MS = 350;

/**
 * A list's search field. `value` is the search in force (from the URL); typing calls `onSearch`
 * once it pauses, and a value changed elsewhere (back button, "Xoá bộ lọc") replaces the text.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <FormField label={label}>
      <InputGroup startElement={<Search size={16} aria-hidden />}>
        <Input
          type="search"
          bg="bg"
          value={text}
          maxLength={100}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
        />
      </InputGroup>
    </FormField>
  );
}
