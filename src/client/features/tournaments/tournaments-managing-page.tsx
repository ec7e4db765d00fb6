import { MyTournaments } from './my-tournaments';

export default function TournamentsManagingPage() {
  return <MyTournaments kind="managing" />;
}
