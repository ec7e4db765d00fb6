import { configSchema, mapRaceToInput, mapRaceToOutput, raceChartSchema } from '../schemas/config';
import { wireSchema } from './derive';

export const configWire = wireSchema(configSchema);
export const mapRaceToRequestWire = wireSchema(mapRaceToInput);
export const mapRaceToResponseWire = wireSchema(mapRaceToOutput);
/** `GET /v1/config/race-chart?race_to=N`. */
export const raceChartWire = wireSchema(raceChartSchema);
