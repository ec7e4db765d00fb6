// `/overlay/matches/:id`: one match's scorebug for a stream (OBS browser source, 1920×1080), fed
// by the scoring itself through the match's live stream.
import { useParams } from 'react-router-dom';
import { reportLiveRefusal } from '../../lib/live-errors';
import { useLiveEnabled } from '../../lib/live-resync';
import { trpc } from '../../lib/trpc';
import { OverlayNote, useTransparentDocument } from './overlay-parts';
import { Scorebug } from './scorebug';

export default function OverlayMatchPage() {
  useTransparentDocument();
  const id = Number(useParams().id);
  const live = trpc.matches.onUpdate.useSubscription(
    { id },
    { enabled: useLiveEnabled(), onError: reportLiveRefusal },
  );
  const { data, error } = live;
  // Nothing over the picture until there is a score to show.
  if (!data) return error ? <OverlayNote text={error.message} /> : null;
  return <Scorebug match={data.data} />;
}
