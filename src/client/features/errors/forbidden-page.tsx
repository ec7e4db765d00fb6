import { MESSAGES } from '../../../shared/messages';
import { ErrorView } from './error-view';

export default function ForbiddenPage() {
  return <ErrorView statusCode={403} message={MESSAGES.forbidden} />;
}
