// Brackets: brackets-manager on a storage adapter over our database (store.ts), the Vietnamese
// names of its stages and rounds (layout.ts), the first stage of each format (stages.ts) and the
// knockout after the groups (groups.ts), the `matches` rows we play, kept in step with it
// (match-rows.ts), and the bracket as viewers see it (view.ts).
export { createKnockoutStage, crossSeed, groupSizes, groupTables } from './groups';
export {
  isSwissStage,
  layoutOf,
  roundKeyOf,
  roundLabel,
  STAGE_NAMES,
  type BracketLayout,
  type PlacedMatch,
} from './layout';
export { loadRoster, racesFor, reportResult, rosterLookups, syncMatchRows } from './match-rows';
export { createEliminationStage, createTournamentBracket } from './stages';
export { BracketStore, openBracket } from './store';
export { createSwissStage, nextSwissRound, swissByes } from './swiss';
export { toBracket } from './view';
