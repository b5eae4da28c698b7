// The insights feature's public names beyond its services: what reports and exports read.
// Every other file of insights is private to it (eslint.config.js, "features meet at their entry").
export type { InsightsDeps } from './insights-access';
export { listInventoryAccessPoints } from './device-inventory';
export type { InventoryAccessPoint } from './device-inventory';
