// The snippet a club pastes into its own website: an <iframe> of the tour's table
// (/embed/tours/:id) at the size and colours chosen here. Loaded when opened.
import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { Textarea } from '../../components/styled-parts/textarea';
import { copyText } from '../../lib/clipboard';
import { notify } from '../../lib/toast-store';
import {
  TOUR_EMBED_ROWS,
  TOUR_EMBED_SCALES,
  tourEmbedPath,
  tourEmbedSnippet,
  type TourEmbedView,
} from './tour-embed-params';

const THEMES = [
  { value: '', label: 'Theo thiết bị người xem' },
  { value: 'light', label: 'Sáng' },
  { value: 'dark', label: 'Tối' },
] as const;
const ROWS = [10, 20, 50, 100] as const;

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export default function TourEmbedDialog({
  tour,
  onClose,
}: {
  tour: { id: number; name: string };
  onClose: () => void;
}) {
  const [view, setView] = useState<TourEmbedView>({
    scale: 1,
    theme: undefined,
    rows: TOUR_EMBED_ROWS.default,
  });
  const snippet = tourEmbedSnippet(window.location.origin, tour, view);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void copyText(snippet).then((copied) => {
      if (copied) notify.success('Đã sao chép mã nhúng');
    });
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
          Dán đoạn mã này vào trang web của câu lạc bộ: bảng xếp hạng của tour hiện ra và tự cập
          nhật khi có kết quả mới.
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <Choice
            label="Số cơ thủ"
            value={String(view.rows)}
            options={ROWS.map((rows) => ({ value: String(rows), label: `${rows} người đầu` }))}
            onChange={(rows) => setView({ ...view, rows: Number(rows) })}
          />
          <Choice
            label="Cỡ hiển thị"
            value={String(view.scale)}
            options={TOUR_EMBED_SCALES.map((scale) => ({
              value: String(scale),
              label: `${scale * 100}%`,
            }))}
            onChange={(scale) => setView({ ...view, scale: Number(scale) })}
          />
          <Choice
            label="Giao diện"
            value={view.theme ?? ''}
            options={THEMES}
            onChange={(theme) =>
              setView({ ...view, theme: theme === 'light' || theme === 'dark' ? theme : undefined })
            }
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
          href={tourEmbedPath(tour.id, view)}
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
