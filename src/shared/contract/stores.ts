// The clubs (stores) and the cities that have one.
import { cityListWire, storeItemListWire } from '../wire/players';
import { endpoints } from './endpoint';
import { storeListQuery } from './queries';

export const storeEndpoints = endpoints({
  'stores.list': {
    method: 'GET',
    path: '/v1/stores',
    summary: 'Các câu lạc bộ (cơ sở)',
    query: storeListQuery,
    response: storeItemListWire,
    shared: true,
  },
  'stores.cities': {
    method: 'GET',
    path: '/v1/stores/cities',
    summary: 'Các thành phố có câu lạc bộ',
    response: cityListWire,
    shared: true,
  },
});
