import { MyTournaments } from './my-tournaments';

export default function TournamentsJoinedPage() {
  return <MyTournaments kind="joined" />;
}
