// The snippet a club pastes into its own website: an <iframe> of the tour's table
// (/embed/tours/:id) at the size and colours chosen here. Loaded when opened.
import { useState } from 'react';
import { EmbedLookChoices, EmbedSnippetDialog } from '../../components/embed-snippet-dialog';
import { ChoiceField } from '../../components/choice-field';
import {
  TOUR_EMBED_ROWS,
  TOUR_EMBED_SCALES,
  tourEmbedPath,
  tourEmbedSnippet,
  type TourEmbedView,
} from './tour-embed-params';

const ROWS = [10, 20, 50, 100] as const;

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

  return (
    <EmbedSnippetDialog
      intro="Dán đoạn mã này vào trang web của câu lạc bộ: bảng xếp hạng của tour hiện ra và tự cập nhật khi có kết quả mới."
      snippet={tourEmbedSnippet(window.location.origin, tour, view)}
      previewPath={tourEmbedPath(tour.id, view)}
      onClose={onClose}
    >
      <ChoiceField
        label="Số cơ thủ"
        value={view.rows}
        options={ROWS.map((rows) => ({ value: rows, label: `${rows} người đầu` }))}
        onChange={(rows) => setView({ ...view, rows })}
      />
      <EmbedLookChoices
        look={view}
        scales={TOUR_EMBED_SCALES}
        onChange={(look) => setView({ ...view, ...look })}
      />
    </EmbedSnippetDialog>
  );
}
