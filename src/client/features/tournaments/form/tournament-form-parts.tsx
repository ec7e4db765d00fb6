// The pieces of the tournament form (tournament-form.tsx) that only it has: the rank limits and
// the description with its preview (the sections, toggles and choices: components/form-parts.tsx).
import { Box, Spinner, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { FormField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/styled-parts/native-select';
import { Tabs } from '../../../components/styled-parts/tabs';
import { Textarea } from '../../../components/styled-parts/textarea';
import { RANK_OPTIONS, type TournamentFormValues } from './tournament-values';
import { lazyPart } from '../../../lib/lazy-part';

// The markdown renderer loads with the preview, not with the form.
const { Part: MarkdownView } = lazyPart(() => import('../../../components/markdown-view'));

export function RankSelect({
  value,
  onChange,
}: {
  value: TournamentFormValues['minRank'];
  onChange: (rank: TournamentFormValues['minRank']) => void;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        value={value}
        onChange={(event) => onChange(event.target.value as TournamentFormValues['minRank'])}
      >
        <option value="">Không giới hạn</option>
        {RANK_OPTIONS.map((rank) => (
          <option key={rank} value={rank}>
            Hạng {rank}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function DescriptionField({
  value,
  onChange,
  errors,
}: {
  value: string;
  onChange: (value: string) => void;
  errors: string[] | undefined;
}) {
  return (
    <FormField
      label="Mô tả"
      errors={errors}
      helper="Hỗ trợ Markdown: **in đậm**, *in nghiêng*, danh sách (- …), tiêu đề (## …), liên kết."
    >
      <Tabs.Root defaultValue="write" size="sm" variant="enclosed" w="full" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="write">Soạn thảo</Tabs.Trigger>
          <Tabs.Trigger value="preview">Xem trước</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="write" pt="2">
          <Textarea
            value={value}
            onChange={(event) => onChange(event.target.value)}
            rows={8}
            maxLength={20_000}
            placeholder="Điều lệ, thể lệ, giải thưởng, trang phục…"
          />
        </Tabs.Content>
        <Tabs.Content value="preview" pt="2">
          <Box borderWidth="1px" borderRadius="l2" p="4" minH="40">
            {value.trim() ? (
              <Suspense fallback={<Spinner size="sm" />}>
                <MarkdownView source={value} />
              </Suspense>
            ) : (
              <Text color="fg.muted">Chưa có nội dung để xem trước.</Text>
            )}
          </Box>
        </Tabs.Content>
      </Tabs.Root>
    </FormField>
  );
}
