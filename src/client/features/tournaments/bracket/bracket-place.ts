// Where a reader is in a tournament's bracket, kept in the address so that a shared or reloaded
// link opens the same view: `?stage=2&section=1&round=3` (stage by its place in the event, section
// by its group's number, round by its number), and `paper=a3` for printing. Anything missing or
// unknown (a hand-edited link, a section that no longer exists) falls back to the whole bracket.
import type { Bracket } from '../../../../shared/schemas/matches';
import { pickParam, positiveIntParam } from '../../../lib/url-values';

type Stage = Bracket['stages'][number];
type Group = Stage['groups'][number];

export const PAPERS = ['a4', 'a3'] as const;
export type Paper = (typeof PAPERS)[number];

export interface BracketPlace {
  /** 1-based, in the event's order (a later stage is added after, so a place keeps its stage). */
  stage?: number;
  /** A group's number within the stage: a knockout's side, a round robin's group. */
  section?: number;
  /** The round the view opens on. */
  round?: number;
  paper: Paper;
}

export function readBracketPlace(search: URLSearchParams): BracketPlace {
  return {
    stage: positiveIntParam(search.get('stage')),
    section: positiveIntParam(search.get('section')),
    round: positiveIntParam(search.get('round')),
    paper: pickParam(search.get('paper'), PAPERS) ?? 'a4',
  };
}

/** The query-string changes that lead to `place`; the defaults are left out of the address. */
export function placeParams(place: BracketPlace): Record<string, number | string | undefined> {
  return {
    stage: place.stage,
    section: place.section,
    round: place.round,
    paper: place.paper === 'a4' ? undefined : place.paper,
  };
}

export interface BracketShown {
  /** The stages shown, each with only its groups shown. */
  bracket: Bracket;
  /** The stage chosen, when the event has several and one is chosen. */
  stage?: number;
  /** The stage whose sections can be chosen: the one chosen, or the only one. */
  sectionsOf?: Stage;
  section?: number;
  /** The group shown alone, whose rounds can be chosen. */
  group?: Group;
  round?: number;
}

/** What a place shows of a bracket, with every part of the place that does not exist dropped. */
export function showPlace(bracket: Bracket, place: BracketPlace): BracketShown {
  const several = bracket.stages.length > 1;
  const chosenStage = several && place.stage ? bracket.stages[place.stage - 1] : undefined;
  const sectionsOf = several ? chosenStage : bracket.stages[0];
  if (!sectionsOf) return { bracket };
  const stage = chosenStage ? place.stage : undefined;

  const chosenGroup =
    sectionsOf.groups.length > 1
      ? sectionsOf.groups.find((group) => group.number === place.section)
      : undefined;
  const groups = chosenGroup ? [chosenGroup] : sectionsOf.groups;
  const shown = { bracket: { stages: [{ ...sectionsOf, groups }] }, stage, sectionsOf };
  const group = groups.length === 1 ? groups[0] : undefined;
  if (!group) return shown;
  const round = group.rounds.some((r) => r.number === place.round) ? place.round : undefined;
  return { ...shown, section: chosenGroup?.number, group, round };
}
