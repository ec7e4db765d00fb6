// The organiser's snippet for the club's own website: an <iframe> of the tournament's bracket or
// standings (/embed/tournaments/:id), at the size and colours chosen here. Loaded when opened.
import { useState } from 'react';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { EmbedLookChoices, EmbedSnippetDialog } from '../../components/embed-snippet-dialog';
import { ChoiceField } from '../../components/choice-field';
import {
  EMBED_SCALES,
  EMBED_TAB_LABELS,
  EMBED_TABS,
  embedPath,
  embedSnippet,
  type EmbedView,
} from './embed-params';

export default function EmbedDialog({
  tournament,
  onClose,
}: {
  tournament: Tournament;
  onClose: () => void;
}) {
  const [view, setView] = useState<EmbedView>({ tab: 'bracket', scale: 1, theme: undefined });

  return (
    <EmbedSnippetDialog
      intro="Dán đoạn mã này vào trang web của câu lạc bộ: sơ đồ thi đấu hoặc bảng xếp hạng của giải hiện ra và tự cập nhật khi có kết quả mới."
      snippet={embedSnippet(window.location.origin, tournament, view)}
      previewPath={embedPath(tournament.id, view)}
      onClose={onClose}
    >
      <ChoiceField
        label="Nội dung"
        value={view.tab}
        options={EMBED_TABS.map((tab) => ({ value: tab, label: EMBED_TAB_LABELS[tab] }))}
        onChange={(tab) => setView({ ...view, tab })}
      />
      <EmbedLookChoices
        look={view}
        scales={EMBED_SCALES}
        onChange={(look) => setView({ ...view, ...look })}
      />
    </EmbedSnippetDialog>
  );
}
