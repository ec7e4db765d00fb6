// "In sơ đồ": the paper to print the bracket on, with the sheets each takes. Loaded when opened.
import { Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/styled-parts/native-select';
import { PAPERS, type Paper } from './bracket-place';

const PAPER_LABELS: Record<Paper, string> = { a4: 'A4 ngang', a3: 'A3 ngang' };

export default function PrintDialog({
  paper,
  sheets,
  onPrint,
  onClose,
}: {
  /** The address's, chosen last time. */
  paper: Paper;
  /** How many sheets the bracket shown takes on each paper. */
  sheets: Record<Paper, number>;
  onPrint: (paper: Paper) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState(paper);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPrint(chosen);
  };
  return (
    <FormDialog
      title="In sơ đồ thi đấu"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="In"
      submitting={false}
      size="sm"
    >
      <Text color="fg.muted" mb="4">
        Sơ đồ đang hiển thị được in theo từng phần, mỗi phần một tờ, chữ đủ lớn để đọc trên tường.
      </Text>
      <FormField label="Khổ giấy">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={chosen}
            onChange={(event) => setChosen(event.target.value === 'a3' ? 'a3' : 'a4')}
          >
            {PAPERS.map((option) => (
              <option key={option} value={option}>
                {PAPER_LABELS[option]} · {sheets[option]} tờ
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </FormDialog>
  );
}
