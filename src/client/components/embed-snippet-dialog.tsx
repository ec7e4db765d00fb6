// The snippet dialog of an embed ("Nhúng vào website"): what the embed will show (the caller's
// choices), the <iframe> code to copy, and a preview in a new tab. A form whose submission copies:
// Enter in a field copies too.
import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { copyText } from '../lib/clipboard';
import { EMBED_THEMES, type EmbedLook } from '../lib/embed-view';
import { notify } from '../lib/toast-store';
import { ChoiceField } from './choice-field';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { Textarea } from './styled-parts/textarea';

export function EmbedSnippetDialog({
  intro,
  snippet,
  previewPath,
  onClose,
  children,
}: {
  /** What the club's page will show. */
  intro: string;
  snippet: string;
  /** The embed's own address, opened in a new tab. */
  previewPath: string;
  onClose: () => void;
  /** The choices (three to a row on a wider screen). */
  children: ReactNode;
}) {
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
        <Text color="fg.muted">{intro}</Text>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          {children}
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
          href={previewPath}
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

/** The choices every embed offers: its size (among `scales`) and its colours. */
export function EmbedLookChoices({
  look,
  scales,
  onChange,
}: {
  look: EmbedLook;
  scales: readonly number[];
  onChange: (look: EmbedLook) => void;
}) {
  return (
    <>
      <ChoiceField
        label="Cỡ hiển thị"
        value={look.scale}
        options={scales.map((scale) => ({ value: scale, label: `${scale * 100}%` }))}
        onChange={(scale) => onChange({ ...look, scale })}
      />
      <ChoiceField
        label="Giao diện"
        value={look.theme ?? ''}
        options={EMBED_THEMES}
        onChange={(theme) => onChange({ ...look, theme: theme || undefined })}
      />
    </>
  );
}
