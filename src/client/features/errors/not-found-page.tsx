import { MESSAGES } from '../../../shared/messages';
import { ErrorView } from './error-view';

export default function NotFoundPage() {
  return <ErrorView statusCode={404} message={MESSAGES.notFoundPage} />;
}
