// `/overlay/stores/:id/tables/:table`: the scorebug of whichever match is on a club's table, for
// a camera that stays on that table all day: it moves on to the next match called to it by
// itself, and shows nothing while the table is free.
import { useParams } from 'react-router-dom';
import { reportLiveRefusal } from '../../lib/live-errors';
import { useLiveEnabled } from '../../lib/live-resync';
import { trpc } from '../../lib/trpc';
import { OverlayNote, useTransparentDocument } from './overlay-parts';
import { Scorebug } from './scorebug';

export default function OverlayTablePage() {
  useTransparentDocument();
  const params = useParams();
  const live = trpc.matches.onTable.useSubscription(
    { id: Number(params.id), table: Number(params.table) },
    { enabled: useLiveEnabled(), onError: reportLiveRefusal },
  );
  const { data, error } = live;
  if (!data) return error ? <OverlayNote text={error.message} /> : null;
  return data.data ? <Scorebug match={data.data} /> : null;
}
