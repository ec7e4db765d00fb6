// The organiser's snippet for the club's own website: an <iframe> of the tournament's bracket or
// standings (/embed/tournaments/:id), at the size and colours chosen here. Loaded when opened.
import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { FormField } from '../../components/form-field';
import { FormDialog } from '../../components/form-dialog';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { Textarea } from '../../components/styled-parts/textarea';
import { copyText } from '../../lib/clipboard';
import { notify } from '../../lib/toast-store';
import {
  EMBED_SCALES,
  EMBED_TAB_LABELS,
  EMBED_TABS,
  embedPath,
  embedSnippet,
  type EmbedView,
} from './embed-params';

const THEME_CHOICES: Choice<EmbedView['theme']>[] = [
  { value: undefined, label: 'Theo thiết bị người xem' },
  { value: 'light', label: 'Sáng' },
  { value: 'dark', label: 'Tối' },
];

interface Choice<T> {
  value: T;
  label: string;
}

/** A select over typed values (the option's index stands for its value in the DOM). */
function ChoiceField<T>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={String(choices.findIndex((choice) => choice.value === value))}
          onChange={(event) => {
            const choice = choices[Number(event.target.value)];
            if (choice) onChange(choice.value);
          }}
        >
          {choices.map((choice, index) => (
            <option key={choice.label} value={index}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export default function EmbedDialog({
  tournament,
  onClose,
}: {
  tournament: Tournament;
  onClose: () => void;
}) {
  const [view, setView] = useState<EmbedView>({ tab: 'bracket', scale: 1, theme: undefined });
  const snippet = embedSnippet(window.location.origin, tournament, view);
  const copy = async () => {
    if (await copyText(snippet)) notify.success('Đã sao chép mã nhúng');
  };

  // A form whose submission copies: Enter in a field copies too.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void copy();
  };

  return (
    <FormDialog
      title="Nhúng vào website"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Sao chép"
      cancelLabel="Đóng"
      submitting={false}
      size="md"
    >
      <Stack gap="4">
        <Text color="fg.muted">
          Dán đoạn mã này vào trang web của câu lạc bộ: sơ đồ thi đấu hoặc bảng xếp hạng của giải
          hiện ra và tự cập nhật khi có kết quả mới.
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <ChoiceField
            label="Nội dung"
            value={view.tab}
            choices={EMBED_TABS.map((tab) => ({
              value: tab,
              label: EMBED_TAB_LABELS[tab],
            }))}
            onChange={(tab) => setView({ ...view, tab })}
          />
          <ChoiceField
            label="Cỡ hiển thị"
            value={view.scale}
            choices={EMBED_SCALES.map((scale) => ({
              value: scale,
              label: `${scale * 100}%`,
            }))}
            onChange={(scale) => setView({ ...view, scale })}
          />
          <ChoiceField
            label="Giao diện"
            value={view.theme}
            choices={THEME_CHOICES}
            onChange={(theme) => setView({ ...view, theme })}
          />
        </SimpleGrid>
        <FormField label="Mã nhúng">
          <Textarea
            value={snippet}
            readOnly
            rows={5}
            fontFamily="mono"
            fontSize="sm"
            wordBreak="break-all"
            onFocus={(event) => event.currentTarget.select()}
          />
        </FormField>
        <Link
          href={embedPath(tournament.id, view)}
          target="_blank"
          rel="noopener"
          fontSize="sm"
          color="emerald.fg"
          alignSelf="flex-start"
        >
          <ExternalLink size={14} aria-hidden />
          Xem trước trong thẻ mới
        </Link>
      </Stack>
    </FormDialog>
  );
}
