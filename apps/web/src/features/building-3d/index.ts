// The 3D building view's public face. The view itself is the default export of components/building-3d-view,
// imported lazily by app/ so three.js stays out of the main bundle.
export type { Building3dViewProps } from './components/building-3d-view';
export type { LoadHeatmapTexture } from './api/use-heatmap-textures';
export type { HeatmapTexture } from './scene/floor-layer';
