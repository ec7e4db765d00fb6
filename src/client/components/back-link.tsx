// The way back from a page to where it belongs: an entity's list, or the entity it is part of
// (a match's tournament, a head-to-head's first player). A file of its own, so the pages that
// need only this link do not bring the entity frame with it.
import { Link } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { AppLink } from './app-link';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
      <AppLink to={to}>
        <ArrowLeft size={14} aria-hidden />
        {label}
      </AppLink>
    </Link>
  );
}
