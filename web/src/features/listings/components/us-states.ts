// one table of state names for the web app and the server's search index: the listings contracts'
export { US_STATES, stateName } from '@contracts/listings/contracts/us-states.ts';
