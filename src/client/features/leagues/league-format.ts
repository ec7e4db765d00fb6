// Dates as the league's pages show them, in Vietnam's days (shared with the server's first screen).
export { formatDay, formatMatchTime } from '../../../shared/day-format';
